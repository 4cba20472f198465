import { and, eq } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENTS_PREFIX, providerNameOf, type CheckoutPaymentMethod } from '@cobro/contracts';
import { customers, mailOutbox, organizations, queuedMails } from '../../db/schema/index';
import { MAIL_RETRY_MS, mailerOf } from '../../mail/index';
import { databases, signIn } from '../../../test/harness';
import { pdfLines } from '../../../test/pdf-text';
import { runBilling } from '../../scheduler';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, purchaseRow, type CheckoutTest } from '../checkout/checkout.fixtures';
import { moveCharge } from '../payment-engine/index';
import { chargeViews, findCharge } from './charge-view';
import { renderReceipt } from './receipt-pdf-view';

describe.each(databases)('the buyer\'s receipt mail on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());
  // Tests drive the dispatcher by hand.
  beforeEach(() => t.app.mailQueue.stop());

  /** create-purchase and payment-data as the checkout sends them, in its language. */
  async function startPayment(method: CheckoutPaymentMethod, language?: string, planId = t.oneTime.id) {
    const { customerId, email } = await newBuyer(t, planId);
    const headers: Record<string, string> = language ? { 'accept-language': language } : {};
    const body = { payment_method: method, customer_id: customerId, plan_id: planId, payment_link_id: planId };
    const path = `${PAYMENTS_PREFIX}/${providerNameOf(method)}`;
    const purchaseId = (await json(t.app, 'POST', `${path}/create-purchase`, body, headers)).json().purchase_id as string;
    const data = await json(t.app, 'POST', `${path}/payment-data`, { ...body, purchase_id: purchaseId }, headers);
    expect(data.statusCode, data.body).toBe(200);
    return { customerId, email, purchaseId, data: data.json() };
  }

  async function cardPayment(language?: string, planId?: string) {
    const payment = await startPayment('card', language, planId);
    expect((await confirmCard(t, payment.data.client_secret)).json()).toEqual({ status: 'succeeded' });
    const [charge] = await chargesOf(t, payment.purchaseId);
    return { ...payment, charge };
  }

  const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const receiptMailOf = async (chargeId: string) => (await t.database.db.select().from(queuedMails).where(and(eq(queuedMails.kind, 'receipt'), eq(queuedMails.subjectId, chargeId))))[0];

  it('a sandbox card payment that succeeds mails the buyer one receipt, recibo.pdf attached, in Spanish', async () => {
    const { email, charge } = await cardPayment();
    expect(await mailsTo(email)).toEqual([]);
    expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Recibo de tu pago de 90,00\u00a0€ a Cobro Demo S.L.');
    expect(mail.text).toContain('Hola, Lucía García:');
    expect(mail.html).toContain('<html lang="es">');
    // Issue 30: the portal, where the buyer downloads receipts and finds the withdrawal function.
    expect(mail.text).toMatch(/Gestionar tu compra: http\S+\/portal\/[\w-]+/);
    expect(mail.html).toMatch(/<a href="http\S+\/portal\/[\w-]+">Gestionar tu compra<\/a>/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['recibo.pdf']);
    const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0].content, 'base64'));
    expect(pdf.getTitle()).toBe(`Recibo ${charge.id}`);
    expect(await receiptMailOf(charge.id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: t.clock.now() });
  });

  it('a buyer whose checkout spoke English gets the mail and the PDF in English', async () => {
    const { email, customerId, charge } = await cardPayment('en-GB,en;q=0.9,es;q=0.8');
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer.language).toBe('en');
    await t.app.mailQueue.dispatchOnce();
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Receipt for your €90.00 payment to Cobro Demo S.L.');
    expect(mail.text).toContain('Hello Lucía García,');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toMatch(/Manage your purchase: http\S+\/portal\/[\w-]+/);
    const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0].content, 'base64'));
    expect(pdf.getTitle()).toBe(`Receipt ${charge.id}`);
  });

  it('a buyer whose checkout spoke Catalan gets the mail and recibo.pdf in Catalan, amounts and dates as Spain writes them', async () => {
    const { email, customerId, charge } = await cardPayment('ca-ES,ca;q=0.9,es;q=0.8,en;q=0.7');
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer.language).toBe('ca');
    await t.app.mailQueue.dispatchOnce();
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Rebut del teu pagament de 90,00\u00a0€ a Cobro Demo S.L.');
    expect(mail.text).toContain('Hola, Lucía García:');
    expect(mail.text).toContain("Cobro Demo S.L. ha rebut el teu pagament de 90,00\u00a0€; t'enviem el rebut adjunt.");
    expect(mail.html).toContain('<html lang="ca">');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['recibo.pdf']);
    const pdf = await PDFDocument.load(Buffer.from(mail.attachments[0].content, 'base64'));
    expect(pdf.getTitle()).toBe(`Rebut ${charge.id}`);
    // Its dates and amounts are written by Intl's ca-ES: `1.234,56 €`, `28 de novembre del 2026, a les 13:00`.
    expect(pdf.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(ca-ES)');
  });

  it('the receipt rendered on its own thread is the PDF this thread renders from the same charge (decision 1168)', async () => {
    const { email, charge } = await cardPayment('ca-ES,ca;q=0.9');
    await t.app.mailQueue.dispatchOnce();
    const [mail] = await mailsTo(email);
    const [organization] = await t.database.db.select().from(organizations).where(eq(organizations.id, charge.organizationId));
    const [view] = await chargeViews(t.database.db, [(await findCharge(t.database.db, charge.organizationId, charge.id))!]);
    const here = await renderReceipt({
      merchant: { companyName: organization.companyName, nif: organization.nif, address: [organization.street, organization.postalCode, organization.city].filter(Boolean).join(', ') || null },
      charge: view,
      language: 'ca',
    });
    // Equal but for the moment each was made at (pdf-lib stamps its creation and modification dates).
    const undated = async (bytes: Uint8Array) => {
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      pdf.setCreationDate(t.clock.now());
      pdf.setModificationDate(t.clock.now());
      return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
    };
    const mailed = Buffer.from(mail.attachments[0].content, 'base64');
    expect(await pdfLines(mailed)).toEqual(await pdfLines(here));
    expect((await undated(mailed)).equals(await undated(here))).toBe(true);
  });

  it("the merchant's own language (PUT /auth/language) does not change the buyer's: a Spanish buyer still gets Spanish", async () => {
    const cookie = await signIn(t.app);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'en' }, headers: { cookie } })).statusCode).toBe(204);
    const { email } = await cardPayment('es-ES,es;q=0.9');
    await t.app.mailQueue.dispatchOnce();
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Recibo de tu pago de 90,00\u00a0€ a Cobro Demo S.L.');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('a replayed success sends no second mail', async () => {
    const { email, charge, data } = await cardPayment();
    await t.app.mailQueue.dispatchOnce();
    const replayed = await t.database.db.transaction((tx) => moveCharge(t.app, tx, charge.id, { status: 'succeeded' }));
    expect(replayed.moved).toBe(false);
    await confirmCard(t, data.client_secret);
    expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a failing transport is retried with backoff, then the mail is given up as failed', async () => {
    const { email, charge } = await cardPayment();
    const send = vi.spyOn(mailerOf(t.app), 'send').mockRejectedValue(new Error('smtp down'));
    try {
      for (const [i, wait] of MAIL_RETRY_MS.entries()) {
        expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
        expect(await receiptMailOf(charge.id)).toMatchObject({ status: 'pending', attempts: i + 1, lastError: 'smtp down' });
        // Not before its wait.
        expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
        t.clock.advance(wait);
      }
      expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
      expect(await receiptMailOf(charge.id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_MS.length + 1, sentAt: null });
      t.clock.advance(24 * 60 * 60_000);
      expect(await t.app.mailQueue.dispatchOnce()).toBe(0);
    } finally {
      send.mockRestore();
    }
    expect(await mailsTo(email)).toEqual([]);
  });

  it('two dispatchers at once send the mail once (SKIP LOCKED)', async () => {
    const { email } = await cardPayment();
    await Promise.all([t.app.mailQueue.dispatchOnce(), t.app.mailQueue.dispatchOnce()]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('a renewal mails its receipt in the language the buyer\'s checkout stored', async () => {
    const { email, purchaseId } = await cardPayment('en', t.monthly.id);
    await t.app.mailQueue.dispatchOnce();
    t.clock.set((await purchaseRow(t, purchaseId)).nextRecurringDate!);
    await runBilling(t.app);
    const renewal = (await chargesOf(t, purchaseId))[1];
    expect(renewal).toMatchObject({ status: 'succeeded', amount: 4900 });
    expect(await t.app.mailQueue.dispatchOnce()).toBe(1);
    const subjects = (await mailsTo(email)).map((m) => m.subject);
    // The first, prorated payment's receipt and the renewal's.
    expect(subjects).toHaveLength(2);
    expect(subjects).toContain('Receipt for your €49.00 payment to Cobro Demo S.L.');
  });
});
