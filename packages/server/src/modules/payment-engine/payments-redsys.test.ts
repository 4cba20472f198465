import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedsysPaymentData } from '@cobro/contracts';
import { chargeAttempts, paymentAnomalies } from '../../db/schema/index';
import { signNotification, verifyRequest } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { chargesOf, checkoutTest, eventsFor, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { DEMO_WIDGET_DOMAIN } from '../../seed/index';
import { SANDBOX_REDSYS } from './provider-adapters/merchant-credentials';
import { redsysNotificationFor } from './sandbox/bank-pages';

const form = (fields: object) => new URLSearchParams(fields as Record<string, string>).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(databases)('Redsys through the simulated page on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function redsysPayment() {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    expect(data.statusCode, data.body).toBe(200);
    return { customerId, purchaseId, payment: RedsysPaymentData.parse(data.json()) };
  }
  const notify = (fields: object) =>
    t.app.inject({ method: 'POST', url: '/api/payments/redsys/notification', headers: FORM, payload: form(fields) });
  const requestParameters = (body: Record<string, string>) => {
    const verified = verifyRequest(body, SANDBOX_REDSYS.merchantKey);
    if (!verified.ok) throw new Error(verified.reason);
    return verified.parameters;
  };

  it('payment-data builds the signed form for the sandbox page, with URLOK/URLKO back to the checkout', async () => {
    const { purchaseId, payment } = await redsysPayment();
    expect(payment.url).toBe('http://cobro.test/api/payments/sandbox/redsys');
    expect(payment.body.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    const parameters = requestParameters(payment.body);
    expect(parameters).toMatchObject({
      DS_MERCHANT_AMOUNT: '9000',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_URLOK: `http://cobro.test/checkout/${t.oneTime.id}/success?purchase_id=${purchaseId}`,
      DS_MERCHANT_URLKO: `http://cobro.test/checkout/${t.oneTime.id}/error/?purchase_id=${purchaseId}`,
      DS_MERCHANT_MERCHANTURL: 'http://cobro.test/api/payments/redsys/notification',
    });
  });

  it("an embedded checkout's page: URLOK and URLKO go back to it with the purchase and the outcome (decision 1134)", async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const shop = `${DEMO_WIDGET_DOMAIN}/tienda?producto=7#pagar`;
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'redsys', undefined, shop);
    expect(data.statusCode, data.body).toBe(200);
    const parameters = requestParameters(RedsysPaymentData.parse(data.json()).body);
    const back = (result: string) => `${DEMO_WIDGET_DOMAIN}/tienda?producto=7&cobro_purchase=${purchaseId}&cobro_result=${result}`;
    expect(parameters).toMatchObject({ DS_MERCHANT_URLOK: back('success'), DS_MERCHANT_URLKO: back('failure') });
    const decided = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: FORM, payload: form({ ...data.json().body, decision: 'deny' }) });
    expect(decided.headers.location).toBe(back('failure'));
    expect((await chargesOf(t, purchaseId))[0].status).toBe('failed');
  });

  it("a page on a domain that is not the merchant's is refused on its field (AE-003) and starts no payment; loopback is the sandbox's", async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    for (const page of ['https://attacker.example/tienda', `${DEMO_WIDGET_DOMAIN}.attacker.example/`, 'http://localhost.attacker.example/']) {
      const refused = await startPayment(t, t.oneTime.id, customerId, 'redsys', undefined, page);
      expect(refused.data.statusCode, page).toBe(403);
      expect(refused.data.json(), page).toMatchObject({ code: 'AE-003', fields: { return_url: 'invalid_domain' } });
      expect(await chargesOf(t, refused.purchaseId), page).toEqual([]);
    }
    const local = await startPayment(t, t.oneTime.id, customerId, 'redsys', undefined, 'http://localhost:8080/shop');
    expect(requestParameters(local.data.json().body).DS_MERCHANT_URLOK).toBe(`http://localhost:8080/shop?cobro_purchase=${local.purchaseId}&cobro_result=success`);
    const notUrl = await startPayment(t, t.oneTime.id, customerId, 'redsys', undefined, 'javascript:alert(1)');
    expect(notUrl.data.statusCode).toBe(400);
    // The request's own Host never makes a page ours: only the public URL does (isOrganizationPage).
    const created = await t.app.inject({ method: 'POST', url: '/api/payments/redsys/create-purchase', payload: { payment_method: 'redsys', customer_id: customerId, plan_id: t.oneTime.id } });
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/redsys/payment-data',
      headers: { host: 'attacker.example' },
      payload: { payment_method: 'redsys', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: created.json().purchase_id, return_url: 'http://attacker.example/' },
    });
    expect(spoofed.json()).toMatchObject({ code: 'AE-003', fields: { return_url: 'invalid_domain' } });
  });

  it('end to end: the page checks the form, Accept posts a signed notification, only then the charge is paid', async () => {
    const { purchaseId, payment } = await redsysPayment();
    const page = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys', headers: { ...FORM, 'sec-fetch-site': 'cross-site' }, payload: form(payment.body) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('90,00');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://cobro.test");
    // The buyer's browser reaching URLOK first proves nothing: the charge is still pending.
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
    const decided = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: FORM, payload: form({ ...payment.body, decision: 'accept' }) });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`http://cobro.test/checkout/${t.oneTime.id}/success?purchase_id=${purchaseId}`);
    const [charge] = await chargesOf(t, purchaseId);
    expect(charge).toMatchObject({ status: 'paid', provider: 'REDSYS', providerId: requestParameters(payment.body).DS_MERCHANT_ORDER });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'paid' });
  });

  it('a replayed notification for a paid order is a no-op: one ledger entry, one event', async () => {
    const { purchaseId, payment } = await redsysPayment();
    const notification = redsysNotificationFor(requestParameters(payment.body), true, t.clock.now());
    const answers = await Promise.all([notify(notification), notify(notification)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect((await notify(notification)).statusCode).toBe(200);
    const rows = await chargesOf(t, purchaseId);
    expect(rows.map((c) => c.status)).toEqual(['paid']);
    expect((await eventsFor(t, rows[0].id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
  });

  it('Deny: a validly signed denial marks the charge failed, never paid, and returns to URLKO', async () => {
    const { purchaseId, payment } = await redsysPayment();
    const decided = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys/decide', headers: FORM, payload: form({ ...payment.body, decision: 'deny' }) });
    expect(decided.headers.location).toContain('/error/');
    expect((await chargesOf(t, purchaseId))[0]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
  });

  it('a signed notification whose amount, currency, merchant code or terminal differs is flagged, not paid', async () => {
    for (const [field, value] of [['Ds_Amount', '1'], ['Ds_Currency', '840'], ['Ds_MerchantCode', '999008882'], ['Ds_Terminal', '002']]) {
      const { purchaseId, payment } = await redsysPayment();
      const genuine = requestParameters(payment.body);
      const decoded = JSON.parse(Buffer.from(redsysNotificationFor(genuine, true, t.clock.now()).Ds_MerchantParameters, 'base64').toString());
      const forged = signNotification({ ...decoded, [field]: value }, SANDBOX_REDSYS.merchantKey);
      expect((await notify(forged)).statusCode).toBe(200);
      const [charge] = await chargesOf(t, purchaseId);
      expect(charge.status).toBe('pending');
      const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
      expect(attempt.status).toBe('mismatch');
      const flags = await t.database.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.chargeId, charge.id));
      expect(flags.map((f) => f.reason)).toEqual(['notification_mismatch']);
    }
  });

  it('a notification with a changed signature or parameters is refused (400) and changes nothing', async () => {
    const { purchaseId, payment } = await redsysPayment();
    const notification = redsysNotificationFor(requestParameters(payment.body), true, t.clock.now());
    const flipped = notification.Ds_Signature.startsWith('A') ? `B${notification.Ds_Signature.slice(1)}` : `A${notification.Ds_Signature.slice(1)}`;
    expect((await notify({ ...notification, Ds_Signature: flipped })).statusCode).toBe(400);
    expect((await notify({ ...notification, Ds_SignatureVersion: 'HMAC_SHA512_V2' })).statusCode).toBe(400);
    expect((await notify({})).statusCode).toBe(400);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
  });

  it('a retry of a payment uses a new Redsys order number mapped to the same charge', async () => {
    const { customerId, purchaseId, payment } = await redsysPayment();
    const again = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    const second = RedsysPaymentData.parse(again.data.json());
    expect(requestParameters(second.body).DS_MERCHANT_ORDER).not.toBe(requestParameters(payment.body).DS_MERCHANT_ORDER);
    const [charge] = await chargesOf(t, purchaseId);
    const attempts = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
    expect(attempts).toHaveLength(2);
    expect(await chargesOf(t, purchaseId)).toHaveLength(1);
  });

  it('the simulated page refuses a form signed with another key (SIS0042)', async () => {
    const { payment } = await redsysPayment();
    const page = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/redsys', headers: FORM, payload: form({ ...payment.body, Ds_Signature: 'AAAA' }) });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('SIS0042');
  });
});
