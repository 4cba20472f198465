import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paged, Purchase } from '@cobro/contracts';
import { plans, purchases } from '../../db/schema/index';
import { runBilling } from '../../scheduler';
import { databases, signIn } from '../../../test/harness';
import { purchaseRow } from '../checkout/checkout.fixtures';
import { variableTest, type VariableTest } from '../subscriptions/variable.fixtures';

const PurchasesPage = paged(Purchase);

// Issue 29 (decision 1139): a variable purchase's detail shows its open period, the units reported so far, what they
// will bill (units × unit_amount, 50 € here) and when; the lists leave it out.
describe.each(databases)('a variable purchase’s open period on %s', (db) => {
  let t: VariableTest;
  beforeAll(async () => {
    t = await variableTest(db);
  });
  afterAll(() => t?.close());

  // Signed in at each call: the clock moves past a session's life here.
  const call = async (method: 'GET' | 'PUT', url: string) => {
    const response = await t.app.inject({ method, url: `/api${url}`, headers: { cookie: await signIn(t.app) } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const detail = async (purchaseId: string) => Purchase.parse(await call('GET', `/purchases/${purchaseId}`));
  const report = (purchaseId: string, units: number, timestamp?: string) => t.v1('POST', '/usage', { purchase_id: purchaseId, units, timestamp });

  it('counts the units reported in the open period, at the plan’s unit price, billed at the next billing date', async () => {
    const purchaseId = await t.subscribe();
    const end = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    expect((await detail(purchaseId)).usage).toEqual({ units: 0, amount: 0, bills_at: end.toISOString() });
    await report(purchaseId, 3);
    await report(purchaseId, 2);
    const open = await detail(purchaseId);
    expect(open.usage).toEqual({ units: 5, amount: 5 * t.plan.unitAmount, bills_at: end.toISOString() });
    expect(open.usage!.bills_at).toBe(open.next_recurring_date);

    // A list page reads nothing more per row: no usage there.
    const listed = PurchasesPage.parse(await call('GET', '/purchases?page_size=15')).data.find((p) => p.id === purchaseId);
    expect(listed).toBeDefined();
    expect(listed!.usage).toBeUndefined();

    // At its billing date, before the billing run: a report now counts in the next period, not in this one.
    t.clock.set(end);
    await report(purchaseId, 1);
    expect((await detail(purchaseId)).usage).toMatchObject({ units: 5, bills_at: end.toISOString() });

    // Billed: the next period has that unit; a late report of the billed period counts in it too, as it will bill.
    await runBilling(t.app);
    const next = (await purchaseRow(t, purchaseId)).nextRecurringDate!;
    expect((await detail(purchaseId)).usage).toEqual({ units: 1, amount: t.plan.unitAmount, bills_at: next.toISOString() });
    await report(purchaseId, 4, new Date(end.getTime() - 60_000).toISOString());
    expect((await detail(purchaseId)).usage).toEqual({ units: 5, amount: 5 * t.plan.unitAmount, bills_at: next.toISOString() });
  });

  it('is in the answer of a purchase action while billing, null once it is not, and null for a fixed plan', async () => {
    const purchaseId = await t.subscribe();
    await report(purchaseId, 2);
    expect(Purchase.parse(await call('PUT', `/purchases/${purchaseId}/pause`)).usage).toBeNull();
    expect((await detail(purchaseId)).usage).toBeNull();
    const resumed = Purchase.parse(await call('PUT', `/purchases/${purchaseId}/resume`));
    expect(resumed.usage).toMatchObject({ units: 2, amount: 2 * t.plan.unitAmount });
    expect(Purchase.parse(await call('PUT', `/purchases/${purchaseId}/cancel`)).usage).toBeNull();
    expect((await detail(purchaseId)).usage).toBeNull();

    const [fixed] = await t.database.db
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(and(eq(plans.type, 'fixed'), eq(plans.recurring, true), eq(purchases.status, 'active'), eq(purchases.organizationId, t.plan.organizationId)))
      .limit(1);
    expect((await detail(fixed.id)).usage).toBeNull();
  });
});
