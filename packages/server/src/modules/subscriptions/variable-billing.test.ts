import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CustomerDetail, GeneratedApiKey, paged, UsageRecord } from '@cobro/contracts';
import { buildApp } from '../../app';
import { billingPeriods, plans } from '../../db/schema/index';
import { SANDBOX_CARDS, SANDBOX_IBANS } from '../../provider-protocols/index';
import { runBilling } from '../../scheduler';
import { BILLING_MERCHANT_ACCOUNT } from '../../seed/index';
import { databases, signIn, testConfig, TEST_PUBLIC_URL } from '../../../test/harness';
import { chargesOf, confirmIban, eventsFor, json, newBuyer, purchaseRow, startPayment } from '../checkout/checkout.fixtures';
import { variableTest, type VariableTest } from './variable.fixtures';

const UsagePage = paged(UsageRecord);
const MS = 1;

// Issue 29 (decision 1139): a variable subscription bills, at each period's end, the units reported for that period
// times the plan's unit_amount (50 € here), on the saved card; usage is reported with the secret key.
describe.each(databases)('variable subscriptions billed by reported usage on %s', (db) => {
  let t: VariableTest;
  beforeAll(async () => {
    t = await variableTest(db);
  });
  afterAll(() => t?.close());

  const report = (body: object, key?: string) => t.v1('POST', '/usage', body, key);
  const periodsOf = (purchaseId: string) => t.database.db.select().from(billingPeriods).where(eq(billingPeriods.purchaseId, purchaseId)).orderBy(billingPeriods.periodStart);

  it('the checkout sells a variable plan: card or SEPA saved by a setup, nothing charged, the subscription active', async () => {
    const view = (await json(t.app, 'GET', `/api/payment-links/purchase/${t.plan.id}`)).json();
    expect(view).toMatchObject({ active: true, plan: { type: 'variable', unit_amount: t.plan.unitAmount } });
    const { customerId } = await newBuyer(t, t.plan.id);
    // Only methods that can be charged later: a Redsys redirection or an Inespay transfer pays once.
    for (const method of ['redsys', 'inespay', 'bizum'] as const) {
      await expect(startPayment(t, t.plan.id, customerId, method)).rejects.toThrow(/CHK-010/);
    }
    const { purchaseId, data } = await startPayment(t, t.plan.id, customerId, 'sepa_debit');
    expect(data.json()).toMatchObject({ amount: 0, current_price: 0, full_price: t.plan.unitAmount, payment_intent: expect.stringMatching(/^seti_sb_/) });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'incomplete', billingAnchor: null });
    expect((await confirmIban(t, data.json().client_secret, SANDBOX_IBANS.succeeds)).json()).toMatchObject({ status: 'succeeded' });
    const started = await purchaseRow(t, purchaseId);
    expect(started).toMatchObject({ status: 'active', paymentMethod: 'sepa_debit', cyclesCompleted: 0, amount: 0 });
    expect(started.paymentMethodId).not.toBeNull();
    expect(started.nextRecurringDate!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(await chargesOf(t, purchaseId)).toEqual([]);
    // A second setup of the started subscription is update-card's, never a second start.
    const again = { payment_method: 'card', customer_id: customerId, plan_id: t.plan.id, payment_link_id: t.plan.id, purchase_id: purchaseId };
    expect((await json(t.app, 'POST', '/api/payments/stripe/payment-data', again)).json()).toMatchObject({ code: 'CHK-007' });
  });

  it('reports usage once per Idempotency-Key, by purchase or by the usage id, and lists it newest first', async () => {
    const purchaseId = await t.subscribe({ externalUsageId: 'cliente-42' });
    const updates = async () => (await eventsFor(t, purchaseId)).filter((e) => e === 'purchases-updated').length;
    const before = await updates();
    const first = await report({ purchase_id: purchaseId, units: 3 }, 'same-report');
    expect(first.statusCode, first.body).toBe(200);
    // The purchase's detail shows its period's units: a report tells the merchant's dashboard, once.
    expect(await updates()).toBe(before + 1);
    const again = await report({ purchase_id: purchaseId, units: 3 }, 'same-report');
    expect(again.json()).toEqual(first.json());
    expect(await updates()).toBe(before + 1);
    expect((await report({ purchase_id: purchaseId, units: 4 }, 'same-report')).json()).toMatchObject({ code: 'API-006' });
    t.clock.advance(60_000);
    const byUsageId = await report({ external_usage_id: 'cliente-42', units: 2 });
    expect(UsageRecord.parse(byUsageId.json())).toMatchObject({ purchase_id: purchaseId, units: 2, billed: false });

    const listed = UsagePage.parse((await t.v1('GET', `/purchases/${purchaseId}/usage`)).json());
    expect(listed.total).toBe(2);
    expect(listed.data.map((r) => r.units)).toEqual([2, 3]);
    expect(listed.data[0].period_start).toBe(listed.data[1].period_start);
  });

  it('refuses what cannot be billed, with the spec codes', async () => {
    const purchaseId = await t.subscribe();
    const fields = async (body: object) => (await report(body)).json();
    expect(await fields({ purchase_id: purchaseId, units: 0 })).toMatchObject({ code: 'API-001', fields: { units: expect.any(String) } });
    expect(await fields({ purchase_id: purchaseId, units: 1.5 })).toMatchObject({ code: 'API-001' });
    expect(await fields({ units: 1 })).toMatchObject({ code: 'API-001', fields: { purchase_id: 'missing_field' } });
    expect(await fields({ purchase_id: purchaseId, external_usage_id: 'x', units: 1 })).toMatchObject({ code: 'API-001' });
    const ahead = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    expect(await fields({ purchase_id: purchaseId, units: 1, timestamp: ahead })).toMatchObject({ code: 'API-001', fields: { timestamp: 'in_the_future' } });
    expect(await fields({ purchase_id: purchaseId, units: 1, timestamp: '2020-01-01T00:00:00Z' })).toMatchObject({ code: 'API-001', fields: { timestamp: 'before_purchase' } });
    expect(await fields({ purchase_id: crypto.randomUUID(), units: 1 })).toMatchObject({ code: 'SUB-001' });
    expect(await fields({ external_usage_id: 'nobody', units: 1 })).toMatchObject({ code: 'SUB-001' });
    // A fixed subscription has no usage.
    const fixedPurchase = (await json(t.app, 'GET', `/api/purchases?page_size=15`, undefined, { cookie: await signIn(t.app) })).json().data.find((p: { plan: { id: string } }) => p.plan.id === t.monthly.id);
    expect(await fields({ purchase_id: fixedPurchase.id, units: 1 })).toMatchObject({ code: 'API-001', fields: { purchase_id: 'not_variable' } });
    // Another merchant's key never reaches this purchase.
    const other = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const otherKey = GeneratedApiKey.parse((await t.app.inject({ method: 'POST', url: '/api/organizations/generate-api-key', headers: { cookie: other } })).json()).api_key;
    const asOther = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${otherKey}`, 'idempotency-key': crypto.randomUUID() }, ...(payload ? { payload } : {}) });
    expect((await asOther('POST', '/usage', { purchase_id: purchaseId, units: 1 })).json()).toMatchObject({ code: 'SUB-001' });
    expect((await asOther('GET', `/purchases/${purchaseId}/usage`)).json()).toMatchObject({ code: 'SUB-001' });
    expect(UsagePage.parse((await t.v1('GET', `/purchases/${purchaseId}/usage`)).json()).total).toBe(0);
  });

  it('bills units × unit_amount at the period end: a report 1 ms before counts, one at the end goes to the next period', async () => {
    const purchaseId = await t.subscribe();
    const end = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    t.clock.set(new Date(end.getTime() - MS));
    await report({ purchase_id: purchaseId, units: 3 });
    t.clock.set(end);
    await report({ purchase_id: purchaseId, units: 2 });
    await runBilling(t.app);

    const [charge] = await chargesOf(t, purchaseId);
    expect(charge).toMatchObject({ amount: 3 * t.plan.unitAmount, status: 'succeeded' });
    const [billed] = await periodsOf(purchaseId);
    expect(billed).toMatchObject({ units: 3, status: 'paid', chargeId: charge.id });
    const after = await purchaseRow(t, purchaseId);
    expect(after).toMatchObject({ status: 'active', cyclesCompleted: 1, amount: 3 * t.plan.unitAmount });
    expect(after.currentPeriodStart).toEqual(end);
    // MRR and spending count a variable subscription by what it billed (charges whose money moved, decision 0900).
    const customer = await json(t.app, 'GET', `/api/customers/${after.customerId}`, undefined, { cookie: await signIn(t.app) });
    expect(CustomerDetail.parse(customer.json())).toMatchObject({ mrr: 3 * t.plan.unitAmount, spending: 3 * t.plan.unitAmount });
    // A late report of the billed period counts in the open one, never in a period already billed.
    await report({ purchase_id: purchaseId, units: 1, timestamp: new Date(end.getTime() - 60_000).toISOString() });
    const usage = UsagePage.parse((await t.v1('GET', `/purchases/${purchaseId}/usage`)).json()).data;
    // Newest first by when the usage happened: at the end, 1 ms before (billed), 60 s before (late, not billed).
    expect(usage.map((r) => [r.units, r.billed, r.period_start === end.toISOString()])).toEqual([
      [2, false, true],
      [3, true, false],
      [1, false, true],
    ]);

    // The next period bills the 3 units reported in it; the one after, with none, charges nothing and is recorded.
    const second = after.nextRecurringDate!;
    t.clock.set(second);
    await runBilling(t.app);
    t.clock.set((await purchaseRow(t, purchaseId)).nextRecurringDate!);
    await runBilling(t.app);
    expect((await chargesOf(t, purchaseId)).map((c) => c.amount)).toEqual([3, 3].map((u) => u * t.plan.unitAmount));
    expect((await periodsOf(purchaseId)).map((p) => [p.units, p.status, p.chargeId === null])).toEqual([
      [3, 'paid', false],
      [3, 'paid', false],
      [0, 'paid', true],
    ]);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'active', cyclesCompleted: 3, amount: 0 });
  });

  it('a declined period goes past_due and is retried with its units; two processes bill a period once', async () => {
    const failing = await t.subscribe({ card: SANDBOX_CARDS.attachesButFails });
    const paying = await t.subscribe();
    for (const purchaseId of [failing, paying]) await report({ purchase_id: purchaseId, units: 4 });
    const second = await buildApp({ config: testConfig({ publicUrl: TEST_PUBLIC_URL }), database: t.database, clock: t.clock, scheduler: false, payments: { config: { cardProvider: 'sandbox' } } });
    await second.ready();
    t.clock.set((await purchaseRow(t, paying)).nextRecurringDate!);
    await Promise.all([runBilling(t.app), runBilling(second)]);
    await second.close();

    expect((await chargesOf(t, paying)).map((c) => [c.amount, c.status])).toEqual([[4 * t.plan.unitAmount, 'succeeded']]);
    expect(await purchaseRow(t, failing)).toMatchObject({ status: 'past_due', paymentStatus: 'failed' });
    t.clock.advance(86_400_000);
    await runBilling(t.app);
    expect((await chargesOf(t, failing)).map((c) => [c.amount, c.status])).toEqual([
      [4 * t.plan.unitAmount, 'failed'],
      [4 * t.plan.unitAmount, 'failed'],
    ]);
    expect((await periodsOf(failing)).map((p) => [p.units, p.attempts, p.status])).toEqual([[4, 2, 'retrying']]);
  });

  it('cancel bills what was reported since the last billed period with last_charge, nothing with no_charge', async () => {
    const cookie = await signIn(t.app);
    // A card subscription's cancel (cancelCall: the checkout gives it a subscription id).
    const cancel = (purchaseId: string) => t.app.inject({ method: 'PUT', url: `/api/purchases/${purchaseId}/cancel`, headers: { cookie } });
    const lastCharge = await t.subscribe();
    await report({ purchase_id: lastCharge, units: 2 });
    t.clock.advance(3_600_000);
    expect((await cancel(lastCharge)).statusCode).toBe(200);
    expect(await periodsOf(lastCharge)).toMatchObject([{ units: 2, status: 'retrying' }]);
    await runBilling(t.app);
    expect((await chargesOf(t, lastCharge)).map((c) => [c.amount, c.status])).toEqual([[2 * t.plan.unitAmount, 'succeeded']]);
    expect(await purchaseRow(t, lastCharge)).toMatchObject({ status: 'canceled' });
    expect((await report({ purchase_id: lastCharge, units: 1 })).json()).toMatchObject({ code: 'SUB-004' });

    await t.database.db.update(plans).set({ futureCharge: 'no_charge' }).where(eq(plans.id, t.plan.id));
    try {
      const noCharge = await t.subscribe();
      await report({ purchase_id: noCharge, units: 5 });
      expect((await cancel(noCharge)).statusCode).toBe(200);
      t.clock.advance(40 * 86_400_000);
      await runBilling(t.app);
      expect(await chargesOf(t, noCharge)).toEqual([]);
      expect(await periodsOf(noCharge)).toEqual([]);
    } finally {
      await t.database.db.update(plans).set({ futureCharge: 'last_charge' }).where(eq(plans.id, t.plan.id));
    }
  });

  it('pause refuses usage and stops billing; resumed, the period bills what was reported before the pause', async () => {
    // Signed in at each call: the clock moves past a session's life here.
    const put = async (purchaseId: string, action: string) =>
      t.app.inject({ method: 'PUT', url: `/api/purchases/${purchaseId}/${action}`, headers: { cookie: await signIn(t.app) } });
    const purchaseId = await t.subscribe();
    await report({ purchase_id: purchaseId, units: 2 });
    const end = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    expect((await put(purchaseId, 'pause')).statusCode).toBe(200);
    expect((await report({ purchase_id: purchaseId, units: 1 })).json()).toMatchObject({ code: 'SUB-004' });
    t.clock.set(new Date(end.getTime() + 10 * 86_400_000));
    await runBilling(t.app);
    expect(await chargesOf(t, purchaseId)).toEqual([]);
    expect((await put(purchaseId, 'resume')).statusCode).toBe(200);
    await runBilling(t.app);
    expect((await chargesOf(t, purchaseId)).map((c) => c.amount)).toEqual([2 * t.plan.unitAmount]);
    const resumed = await purchaseRow(t, purchaseId);
    expect(resumed).toMatchObject({ status: 'active', cyclesCompleted: 1 });
    expect(resumed.nextRecurringDate!.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});
