import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, charges } from '../../../db/schema/index';
import { signNotification, verifyRequest } from '../../../provider-protocols/index';
import { saveProviderCredentials } from '../../payment-methods/credential-commands';
import { chargesOf, checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';
import { rememberReachability } from './host-reachability';
import { REDSYS_URLS } from './merchant-credentials';
import { redsysProvider } from './redsys';

// A merchant's own Redsys terminal (not the sandbox's), with a key of the right shape.
const MERCHANT = { code: '123456789', terminal: '2', key: Buffer.alloc(24, 7).toString('base64') };

describe('Redsys with merchant credentials: REST refunds verified like notifications', () => {
  let t: CheckoutTest;
  let chargeId: string;
  let order: string;
  beforeAll(async () => {
    t = await checkoutTest('pglite');
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId } = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    // The seeded demo merchant has a Redsys row without credentials (simulated); this one connects its own terminal.
    await saveProviderCredentials(t.app, t.oneTime.organizationId, 'REDSYS', { publicApiKey: MERCHANT.code, apiToken: MERCHANT.terminal, merchantKey: MERCHANT.key });
    // Redsys's test host answers (each test's fetch plays it), so the sandbox does not stand in (decision 1151).
    rememberReachability(t.app, REDSYS_URLS.test.rest, true);
    [{ id: chargeId }] = await chargesOf(t, purchaseId);
    order = '1234ABCDEFGH';
    await t.database.db.update(charges).set({ status: 'paid', providerId: order }).where(eq(charges.id, chargeId));
  });
  afterAll(() => t?.close());

  function redsysAnswering(response: string, key = MERCHANT.key) {
    const sent: Record<string, string>[] = [];
    const fetchFn = async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      const verified = verifyRequest(body, MERCHANT.key);
      if (!verified.ok) throw new Error(verified.reason);
      sent.push(verified.parameters);
      const answer = signNotification({ Ds_Order: order, Ds_Amount: verified.parameters.DS_MERCHANT_AMOUNT, Ds_Currency: '978', Ds_MerchantCode: MERCHANT.code, Ds_Terminal: '002', Ds_Response: response, Ds_TransactionType: '3' }, key);
      return new Response(JSON.stringify(answer), { status: 200 });
    };
    return { fetchFn: fetchFn as typeof fetch, sent };
  }

  it('a refund is a signed transaction type 3 of the order; an authorised 0900 answer is a refund', async () => {
    const redsys = redsysAnswering('0900');
    const result = await redsysProvider(t.app, redsys.fetchFn).refund({ chargeId, providerPaymentId: order, idempotencyKey: 'refund-key-1', amount: 3000, reason: null });
    expect(result.status).toBe('succeeded');
    expect(redsys.sent[0]).toMatchObject({ DS_MERCHANT_ORDER: order, DS_MERCHANT_AMOUNT: '3000', DS_MERCHANT_TRANSACTIONTYPE: '3', DS_MERCHANT_MERCHANTCODE: MERCHANT.code, DS_MERCHANT_TERMINAL: MERCHANT.terminal });
  });

  it("an order paid at the merchant's Redsys is refunded there even when its test host cannot be reached now, never in the sandbox", async () => {
    // New payments would fall back to the sandbox (decision 1151); the money of this one is at Redsys.
    rememberReachability(t.app, REDSYS_URLS.test.rest, false);
    try {
      await t.database.db.update(chargeAttempts).set({ merchantCode: MERCHANT.code, orderNumber: order }).where(eq(chargeAttempts.chargeId, chargeId));
      const redsys = redsysAnswering('0900');
      const result = await redsysProvider(t.app, redsys.fetchFn).refund({ chargeId, providerPaymentId: order, idempotencyKey: 'refund-unreachable', amount: 500, reason: null });
      expect(result.status).toBe('succeeded');
      expect(redsys.sent).toHaveLength(1);
      expect(redsys.sent[0]).toMatchObject({ DS_MERCHANT_MERCHANTCODE: MERCHANT.code, DS_MERCHANT_TRANSACTIONTYPE: '3' });
    } finally {
      rememberReachability(t.app, REDSYS_URLS.test.rest, true);
    }
  });

  it('a denial, or an answer signed with another key, is a failed refund', async () => {
    const denied = await redsysProvider(t.app, redsysAnswering('0190').fetchFn).refund({ chargeId, providerPaymentId: order, idempotencyKey: 'k2', amount: 100, reason: null });
    expect(denied).toEqual({ status: 'failed', code: 'redsys_0190', message: null });
    const forged = await redsysProvider(t.app, redsysAnswering('0900', Buffer.alloc(24, 9).toString('base64')).fetchFn).refund({ chargeId, providerPaymentId: order, idempotencyKey: 'k3', amount: 100, reason: null });
    expect(forged).toEqual({ status: 'failed', code: 'redsys_signature_mismatch', message: null });
  });

  it('payment-data signs with the merchant terminal and points at Redsys itself', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { data } = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    expect(data.json().url).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    const verified = verifyRequest(data.json().body, MERCHANT.key);
    expect(verified.ok && verified.parameters.DS_MERCHANT_MERCHANTCODE).toBe(MERCHANT.code);
  });
});
