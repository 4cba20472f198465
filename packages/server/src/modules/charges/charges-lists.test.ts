import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Charge, chargeMethodFacts, displayedFee, paged } from '@cobro/contracts';
import { charges, customers, paymentMethods, purchases, refunds, services } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { COUNT_STEP } from '../../db/list-order';
import { startOfDay } from '../customers/list-rules';
import { chargeViews } from './charge-view';
import { moneyTest, type MoneyTest } from './money.fixtures';

const ChargesPage = paged(Charge);

describe.each(databases)('GET /charges on %s', (db) => {
  let c: MoneyTest;
  beforeAll(async () => {
    c = await moneyTest(db);
  });
  afterAll(() => c?.t.close());

  const list = async (query: string) => {
    const response = await c.call('GET', `/api/charges?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ChargesPage.parse(response.json());
  };

  it('pages newest first with the total of the matching charges, counted up to the step past the page', async () => {
    const all = await c.chargesWhere();
    expect(all.length).toBeGreaterThan(COUNT_STEP);
    const first = await list('page_size=20');
    expect(first).toMatchObject({ total: COUNT_STEP, total_capped: true, page: 1, page_size: 20 });
    const dates = first.data.map((ch) => ch.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await list('page_size=20&page=2');
    expect(second.data.map((ch) => ch.id)).not.toContain(first.data[0].id);
    expect((await list('')).page_size).toBe(15);
  });

  it('counts exactly below the cap and says so; the cap moves on with the page, never past the real count', async () => {
    const all = await c.chargesWhere();
    const failed = await c.chargesWhere(eq(charges.status, 'failed'));
    expect(failed.length).toBeLessThan(COUNT_STEP);
    expect(await list('status=failed')).toMatchObject({ total: failed.length, total_capped: false });
    // Rows 101-120 are on page 6 of 20: counting goes on to the next step, 200, still short of the 300 there are.
    expect(await list('page_size=20&page=5')).toMatchObject({ total: COUNT_STEP, total_capped: true });
    expect(await list('page_size=20&page=6')).toMatchObject({ total: 2 * COUNT_STEP, total_capped: true });
    const last = Math.ceil(all.length / 20);
    expect(await list(`page_size=20&page=${last}`)).toMatchObject({ total: all.length, total_capped: false });
  });

  it('filters by a status list, a dispute status standing for the disputed group', async () => {
    const failed = await c.chargesWhere(eq(charges.status, 'failed'));
    const page = await list('status=failed&page_size=20');
    expect(page.total).toBe(failed.length);
    expect(new Set(page.data.map((ch) => ch.status))).toEqual(new Set(['failed']));
    const disputed = await c.chargesWhere(and(eq(charges.status, 'disputed'), eq(charges.disputeStatus, 'lost')));
    expect((await list('status=lost')).total).toBe(disputed.length);
    const both = await list('status=failed,lost');
    expect(both.total).toBe(failed.length + disputed.length);
  });

  it('filters by payment method in any case', async () => {
    const redsys = await c.chargesWhere(eq(charges.paymentMethod, 'redsys'));
    expect((await list('payment_method=REDSYS')).total).toBe(redsys.length);
    expect((await list('payment_method=redsys&payment_method=inespay')).data.every((ch) => ['redsys', 'inespay'].includes(ch.payment_method))).toBe(true);
  });

  it('a date range includes both days, as days in Madrid', async () => {
    const inRange = await c.chargesWhere(and(gte(charges.createdAt, startOfDay('2025-05-01')), lt(charges.createdAt, startOfDay('2025-05-11'))));
    const page = await list('first_day=2025-05-01&last_day=2025-05-10');
    expect(page.total).toBe(inRange.length);
    expect(inRange.length).toBeGreaterThan(0);
    expect((await c.call('GET', '/api/charges?first_day=2025-05-10&last_day=2025-05-01')).statusCode).toBe(400);
  });

  it('search finds charges by the customer name, e-mail or tax id', async () => {
    const [customer] = await c.customersWhere(isNotNull(customers.surname));
    const own = await c.chargesWhere(eq(charges.customerId, customer.id));
    expect((await list(`search=${encodeURIComponent(customer.name.slice(0, 3))}`)).data.length).toBeGreaterThan(0);
    expect((await list(`search=${encodeURIComponent(customer.email)}`)).total).toBe(own.length);
    expect((await list(`search=${customer.taxId.toLowerCase()}`)).total).toBe(own.length);
    expect((await list('search=zzzzqq')).total).toBe(0);
    expect((await list('search=%25')).total).toBe(0);
  });

  // Issue 27 item 11: the payments list names the person in full, what was bought, and the card where known.
  it("a listed charge names its customer in full, its plan's service, and the card or account it was paid with", async () => {
    const db = c.t.database.db;
    const page = await list('page_size=20&payment_method=card,sepa_debit&status=succeeded');
    expect(page.data.length).toBeGreaterThan(0);
    for (const charge of page.data) {
      const [customer] = await c.customersWhere(eq(customers.id, charge.customer.id!));
      expect(charge.customer.name).toBe(customer.surname ? `${customer.name} ${customer.surname}` : customer.name);
      const [bought] = await db
        .select({ service: { id: services.id, name: services.name }, paidWith: paymentMethods })
        .from(purchases)
        .innerJoin(services, eq(services.id, purchases.serviceId))
        .leftJoin(paymentMethods, eq(paymentMethods.id, purchases.paymentMethodId))
        .where(eq(purchases.id, charge.purchase!.id!));
      expect(charge.plans[0].service).toEqual(bought.service);
      expect(chargeMethodFacts(charge)).toEqual({ brand: bought.paidWith?.brand ?? null, last4: bought.paidWith?.last4 ?? null });
    }
    expect(page.data.some((ch) => chargeMethodFacts(ch).last4)).toBe(true);
  });

  it('sorts by amount both ways; an unknown column or page size is a 400', async () => {
    const up = (await list('sort=amount&page_size=20')).data.map((ch) => ch.amount);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list('sort=-amount&page_size=20')).data.map((ch) => ch.amount);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    for (const query of ['sort=secret', 'page_size=7', 'status=lovely']) {
      expect((await c.call('GET', `/api/charges?${query}`)).statusCode).toBe(400);
    }
  });

  it('GET /charges/{id} has the fee details, the plan and the associated transactions', async () => {
    const [partly] = await c.chargesWhere(and(gte(charges.amountRefunded, 1), eq(charges.refunded, false), eq(charges.paymentMethod, 'card')));
    const response = await c.call('GET', `/api/charges/${partly.id}`);
    const charge = Charge.parse(response.json());
    expect(charge.associated_transactions.map((t) => t.object)).toEqual(['charge', 'refund']);
    expect(charge.associated_transactions[1].amount).toBe(partly.amountRefunded);
    expect(charge.plans).toHaveLength(1);
    expect(displayedFee(charge).fee).toBe(partly.amountFee);
    expect(charge.stripe_id).toBe(partly.providerId);
  });

  it('an unknown or foreign charge is 404 CHA-003; no session is 401', async () => {
    expect((await c.call('GET', '/api/charges/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ code: 'CHA-003' });
    expect((await c.call('GET', '/api/charges/not-an-id')).json()).toMatchObject({ code: 'CHA-003' });
    expect((await c.t.app.inject({ method: 'GET', url: '/api/charges' })).statusCode).toBe(401);
  });

  it('customer-scoped charges are only that customer\'s, with the same filters', async () => {
    const [customer] = await c.customersWhere();
    const own = await c.chargesWhere(eq(charges.customerId, customer.id));
    const response = await c.call('GET', `/api/customers/${customer.id}/charges?page_size=20`);
    const page = ChargesPage.parse(response.json());
    expect(page.total).toBe(own.length);
    expect(page.data.every((ch) => ch.customer.id === customer.id)).toBe(true);
    const failed = own.filter((ch) => ch.status === 'failed');
    expect(ChargesPage.parse((await c.call('GET', `/api/customers/${customer.id}/charges?status=failed`)).json()).total).toBe(failed.length);
  });

  it('charge views keep the order given, list every refund in the order made, and show no customer or plan where a charge has none', async () => {
    const refunded = new Set((await c.t.database.db.select({ id: refunds.chargeId }).from(refunds)).map((r) => r.id));
    const [first, second, bare] = (await c.chargesWhere(and(isNotNull(charges.customerId), isNotNull(charges.purchaseId)))).filter((ch) => !refunded.has(ch.id));
    const { organizationId } = first;
    const refund = (at: string, amount: number) => ({ organizationId, chargeId: first.id, amount, status: 'failed' as const, createdAt: new Date(at) });
    // The later refund is written first: the view orders them by when they were made.
    await c.t.database.db.insert(refunds).values([refund('2025-06-02T10:00:00Z', 2), refund('2025-06-01T10:00:00Z', 1)]);
    const views = await chargeViews(c.t.database.db, [first, second, { ...bare, customerId: null, purchaseId: null }]);
    expect(views.map((v) => v.id)).toEqual([first.id, second.id, bare.id]);
    expect(views[0].associated_transactions.map((t) => [t.object, t.amount])).toEqual([
      ['charge', first.amount],
      ['refund', 1],
      ['refund', 2],
    ]);
    expect(views[0]).toMatchObject({ customer: { id: first.customerId }, plans: [{ id: expect.any(String) }] });
    expect(views[1].associated_transactions).toHaveLength(1);
    expect(views[2]).toMatchObject({ customer: { name: '', email: '' }, plans: [], purchase: { provider: bare.provider } });
  });

  it('a charge read in a transaction, as an event carries it, sends its queries one at a time', async () => {
    const [row] = await c.chargesWhere(and(isNotNull(charges.customerId), isNotNull(charges.purchaseId)));
    let running = 0;
    let most = 0;
    const [view] = await c.t.database.db.transaction(async (tx) => {
      // The transaction's one connection: node-postgres queues a query sent while another runs, and pg 9 refuses it.
      const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => Promise<unknown> } } }).session.client;
      const query = client.query;
      client.query = async (...args) => {
        most = Math.max(most, (running += 1));
        try {
          return await query.apply(client, args);
        } finally {
          running -= 1;
        }
      };
      try {
        return await chargeViews(tx, [row]);
      } finally {
        client.query = query;
      }
    });
    expect(view).toMatchObject({ id: row.id, customer: { id: row.customerId }, purchase: { id: row.purchaseId } });
    expect(most).toBe(1);
  });

  it('every page, the last included, holds the rows of the whole list in its order, ties on the date broken by id (decision 1172)', async () => {
    // A third of the charges share one instant, so ties fall across page boundaries and only the id orders them.
    const all = await c.chargesWhere();
    const tied = all.filter((_, i) => i % 3 === 0);
    const moved = new Map(tied.map((ch) => [ch.id, ch.createdAt]));
    await c.t.database.db.update(charges).set({ createdAt: tied[0].createdAt }).where(inArray(charges.id, [...moved.keys()]));
    try {
      const expected = (await c.chargesWhere())
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((ch) => ch.id);
      const listed: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 5); page += 1) listed.push(...(await list(`page_size=5&page=${page}`)).data.map((ch) => ch.id));
      expect(listed).toEqual(expected);
    } finally {
      for (const [id, createdAt] of moved) await c.t.database.db.update(charges).set({ createdAt }).where(eq(charges.id, id));
    }
  });
});
