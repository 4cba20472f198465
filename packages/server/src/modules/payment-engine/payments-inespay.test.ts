import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InespayPaymentData } from '@cobro/contracts';
import { chargeAttempts, paymentAnomalies } from '../../db/schema/index';
import { buildSignedCallback, encodeDataReturn } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { chargesOf, checkoutTest, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { DEMO_WIDGET_DOMAIN } from '../../seed/index';
import { SANDBOX_INESPAY_API_KEY } from './provider-adapters/merchant-credentials';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(databases)('Inespay through the simulated bank on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function inespayPayment(returnUrl?: string) {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'inespay', undefined, returnUrl);
    expect(data.statusCode, data.body).toBe(200);
    const payment = InespayPaymentData.parse(data.json());
    const [charge] = await chargesOf(t, purchaseId);
    const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
    return { purchaseId, payment, charge, attempt };
  }
  const notify = (fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/payments/inespay/notification', headers: FORM, payload: new URLSearchParams(fields).toString() });

  it('payment-data answers the bank link; the bank page accepts, posts a signed callback, and the charge is paid', async () => {
    const { purchaseId, payment, attempt } = await inespayPayment();
    expect(payment.url).toBe(`http://cobro.test/api/payments/sandbox/inespay?reference=${attempt.orderNumber}&lang=es`);
    const page = await t.app.inject({ method: 'GET', url: new URL(payment.url).pathname + new URL(payment.url).search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('90,00');
    const decided = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/inespay/decide', headers: FORM, payload: `reference=${attempt.orderNumber}&decision=accept` });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toContain(`/checkout/${t.oneTime.id}/success`);
    expect((await chargesOf(t, purchaseId))[0]).toMatchObject({ status: 'paid', provider: 'INESPAY', providerId: attempt.providerPaymentId });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'paid' });
  });

  it("from an embedded checkout, the bank page returns to the merchant's page with the purchase and the outcome (decision 1134)", async () => {
    const shop = `${DEMO_WIDGET_DOMAIN}/tienda`;
    const { purchaseId, attempt } = await inespayPayment(shop);
    expect(attempt.returnUrls).toEqual({
      success: `${shop}?cobro_purchase=${purchaseId}&cobro_result=success`,
      failure: `${shop}?cobro_purchase=${purchaseId}&cobro_result=failure`,
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/payments/sandbox/inespay?reference=${attempt.orderNumber}` });
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${DEMO_WIDGET_DOMAIN}`);
    const decided = await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/inespay/decide', headers: FORM, payload: `reference=${attempt.orderNumber}&decision=accept` });
    expect(decided.headers.location).toBe(attempt.returnUrls!.success);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('paid');
  });

  it('a rejected transfer fails the charge', async () => {
    const { purchaseId, attempt } = await inespayPayment();
    await t.app.inject({ method: 'POST', url: '/api/payments/sandbox/inespay/decide', headers: FORM, payload: `reference=${attempt.orderNumber}&decision=deny` });
    expect((await chargesOf(t, purchaseId))[0].status).toBe('failed');
  });

  it('an altered payload with the old signature is refused', async () => {
    const { purchaseId, attempt } = await inespayPayment();
    const genuine = buildSignedCallback({ singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: '9000', codStatus: 'OK' }, SANDBOX_INESPAY_API_KEY);
    const altered = encodeDataReturn({ singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: '1', codStatus: 'OK' });
    expect((await notify({ dataReturn: altered, signatureDataReturn: genuine.signatureDataReturn })).statusCode).toBe(400);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
  });

  it('a correctly signed callback with the wrong amount is flagged, not paid', async () => {
    const { purchaseId, charge, attempt } = await inespayPayment();
    const wrong = buildSignedCallback({ singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: '100', codStatus: 'OK' }, SANDBOX_INESPAY_API_KEY);
    expect((await notify({ ...wrong })).statusCode).toBe(200);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
    const flags = await t.database.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.chargeId, charge.id));
    expect(flags.map((f) => f.reason)).toEqual(['callback_mismatch']);
  });

  it('a replayed paid callback is a no-op', async () => {
    const { purchaseId, attempt } = await inespayPayment();
    const paid = buildSignedCallback({ singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: '9000', codStatus: 'OK' }, SANDBOX_INESPAY_API_KEY);
    await Promise.all([notify({ ...paid }), notify({ ...paid })]);
    expect((await chargesOf(t, purchaseId)).map((c) => c.status)).toEqual(['paid']);
  });
});
