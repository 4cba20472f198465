import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService, paged, Plan, Purchase } from '@cobro/contracts';
import { billingPeriods, plans, purchases } from '../../db/schema/index';
import { COUNT_STEP } from '../../db/list-order';
import { databases } from '../../../test/harness';
import { moneyTest, type MoneyTest } from '../charges/money.fixtures';

const PurchasesPage = paged(Purchase);
type Row = typeof purchases.$inferSelect;

describe.each(databases)('purchases on %s', (db) => {
  let c: MoneyTest;
  const used = new Set<string>();
  beforeAll(async () => {
    c = await moneyTest(db);
  });
  afterAll(() => c?.t.close());

  /** A seeded subscription of a status and provider that no earlier test has touched. */
  async function subscription(status: Row['status'] | Row['status'][], provider?: Row['provider'] | 'not STRIPE'): Promise<Row> {
    const statuses = Array.isArray(status) ? status : [status];
    const rows = await c.t.database.db
      .select({ purchase: purchases })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(
        and(
          inArray(purchases.status, statuses),
          eq(plans.recurring, true),
          provider === 'not STRIPE' ? ne(purchases.provider, 'STRIPE') : provider ? eq(purchases.provider, provider) : undefined,
        ),
      );
    const row = rows.map((r) => r.purchase).find((p) => !used.has(p.id) && (provider !== 'STRIPE' || p.subscriptionId));
    if (!row) throw new Error(`no seeded ${status} subscription${provider ? ` on ${provider}` : ''}`);
    used.add(row.id);
    return row;
  }
  const put = (path: string, payload?: object) => c.call('PUT', `/api/purchases/${path}`, payload);

  it('lists with status and payment-method filters, paging and sorting; subscriptions carry their status', async () => {
    const all = await c.purchasesWhere();
    // Counting stops at the first step past the page (decision 0107).
    const counted = (n: number) => (n > COUNT_STEP ? { total: COUNT_STEP, total_capped: true } : { total: n, total_capped: false });
    expect(all.length).toBeGreaterThan(COUNT_STEP);
    expect(PurchasesPage.parse((await c.call('GET', '/api/purchases?page_size=20')).json())).toMatchObject(counted(all.length));
    const active = all.filter((p) => p.status === 'active' || p.status === 'paused');
    const page = PurchasesPage.parse((await c.call('GET', '/api/purchases?status=active,paused&page_size=20')).json());
    expect(page).toMatchObject(counted(active.length));
    expect(page.data.every((p) => p.subscription?.status === p.status)).toBe(true);
    const card = all.filter((p) => p.paymentMethod === 'card');
    expect(PurchasesPage.parse((await c.call('GET', '/api/purchases?payment_method=card')).json())).toMatchObject(counted(card.length));
    const sorted = PurchasesPage.parse((await c.call('GET', '/api/purchases?sort=-next_recurring_date&page_size=5')).json());
    const dates = sorted.data.map((p) => p.next_recurring_date).filter(Boolean) as string[];
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by a date empty ones last either way, each group newest first, pages never overlapping', async () => {
    const live = await c.purchasesWhere(isNull(purchases.deletedAt));
    for (const sort of ['finish_date', '-finish_date', 'next_recurring_date', '-next_recurring_date']) {
      const field = sort.replace('-', '') as 'finish_date' | 'next_recurring_date';
      const rows: Purchase[] = [];
      for (let page = 1; rows.length < live.length; page += 1) {
        const data = PurchasesPage.parse((await c.call('GET', `/api/purchases?sort=${sort}&page_size=20&page=${page}`)).json()).data;
        if (!data.length) break;
        rows.push(...data);
      }
      expect(new Set(rows.map((p) => p.id)).size, sort).toBe(live.length);
      const dated = rows.filter((p) => p[field]);
      const empty = rows.filter((p) => !p[field]);
      expect(dated.length * empty.length, sort).toBeGreaterThan(0);
      expect(rows, sort).toEqual([...dated, ...empty]);
      const dates = dated.map((p) => p[field]!);
      expect(dates, sort).toEqual([...dates].sort((a, b) => (sort.startsWith('-') ? b.localeCompare(a) : a.localeCompare(b))));
      const created = empty.map((p) => p.created_at);
      expect(created, sort).toEqual([...created].sort().reverse());
    }
  });

  it('pause: an active subscription pauses and announces purchases-updated', async () => {
    const row = await subscription('active');
    const response = await put(`${row.id}/pause`);
    expect(response.statusCode).toBe(200);
    expect(Purchase.parse(response.json())).toMatchObject({ status: 'paused', next_recurring_date: null });
    expect(await c.eventsFor(row.id)).toEqual(['purchases-updated']);
    const again = await put(`${row.id}/pause`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'API-005', details: { status: 'paused', reason: 'not_active' } });
  });

  it('resume: a paused subscription is active again with a next billing date', async () => {
    const row = await subscription('paused');
    const body = Purchase.parse((await put(`${row.id}/resume`)).json());
    expect(body.status).toBe('active');
    expect(body.next_recurring_date).not.toBeNull();
    expect((await put(`${row.id}/resume`)).json()).toMatchObject({ code: 'API-005' });
  });

  it('cancel: card-provider subscriptions through /purchases/{id}/cancel, not the queue path', async () => {
    const row = await subscription('past_due', 'STRIPE');
    expect((await put(`queue/${row.id}/cancel`)).json()).toMatchObject({ code: 'API-005', details: { reason: 'use_provider_cancel' } });
    const body = Purchase.parse((await put(`${row.id}/cancel`)).json());
    expect(body).toMatchObject({ status: 'canceled' });
    expect(body.canceled_at).toBe(c.t.clock.now().toISOString());
  });

  it('cancel: other providers through the queue path, not /purchases/{id}/cancel', async () => {
    const row = await subscription(['active', 'paused', 'unpaid', 'past_due'], 'not STRIPE');
    expect((await put(`${row.id}/cancel`)).json()).toMatchObject({ code: 'API-005', details: { reason: 'use_queue_cancel' } });
    expect(Purchase.parse((await put(`queue/${row.id}/cancel`)).json()).status).toBe('canceled');
  });

  it('cancel is refused for a subscription that is not active, paused, unpaid or past_due', async () => {
    const row = await subscription('canceled');
    const path = row.provider === 'STRIPE' && row.subscriptionId ? `${row.id}/cancel` : `queue/${row.id}/cancel`;
    expect((await put(path)).json()).toMatchObject({ code: 'API-005', details: { reason: 'not_cancellable' } });
  });

  it('manual payment: an unpaid subscription is active again and its payment retries stop', async () => {
    const row = await subscription('unpaid');
    const start = c.t.clock.now();
    await c.t.database.db.insert(billingPeriods).values({
      purchaseId: row.id,
      periodStart: start,
      periodEnd: new Date(start.getTime() + 30 * 86_400_000),
      status: 'retrying',
      nextAttemptAt: start,
    });
    const body = Purchase.parse((await put(`${row.id}/manual-purchase`, { payment_method: 'bizum' })).json());
    expect(body).toMatchObject({ status: 'active', payment_status: 'succeeded' });
    const [period] = await c.t.database.db.select().from(billingPeriods).where(eq(billingPeriods.purchaseId, row.id));
    expect(period).toMatchObject({ status: 'paid', nextAttemptAt: null });
  });

  it('manual payment needs unpaid or past_due, and a method from the manual list', async () => {
    const row = await subscription('past_due');
    expect((await put(`${row.id}/manual-purchase`, { payment_method: 'cheque' })).json()).toMatchObject({
      code: 'API-001',
      fields: { payment_method: 'missing_field' },
    });
    expect((await put(`${row.id}/manual-purchase`, {})).json()).toMatchObject({ fields: { payment_method: 'missing_field' } });
    expect((await put(`${row.id}/manual-purchase`, { payment_method: 'débito' })).statusCode).toBe(200);
    expect((await put(`${row.id}/manual-purchase`, { payment_method: 'efectivo' })).json()).toMatchObject({ code: 'API-005' });
  });

  it('a one-time purchase cannot be paused and an unknown one is SUB-001', async () => {
    const [oneTime] = await c.t.database.db
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .where(and(eq(plans.recurring, false), inArray(purchases.status, ['paid', 'succeeded'])));
    expect((await put(`${oneTime.id}/pause`)).json()).toMatchObject({ code: 'API-005' });
    expect((await put('00000000-0000-4000-8000-000000000000/pause')).json()).toMatchObject({ code: 'SUB-001' });
  });

  it("a plan's purchase count reads the same in the purchases list, the plan and its service, live purchases only", async () => {
    const [listed] = PurchasesPage.parse((await c.call('GET', '/api/purchases?page_size=5')).json()).data;
    const { id: planId, service_id: serviceId } = listed.plan;
    const counts = async () => {
      const [purchase] = PurchasesPage.parse((await c.call('GET', '/api/purchases?page_size=5')).json()).data;
      const plan = Plan.parse((await c.call('GET', `/api/services/${serviceId}/plans/${planId}`)).json());
      const service = MerchantService.parse((await c.call('GET', `/api/services/${serviceId}`)).json());
      return [purchase.plan.purchases, plan.purchases, service.plans.find((p) => p.id === planId)!.purchases];
    };
    const live = (await c.purchasesWhere(and(eq(purchases.planId, planId), isNull(purchases.deletedAt)))).length;
    expect(await counts()).toEqual([live, live, live]);

    const other = (await c.purchasesWhere(and(eq(purchases.planId, planId), ne(purchases.id, listed.id))))[0];
    await c.t.database.db.update(purchases).set({ deletedAt: new Date() }).where(eq(purchases.id, other.id));
    try {
      expect(await counts()).toEqual([live - 1, live - 1, live - 1]);
    } finally {
      await c.t.database.db.update(purchases).set({ deletedAt: null }).where(eq(purchases.id, other.id));
    }
  });
});
