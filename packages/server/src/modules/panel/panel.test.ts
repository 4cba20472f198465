import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PanelSalesResponse, PanelSubscriptionsResponse, PanelTransactionsResponse } from '@cobro/contracts';
import { charges, purchases, services } from '../../db/schema/index';
import { createTestApp, databases, signIn, TEST_NOW, type TestApp } from '../../../test/harness';

/** The figures recomputed in plain code from every row, without the server's SQL or rules. */
const madrid = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
const localParts = (d: Date) => {
  const [day, hour] = madrid.format(d).split(' ');
  return { day, hour: `${hour.slice(0, 2)}:00` };
};
const MONEY = ['succeeded', 'paid', 'refunded', 'disputed'];
/** When the hour a charge was made in ends: its net is paid out once that is seven days ago. */
const hourEnd = (d: Date) => (Math.floor(d.getTime() / 3_600_000) + 1) * 3_600_000;

describe.each(databases)('panel figures on %s', (db) => {
  let t: TestApp;
  let cookie: string;
  let rows: { status: string; refunded: boolean; amount: number; net: number; createdAt: Date; service: string | null }[];
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp({ db });
    cookie = await signIn(t.app);
    const org = await t.app.inject({ method: 'GET', url: '/api/organizations', headers: { cookie } });
    orgId = org.json().id;
    rows = (
      await t.database.db
        .select({ c: charges, service: services.name })
        .from(charges)
        .leftJoin(purchases, eq(purchases.id, charges.purchaseId))
        .leftJoin(services, eq(services.id, purchases.serviceId))
        .where(eq(charges.organizationId, orgId))
    ).map(({ c, service }) => ({ status: c.status, refunded: c.refunded, amount: c.amount, net: c.amountNet, createdAt: c.createdAt, service }));
  }, 120_000);
  afterAll(() => t?.close());

  const get = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/panel/${path}`, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const within = (first: string, last: string) => rows.filter((r) => { const { day } = localParts(r.createdAt); return day >= first && day <= last; });
  const sumOf = (list: typeof rows, pick: (r: (typeof rows)[number]) => number) => list.reduce((n, r) => n + pick(r), 0);
  const busiestDay = () => {
    const days = new Map<string, number>();
    for (const r of rows) days.set(localParts(r.createdAt).day, (days.get(localParts(r.createdAt).day) ?? 0) + 1);
    return [...days].sort((a, b) => b[1] - a[1])[0][0];
  };
  const ranges = () => {
    const day = busiestDay();
    return [[day, day], ['2025-06-09', '2025-06-15'], ['2025-05-01', '2025-05-31'], ['2025-01-01', '2025-06-16']];
  };

  it('seeds enough charges to mean something', () => {
    expect(rows.length).toBeGreaterThan(50);
    expect(within('2025-05-01', '2025-05-31').filter((r) => MONEY.includes(r.status)).length).toBeGreaterThan(3);
  });

  it('balance and payouts match the collected charges of each range', async () => {
    const cutoff = TEST_NOW.getTime() - 7 * 86_400_000;
    for (const [first, last] of ranges()) {
      const money = within(first, last).filter((r) => MONEY.includes(r.status));
      const q = `first_day=${first}&last_day=${last}`;
      expect(await get(`balance?${q}`)).toEqual({ balance: { brute: sumOf(money, (r) => r.amount), net: sumOf(money, (r) => r.net) } });
      expect(await get(`payouts?${q}`)).toEqual({
        payouts: {
          paid: sumOf(money.filter((r) => hourEnd(r.createdAt) <= cutoff), (r) => r.net),
          pending: sumOf(money.filter((r) => hourEnd(r.createdAt) > cutoff), (r) => r.net),
        },
      });
    }
  });

  it('sales by service add up to the total, with shares and six shades', async () => {
    for (const [first, last] of ranges()) {
      const money = within(first, last).filter((r) => MONEY.includes(r.status) && r.service !== null);
      const byService = new Map<string, number>();
      for (const r of money) byService.set(r.service!, (byService.get(r.service!) ?? 0) + r.amount);
      const { sales } = PanelSalesResponse.parse(await get(`sales?first_day=${first}&last_day=${last}`));
      expect(sales.total).toBe(sumOf(money, (r) => r.amount));
      expect(Object.fromEntries(sales.pie_data.map((p) => [p.name, p.value]))).toEqual(Object.fromEntries(byService));
      for (const p of sales.progress_data) expect(p.percentage).toBeCloseTo((byService.get(p.caption)! / sales.total) * 100, 2);
      expect(new Set(sales.progress_data.map((p) => p.color)).size).toBe(Math.min(6, byService.size));
    }
  });

  it('transactions are keyed by hour for a day and by day otherwise, each period recomputed', async () => {
    for (const [first, last] of ranges()) {
      const answer = PanelTransactionsResponse.parse(await get(`transactions?first_day=${first}&last_day=${last}`));
      const chart = await get(`transactions-chart?start=${first}&end=${last}`);
      expect(chart).toEqual(answer);
      const keyOf = (r: (typeof rows)[number]) => (first === last ? localParts(r.createdAt).hour : localParts(r.createdAt).day);
      const expected: Record<string, { brute: number; net: number; success: number; refund: number; failed: number }> = {};
      for (const key of Object.keys(answer)) expected[key] = { brute: 0, net: 0, success: 0, refund: 0, failed: 0 };
      for (const r of within(first, last)) {
        const e = expected[keyOf(r)];
        if (MONEY.includes(r.status)) { e.brute += r.amount; e.net += r.net; }
        if (r.status === 'succeeded' || r.status === 'paid') e.success += 1;
        if (r.status === 'refunded' || r.refunded) e.refund += 1;
        if (r.status === 'failed') e.failed += 1;
      }
      expect(answer).toEqual(expected);
      expect(Object.keys(answer)[0]).toBe(first === last ? '00:00' : first);
      expect(Object.keys(answer)).toHaveLength(first === last ? 24 : Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1);
    }
  });

  it('subscription shares are each status group over the subscriptions in any group', async () => {
    const subs = await t.database.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.organizationId, orgId));
    const n = (...s: string[]) => subs.filter((p) => s.includes(p.status)).length;
    const whole = n('unpaid', 'past_due', 'incomplete', 'paused', 'active', 'trialing');
    const { subscriptions } = PanelSubscriptionsResponse.parse(await get('subscriptions'));
    expect(whole).toBeGreaterThan(0);
    expect(subscriptions.debt).toBeCloseTo((n('unpaid') / whole) * 100, 2);
    expect(subscriptions.past_due).toBeCloseTo((n('past_due') / whole) * 100, 2);
    expect(subscriptions.pending).toBeCloseTo((n('incomplete') / whole) * 100, 2);
    expect(subscriptions.paused).toBeCloseTo((n('paused') / whole) * 100, 2);
    expect(subscriptions.active).toBeCloseTo((n('active', 'trialing') / whole) * 100, 2);
  });

  it('refuses a range that ends before it starts, and answers 401 without a session', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/panel/balance?first_day=2025-06-02&last_day=2025-06-01', headers: { cookie } });
    expect(bad.json()).toMatchObject({ code: 'API-001' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/panel/subscriptions' });
    expect(anonymous.statusCode).toBe(401);
  });
});
