import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Charge, PAYMENTS_PREFIX, RedsysPaymentData } from '@cobro/contracts';
import { chargeAttempts, paymentAnomalies, paymentProviders } from '../../db/schema/index';
import { signNotification, verifyRequest } from '../../provider-protocols/index';
import { databases, signIn } from '../../../test/harness';
import { chargesOf, checkoutTest, eventsFor, json, newBuyer, purchaseRow, type CheckoutTest } from '../checkout/checkout.fixtures';
import { SANDBOX_REDSYS } from './provider-adapters/merchant-credentials';
import { redsysNotificationFor } from './sandbox/bank-pages';

const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(databases)('Bizum through Redsys (decision 1136) on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  /** create-purchase and payment-data for Bizum, as the checkout sends them; `extra` joins payment-data's body. */
  async function start(extra: Record<string, string> = {}, planId = t.oneTime.id) {
    const { customerId } = await newBuyer(t, planId);
    const body = { payment_method: 'bizum', customer_id: customerId, plan_id: planId, payment_link_id: planId };
    const created = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/redsys/create-purchase`, body);
    const purchaseId = created.json().purchase_id as string;
    const data = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/redsys/payment-data`, { ...body, purchase_id: purchaseId, ...extra });
    return { created, purchaseId, data };
  }
  async function bizumPayment(extra: Record<string, string> = {}) {
    const started = await start(extra);
    expect(started.data.statusCode, started.data.body).toBe(200);
    return { ...started, payment: RedsysPaymentData.parse(started.data.json()) };
  }
  const requestParameters = (body: Record<string, string>) => {
    const verified = verifyRequest(body, SANDBOX_REDSYS.merchantKey);
    if (!verified.ok) throw new Error(verified.reason);
    return verified.parameters;
  };
  const post = (path: string, fields: object) => t.app.inject({ method: 'POST', url: `${PAYMENTS_PREFIX}/sandbox/redsys${path}`, headers: FORM, payload: form(fields) });
  const notify = (fields: object) => t.app.inject({ method: 'POST', url: `${PAYMENTS_PREFIX}/redsys/notification`, headers: FORM, payload: form(fields) });

  it('is offered only while the merchant has Redsys (connected, or the sandbox), whose provider it uses', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const options = async () => (await json(t.app, 'GET', `/api/checkout/${t.oneTime.id}/payment-options/${customerId}`)).json();
    expect(await options()).toContain('bizum');
    const [redsys] = await t.database.db.select().from(paymentProviders).where(and(eq(paymentProviders.organizationId, t.oneTime.organizationId), eq(paymentProviders.provider, 'REDSYS')));
    await t.database.db.update(paymentProviders).set({ status: 'pending' }).where(eq(paymentProviders.id, redsys.id));
    try {
      expect(await options()).toEqual(['card', 'sepa_debit', 'inespay']);
    } finally {
      await t.database.db.update(paymentProviders).set({ status: redsys.status }).where(eq(paymentProviders.id, redsys.id));
    }
  });

  it('a subscription cannot be paid by Bizum, which has no recurring debit (its options: checkout.test.ts)', async () => {
    const refused = await start({}, t.monthly.id);
    expect(refused.created.json()).toMatchObject({ code: 'CHK-010' });
  });

  it('payment-data signs a Redsys redirection limited to Bizum, with the mobile when given and nothing stored for later', async () => {
    const { purchaseId, payment } = await bizumPayment({ bizum_phone: '+34612345678' });
    expect(payment.url).toBe('http://cobro.test/api/payments/sandbox/redsys');
    const parameters = requestParameters(payment.body);
    expect(parameters).toMatchObject({ DS_MERCHANT_PAYMETHODS: 'z', DS_MERCHANT_TRANSACTIONTYPE: '0', DS_MERCHANT_AMOUNT: '9000' });
    // The mobile as Redsys documents it, `+34` and the number, exactly as signed.
    const sent = JSON.parse(Buffer.from(payment.body.Ds_MerchantParameters, 'base64').toString());
    expect(sent.DS_MERCHANT_BIZUM_MOBILENUMBER).toBe('+34612345678');
    expect(parameters).not.toHaveProperty('DS_MERCHANT_IDENTIFIER');
    expect((await chargesOf(t, purchaseId))[0]).toMatchObject({ status: 'pending', paymentMethod: 'bizum', provider: 'REDSYS' });
    const without = requestParameters((await bizumPayment()).payment.body);
    expect(without.DS_MERCHANT_PAYMETHODS).toBe('z');
    expect(without).not.toHaveProperty('DS_MERCHANT_BIZUM_MOBILENUMBER');
  });

  it('refuses a mobile that is not Spanish, or a Bizum mobile for another method, on its field and starts nothing', async () => {
    for (const phone of ['612345678', '+34912345678', '+441234567890', '+34 612 345 678']) {
      const { data, purchaseId } = await start({ bizum_phone: phone });
      expect(data.statusCode, phone).toBe(400);
      expect(data.json(), phone).toMatchObject({ fields: { bizum_phone: 'phone_error' } });
      expect(await chargesOf(t, purchaseId)).toEqual([]);
    }
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const body = { payment_method: 'redsys', customer_id: customerId, plan_id: t.oneTime.id };
    const purchaseId = (await json(t.app, 'POST', `${PAYMENTS_PREFIX}/redsys/create-purchase`, body)).json().purchase_id;
    const mixed = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/redsys/payment-data`, { ...body, purchase_id: purchaseId, bizum_phone: '+34612345678' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ fields: { bizum_phone: 'phone_error' } });
  });

  it("the sandbox's Bizum pages: the mobile (filled in, checked), the bank app's request, then a paid Bizum charge", async () => {
    const { purchaseId, payment } = await bizumPayment({ bizum_phone: '+34612345678' });
    const first = await post('', payment.body);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Bizum (simulado)');
    expect(first.body).toContain('value="612 345 678"');
    const wrong = await post('/bizum', { ...payment.body, bizum_phone: '912 345 678', decision: 'accept' });
    expect(wrong.body).toContain('aria-invalid="true"');
    expect(wrong.body).toContain('value="912 345 678"');
    const app = await post('/bizum', { ...payment.body, bizum_phone: '699 111 222', decision: 'accept' });
    expect(app.body).toContain('Hemos enviado la solicitud de pago al móvil 699 111 222');
    expect(app.body).toContain('name="bizum_phone" value="+34699111222"');
    // The buyer's return proves nothing: until the app confirms, the charge waits.
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
    const decided = await post('/decide', { ...payment.body, bizum_phone: '+34699111222', decision: 'accept' });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`http://cobro.test/checkout/${t.oneTime.id}/success?purchase_id=${purchaseId}`);
    const [charge] = await chargesOf(t, purchaseId);
    expect(charge).toMatchObject({ status: 'paid', paymentMethod: 'bizum', provider: 'REDSYS', paymentMethodDetails: { type: 'bizum', bizum: { last4: '1222' } } });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'paid', paymentMethod: 'bizum' });
    const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
    expect(attempt.notification).toMatchObject({ Ds_ProcessedPayMethod: '68', Ds_Bizum_MobileNumber: '+34699111222' });
  });

  it('Cancel on the mobile step, or a rejection in the app, fails the charge and returns to URLKO', async () => {
    for (const [path, fields] of [['/bizum', { decision: 'deny' }], ['/decide', { decision: 'deny', bizum_phone: '+34612345678' }]] as const) {
      const { purchaseId, payment } = await bizumPayment();
      const decided = await post(path, { ...payment.body, ...fields });
      expect(decided.headers.location, path).toContain('/error/');
      expect((await chargesOf(t, purchaseId))[0], path).toMatchObject({ status: 'failed', paymentMethod: 'bizum' });
    }
  });

  it('a replayed Bizum notification is one payment and one event; a changed amount is flagged, never paid', async () => {
    const { purchaseId, payment } = await bizumPayment();
    const parameters = requestParameters(payment.body);
    const notification = redsysNotificationFor(parameters, true, t.clock.now(), '+34612345678');
    expect((await Promise.all([notify(notification), notify(notification)])).map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await chargesOf(t, purchaseId);
    expect(rows.map((c) => c.status)).toEqual(['paid']);
    expect((await eventsFor(t, rows[0].id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);

    const other = await bizumPayment();
    const decoded = JSON.parse(Buffer.from(redsysNotificationFor(requestParameters(other.payment.body), true, t.clock.now(), '+34612345678').Ds_MerchantParameters, 'base64').toString());
    expect((await notify(signNotification({ ...decoded, Ds_Amount: '1' }, SANDBOX_REDSYS.merchantKey))).statusCode).toBe(200);
    const [charge] = await chargesOf(t, other.purchaseId);
    expect(charge.status).toBe('pending');
    const flags = await t.database.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.chargeId, charge.id));
    expect(flags.map((f) => f.reason)).toEqual(['notification_mismatch']);
  });

  it('is refunded through Redsys, in part and then in full, and named Bizum in the charge the dashboard reads', async () => {
    const { purchaseId, payment } = await bizumPayment();
    await notify(redsysNotificationFor(requestParameters(payment.body), true, t.clock.now(), '+34612345678'));
    const [{ id }] = await chargesOf(t, purchaseId);
    const cookie = await signIn(t.app);
    const refund = (amount: number) => t.app.inject({ method: 'PUT', url: `/api/charges/${id}/refund`, headers: { cookie }, payload: { amount } });
    const partial = await refund(2000);
    expect(partial.statusCode, partial.body).toBe(200);
    expect(Charge.parse(partial.json())).toMatchObject({ payment_method: 'bizum', amount_refunded: 2000, status: 'paid' });
    expect((await refund(7000)).json()).toMatchObject({ payment_method: 'bizum', amount_refunded: 9000, refunded: true, status: 'refunded' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/charges?payment_method=bizum', headers: { cookie } });
    expect(listed.json().data.map((c: { id: string }) => c.id)).toContain(id);
    expect(listed.json().data.every((c: { payment_method: string }) => c.payment_method === 'bizum')).toBe(true);
  });
});
