import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENTS_PREFIX, PortalPurchase, providerNameOf, RedsysPaymentData, StripePaymentData, type CheckoutPaymentMethod } from '@cobro/contracts';
import { chargeAttempts, queuedMails } from '../../db/schema/index';
import { buildSignedCallback, SANDBOX_CARDS, SANDBOX_IBANS, verifyRequest } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { runBilling } from '../../scheduler';
import { chargesOf, confirmCard, confirmIban, json, newBuyer, purchaseRow } from '../checkout/checkout.fixtures';
import { SANDBOX_INESPAY_API_KEY, SANDBOX_REDSYS } from '../payment-engine/provider-adapters/merchant-credentials';
import { SANDBOX_SEPA_SETTLE_MS } from '../payment-engine/provider-adapters/sandbox-card';
import { redsysNotificationFor } from '../payment-engine/sandbox/bank-pages';
import { settleSandboxDebits } from '../payment-engine/index';
import { portalTest, type PortalTest } from '../portal/portal.fixtures';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const METHODS = ['card', 'sepa_debit', 'redsys', 'bizum', 'inespay'] as const satisfies readonly CheckoutPaymentMethod[];

/**
 * Decision 1165: every charge that succeeds mails its buyer the confirmation (recibo.pdf attached, the portal's link,
 * the withdrawal consent when given), whatever the method; the bank gateways' buyers included.
 */
