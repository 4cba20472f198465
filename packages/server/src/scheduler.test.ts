import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { SANDBOX_CARDS } from './provider-protocols/index';
import { databases, testConfig, TEST_PUBLIC_URL } from '../test/harness';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, purchaseRow, startPayment, type CheckoutTest } from './modules/checkout/checkout.fixtures';
import { RETRY_DELAYS_DAYS } from './modules/payment-engine/billing-cycle-rules';
import { runBilling } from './scheduler';

const DAY = 86_400_000;

describe.each(databases)('recurring billing over a simulated year on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function subscribe(planId: string, card: string = SANDBOX_CARDS.succeeds) {
    const { customerId } = await newBuyer(t, planId);
    const { purchaseId, data } = await startPayment(t, planId, customerId, 'card');
    await confirmCard(t, data.json().client_secret, card);
    return purchaseId;
  }

  /** update-card with a setup: the sandbox frame in setup mode replaces the saved method. */
  async function replaceCard(purchaseId: string, card: string) {
    const view = (await json(t.app, 'GET', `/api/subscriptions/${purchaseId}`)).json();
    const setup = await json(t.app, 'POST', `/api/subscriptions/${purchaseId}/get-payment-data`, { payment_method: 'card', customer_stripe_id: view.customer.stripe_id });
    expect((await confirmCard(t, setup.json().client_secret, card)).json().status).toBe('succeeded');
  }

  it('charges every due period once, for frequencies month (payment day) and week (billing cycles then finished), even with two processes', async () => {
    const start = t.clock.now();
    const monthly = await subscribe(t.monthly.id);
    const weekly = await subscribe(t.weekly.id);
    // A second server process on the same database, billing at the same instants.
    const second = await buildApp({ config: testConfig({ publicUrl: TEST_PUBLIC_URL }), database: t.database, clock: t.clock, scheduler: false, payments: { config: { cardProvider: 'sandbox' } } });
    await second.ready();
    for (let day = 1; day <= 366; day += 1) {
      t.clock.set(new Date(start.getTime() + day * DAY));
      await Promise.all([runBilling(t.app), runBilling(second)]);
    }
    await second.close();

    const monthlyCharges = await chargesOf(t, monthly);
    // 16 June 2025 prorated (15 of 30 days), then 1 July 2025 to 1 June 2026: twelve full months.
    expect(monthlyCharges.map((c) => c.amount)).toEqual([2450, ...Array(12).fill(4900)]);
    expect(monthlyCharges.every((c) => c.status === 'succeeded')).toBe(true);
    expect(monthlyCharges.slice(1).map((c) => c.createdAt.toISOString().slice(0, 10))).toEqual([
      '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01',
      '2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01',
    ]);
    expect(await purchaseRow(t, monthly)).toMatchObject({ status: 'active', cyclesCompleted: 13 });
    expect((await purchaseRow(t, monthly)).nextRecurringDate?.toISOString()).toBe('2026-07-01T00:00:00.000Z');

    const weeklyCharges = await chargesOf(t, weekly);
    expect(weeklyCharges).toHaveLength(6);
    expect(await purchaseRow(t, weekly)).toMatchObject({ status: 'finished', cyclesCompleted: 6, nextRecurringDate: null });
  }, 240_000);

  it('a failing renewal goes past_due, is retried on schedule, then the subscription is unpaid', async () => {
    const purchaseId = await subscribe(t.monthly.id);
    await replaceCard(purchaseId, SANDBOX_CARDS.attachesButFails);
    const due = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    t.clock.set(due);
    await runBilling(t.app);
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'past_due', paymentStatus: 'failed' });
    let at = due.getTime();
    for (const delay of RETRY_DELAYS_DAYS) {
      at += delay * DAY;
      t.clock.set(new Date(at - 1000));
      await runBilling(t.app);
      // Not before the retry's day.
      expect((await chargesOf(t, purchaseId)).filter((c) => c.status === 'failed')).toHaveLength(1 + RETRY_DELAYS_DAYS.indexOf(delay));
      t.clock.set(new Date(at));
      await runBilling(t.app);
    }
    const rows = await chargesOf(t, purchaseId);
    expect(rows.map((c) => c.status)).toEqual(['succeeded', 'failed', 'failed', 'failed', 'failed']);
    expect(rows[1].failureMessage).toBe('generic_decline');
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'unpaid' });
    t.clock.set(new Date(at + 40 * DAY));
    await runBilling(t.app);
    expect(await chargesOf(t, purchaseId)).toHaveLength(5);
  });

  it('a past_due subscription whose card is replaced pays on the next retry and is active again', async () => {
    const purchaseId = await subscribe(t.monthly.id);
    await replaceCard(purchaseId, SANDBOX_CARDS.attachesButFails);
    const due = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    t.clock.set(due);
    await runBilling(t.app);
    expect((await purchaseRow(t, purchaseId)).status).toBe('past_due');
    await replaceCard(purchaseId, SANDBOX_CARDS.succeeds);
    t.clock.set(new Date(due.getTime() + RETRY_DELAYS_DAYS[0] * DAY));
    await runBilling(t.app);
    const purchase = await purchaseRow(t, purchaseId);
    expect(purchase).toMatchObject({ status: 'active', cyclesCompleted: 2 });
    expect(purchase.currentPeriodStart?.toISOString()).toBe(due.toISOString());
  });
});
