import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/accounts';
import { createTestApp, signIn } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmIban, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { variableTest, type VariableTest } from '../subscriptions/variable.fixtures';
import { SANDBOX_IBANS } from '../../provider-protocols/index';

describe('test hooks', () => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest('pglite');
  });
  afterAll(() => t?.close());

  const settle = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/__test__/sandbox/settle', headers: cookie ? { cookie } : {} });

  /** A SEPA debit of the demo merchant, just confirmed: processing, its settle time still ahead on the clock. */
  async function processingDebit() {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const { purchaseId, data } = await startPayment(t, t.monthly.id, customerId, 'sepa_debit');
    await confirmIban(t, data.json().client_secret, SANDBOX_IBANS.succeeds);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('processing');
    return purchaseId;
  }

  it('the settle hook needs a signed-in merchant', async () => {
    const purchaseId = await processingDebit();
    const response = await settle();
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('API-002');
    expect((await chargesOf(t, purchaseId))[0].status).toBe('processing');
  });

  it("the settle hook settles only the signed-in merchant's debits, ahead of the settle delay", async () => {
    const purchaseId = await processingDebit();
    const other = await settle(await signIn(t.app, NEW_MERCHANT_ACCOUNT));
    expect(other.json()).toEqual({ settled: 0 });
    expect((await chargesOf(t, purchaseId))[0].status).toBe('processing');

    const own = await settle(await signIn(t.app));
    expect(own.statusCode).toBe(200);
    expect(own.json().settled).toBeGreaterThanOrEqual(1);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('succeeded');
  });

  it('without COBRO_TEST_HOOKS the hooks do not exist', async () => {
    const plain = await createTestApp({ config: { testHooks: false } });
    try {
      const cookie = await signIn(plain.app);
      for (const url of ['/api/__test__/sandbox/settle', '/api/__test__/gateway/review', '/api/__test__/events', '/api/__test__/billing/run']) {
        const response = await plain.app.inject({ method: 'POST', url, headers: { cookie }, payload: { event: 'charge-succeeded' } });
        expect(response.statusCode, url).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});

describe('the billing run hook', () => {
  let t: VariableTest;
  beforeAll(async () => {
    t = await variableTest('pglite');
  });
  afterAll(() => t?.close());

  const run = (payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/__test__/billing/run', headers: cookie ? { cookie } : {}, payload });

  it("bills the signed-in merchant's purchase as of its billing date, through the billing run", async () => {
    const purchaseId = await t.subscribe();
    await t.v1('POST', '/usage', { purchase_id: purchaseId, units: 3 });
    const before = (await purchaseRow(t, purchaseId)).nextRecurringDate!;

    expect((await run({ purchase_id: purchaseId })).json()).toMatchObject({ code: 'API-002' });
    expect((await run({ purchase_id: purchaseId }, await signIn(t.app, NEW_MERCHANT_ACCOUNT))).json()).toMatchObject({ code: 'API-004' });
    expect((await run({}, await signIn(t.app))).json()).toMatchObject({ code: 'API-001' });
    expect(await chargesOf(t, purchaseId)).toEqual([]);

    const own = await run({ purchase_id: purchaseId }, await signIn(t.app));
    expect(own.json()).toMatchObject({ charged: 1 });
    expect((await chargesOf(t, purchaseId)).map((c) => [c.amount, c.status])).toEqual([[3 * t.plan.unitAmount, 'succeeded']]);
    // The purchase moved to its next period, as the scheduler leaves it.
    expect((await purchaseRow(t, purchaseId)).currentPeriodStart).toEqual(before);
  });
});