describe.each(databases)('the confirmation mail of every method on %s', (db) => {
  let t: PortalTest;
  beforeAll(async () => {
    t = await portalTest(db);
  });
  afterAll(() => t?.close());
  // Tests drive the dispatcher by hand.
  beforeEach(() => t.app.mailQueue.stop());

  /**
   * A buyer pays a plan (the one-time 90 € unless told) by `method` and its provider answers `outcome`, the same answer delivered
   * `deliveries` times at once: the sandbox card's confirm, the SEPA settle run (after its delay), the signed Redsys
   * (Bizum's too) or Inespay notification.
   */
  async function pay(method: CheckoutPaymentMethod, outcome: 'success' | 'failure', { deliveries = 1, consent = false, planId = t.oneTime.id } = {}) {
    const { customerId, email } = await newBuyer(t, planId);
    const body = { payment_method: method, customer_id: customerId, plan_id: planId, payment_link_id: planId };
    const path = `${PAYMENTS_PREFIX}/${providerNameOf(method)}`;
    const purchaseId = (await json(t.app, 'POST', `${path}/create-purchase`, body)).json().purchase_id as string;
    const data = await json(t.app, 'POST', `${path}/payment-data`, { ...body, purchase_id: purchaseId, ...(consent ? { withdrawal_consent: true } : {}) });
    expect(data.statusCode, data.body).toBe(200);
    const ok = outcome === 'success';
    const times = <T>(deliver: () => Promise<T>) => Promise.all(Array.from({ length: deliveries }, deliver));
    if (method === 'card') {
      const { client_secret } = StripePaymentData.parse(data.json());
      await times(() => confirmCard(t, client_secret, ok ? SANDBOX_CARDS.succeeds : SANDBOX_CARDS.declines));
    } else if (method === 'sepa_debit') {
      await confirmIban(t, StripePaymentData.parse(data.json()).client_secret, ok ? SANDBOX_IBANS.succeeds : SANDBOX_IBANS.fails);
      t.clock.advance(SANDBOX_SEPA_SETTLE_MS);
      await times(() => settleSandboxDebits(t.app));
    } else if (method === 'inespay') {
      const [charge] = await chargesOf(t, purchaseId);
      const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
      const callback = buildSignedCallback(
        { singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: String(attempt.amount), codStatus: ok ? 'OK' : 'KO' },
        SANDBOX_INESPAY_API_KEY,
      );
      await times(() => notify('inespay', { ...callback }));
    } else {
      const verified = verifyRequest(RedsysPaymentData.parse(data.json()).body, SANDBOX_REDSYS.merchantKey);
      if (!verified.ok) throw new Error(verified.reason);
      const notification = redsysNotificationFor(verified.parameters, ok, t.clock.now(), method === 'bizum' ? '+34612345678' : null);
      await times(() => notify('redsys', { ...notification }));
    }
    const [charge] = await chargesOf(t, purchaseId);
    expect(charge.status).toBe(ok ? (method === 'card' || method === 'sepa_debit' ? 'succeeded' : 'paid') : 'failed');
    return { email, charge, purchaseId };
  }
  const notify = async (provider: 'redsys' | 'inespay', fields: Record<string, string>) => {
    const answer = await t.app.inject({ method: 'POST', url: `/api/payments/${provider}/notification`, headers: FORM, payload: new URLSearchParams(fields).toString() });
    expect(answer.statusCode).toBe(200);
  };
  const queuedFor = (chargeId: string) =>
    t.database.db.select().from(queuedMails).where(and(eq(queuedMails.kind, 'receipt'), eq(queuedMails.subjectId, chargeId)));

  it.each(METHODS)('%s: one mail once the charge succeeds, recibo.pdf attached and the portal linked, in Spanish', async (method) => {
    const { email, charge } = await pay(method, 'success');
    expect(await queuedFor(charge.id)).toHaveLength(1);
    expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
    const [mail, ...others] = await t.mailsTo(email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Recibo de tu pago de 90,00\u00a0€ a Cobro Demo S.L.');
    expect(mail.text).toMatch(new RegExp(`Gestionar tu compra: http\\S+/portal/${t.organizationId}`));
    expect(mail.text).not.toContain('solicitaste que el servicio');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['recibo.pdf']);
    const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0].content, 'base64'));
    expect(pdf.getTitle()).toBe(`Recibo ${charge.id}`);
  });

  it.each(METHODS)('%s: no mail when the payment fails', async (method) => {
    const { email, charge } = await pay(method, 'failure');
    expect(await queuedFor(charge.id)).toEqual([]);
    await t.app.mailQueue.dispatchOnce();
    expect((await t.mailsTo(email)).filter((m) => m.subject.startsWith('Recibo'))).toEqual([]);
  });

  it.each(METHODS)("%s: the provider's answer delivered twice is still one mail", async (method) => {
    const { email, charge } = await pay(method, 'success', { deliveries: 2 });
    expect(await queuedFor(charge.id)).toHaveLength(1);
    expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
    expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
    expect(await t.mailsTo(email)).toHaveLength(1);
  });

  describe('a service excluded from withdrawal (decision 1161)', () => {
    const exclude = async (excluded: boolean) => {
      const set = await t.call(t.merchantCookie, 'PUT', `/api/services/${t.oneTime.serviceId}/withdrawal`, { withdrawal_days: 14, withdrawal_excluded: excluded });
      expect(set.statusCode).toBe(200);
    };
    beforeAll(() => exclude(true));
    afterAll(() => exclude(false));

    it.each(METHODS)('%s: the mail confirms the consent on a durable medium', async (method) => {
      const { email } = await pay(method, 'success', { consent: true });
      await t.app.mailQueue.dispatchOnce();
      const [mail] = await t.mailsTo(email);
      expect(mail.text).toContain('solicitaste que el servicio o el contenido digital se te prestara de inmediato');
      expect(mail.text).toContain('Este correo confirma ese consentimiento.');
    });
  });

  it.each(['redsys', 'bizum', 'inespay'] as const)("%s: the portal offers the receipt, Cobro's own recibo.pdf, though receipt_url stays null", async (method) => {
    const { email, charge, purchaseId } = await pay(method, 'success');
    expect(charge.receiptUrl).toBeNull();
    const cookie = await t.portalCookie(email);
    const purchase = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${purchaseId}`)).json());
    expect(purchase.charges).toMatchObject([{ id: charge.id, has_receipt: true }]);
    const pdf = await t.call(cookie, 'GET', `/api/portal/receipts/${charge.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="recibo.pdf"');
  });

  it.each(['card', 'sepa_debit', 'redsys'] as const)('%s: each renewal that succeeds mails its own confirmation', async (method) => {
    const { email, purchaseId } = await pay(method, 'success', { planId: t.monthly.id });
    await t.app.mailQueue.dispatchOnce();
    expect(await t.mailsTo(email)).toHaveLength(1);
    t.clock.set((await purchaseRow(t, purchaseId)).nextRecurringDate!);
    // Billing renews every due subscription of the merchant (the seeded ones too): the test reads its buyer's mails.
    await runBilling(t.app);
    if (method === 'sepa_debit') {
      // A debit is not paid until it settles: nothing to confirm before.
      const processing = (await chargesOf(t, purchaseId))[1];
      expect(processing.status).toBe('processing');
      expect(await queuedFor(processing.id)).toEqual([]);
      t.clock.advance(SANDBOX_SEPA_SETTLE_MS);
      await settleSandboxDebits(t.app);
    }
    const renewal = (await chargesOf(t, purchaseId))[1];
    expect(renewal).toMatchObject({ amount: 4900, status: method === 'redsys' ? 'paid' : 'succeeded' });
    expect(await queuedFor(renewal.id)).toHaveLength(1);
    await t.app.mailQueue.dispatchOnce();
    expect(await queuedFor(renewal.id)).toMatchObject([{ status: 'sent' }]);
    const subjects = (await t.mailsTo(email)).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects).toContain('Recibo de tu pago de 49,00\u00a0€ a Cobro Demo S.L.');
  });

  it('a failed charge has no receipt in the portal', async () => {
    const { email, charge, purchaseId } = await pay('redsys', 'failure');
    const cookie = await t.portalCookie(email);
    const purchase = PortalPurchase.parse((await t.call(cookie, 'GET', `/api/portal/purchases/${purchaseId}`)).json());
    expect(purchase.charges).toMatchObject([{ id: charge.id, has_receipt: false }]);
    expect((await t.call(cookie, 'GET', `/api/portal/receipts/${charge.id}`)).json()).toMatchObject({ code: 'CHA-005' });
  });
});
