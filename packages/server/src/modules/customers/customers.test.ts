import { and, desc, eq, exists, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Customer, CustomerDetail, customerSpending, monthlyRecurringRevenue, paged, Purchase } from '@cobro/contracts';
import { charges, customers, plans, purchases } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { moneyTest, type MoneyTest } from '../charges/money.fixtures';

const CustomersPage = paged(Customer);

describe.each(databases)('customers on %s', (db) => {
  let c: MoneyTest;
  beforeAll(async () => {
    c = await moneyTest(db);
  });
  afterAll(() => c?.t.close());

  const list = async (query: string) => CustomersPage.parse((await c.call('GET', `/api/customers?${query}`)).json());
  /** Customers with a subscription that has not ended, and customers with none at all. */
  const withSubscription = (live: boolean) =>
    c.customersWhere(
      sql`${live ? sql`` : sql`not`} ${exists(
        c.t.database.db
          .select({ one: sql`1` })
          .from(purchases)
          .innerJoin(plans, eq(plans.id, purchases.planId))
          .where(
            and(
              eq(purchases.customerId, customers.id),
              eq(plans.recurring, true),
              notInArray(purchases.status, ['canceled', 'finished', 'incomplete_expired']),
            ),
          ),
      )}`,
    );

  it('lists live customers with paging, name sort and their payment methods', async () => {
    const all = await c.customersWhere();
    const page = await list('page_size=5&sort=name');
    expect(page.total).toBe(all.length);
    // The database's collation orders the names, so the expectation asks it too.
    const byName = await c.t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.organizationId, c.organizationId)).orderBy(customers.name, desc(customers.createdAt)).limit(5);
    expect(page.data.map((x) => x.id)).toEqual(byName.map((x) => x.id));
    const everyone = [...(await list('page_size=20')).data, ...(await list('page_size=20&page=2')).data];
    expect(everyone.some((x) => x.payment_methods.length > 0)).toBe(true);
    expect(everyone.filter((x) => x.type === 'PERSON').every((x) => x.dni && !x.cif)).toBe(true);
    expect(everyone.filter((x) => x.type === 'COMPANY').every((x) => x.cif && !x.dni)).toBe(true);
  });

  it('search covers name, e-mail and tax id', async () => {
    const [someone] = await c.customersWhere(isNotNull(customers.surname));
    expect((await list(`search=${encodeURIComponent(someone.email)}`)).data.map((x) => x.id)).toEqual([someone.id]);
    expect((await list(`search=${someone.taxId}`)).data.map((x) => x.id)).toEqual([someone.id]);
    expect((await list(`search=${encodeURIComponent(someone.surname!)}`)).data.map((x) => x.id)).toContain(someone.id);
  });

  it('the status filter is the status of their charges', async () => {
    const failing = await c.customersWhere(
      exists(c.t.database.db.select({ one: sql`1` }).from(charges).where(and(eq(charges.customerId, customers.id), eq(charges.status, 'failed')))),
    );
    expect((await list('status=failed')).total).toBe(failing.length);
  });

  it('the detail has charges, spending and monthly recurring revenue by the shared rules', async () => {
    const [someone] = await c.customersWhere(isNotNull(customers.phone));
    const detail = CustomerDetail.parse((await c.call('GET', `/api/customers/${someone.id}`)).json());
    const own = await c.chargesWhere(eq(charges.customerId, someone.id));
    expect(detail.charges.map((x) => x.id).sort()).toEqual(own.map((x) => x.id).sort());
    expect(detail.spending).toBe(customerSpending(detail.charges));
    expect(detail.mrr).toBe(monthlyRecurringRevenue(detail.charges, c.t.clock.now()));
    expect(detail.prefix).toBe('+34');
  });

  const valid = { name: 'Lucía Gómez', email: 'lucia@example.es', phone: '612345678', prefix: '+34', country: 'ES', city: 'Madrid', postal_code: '28001', street: 'Calle Mayor 1' };

  it('PUT /customers/{id}: every empty field gets the missing-field message', async () => {
    const [person] = await c.customersWhere(eq(customers.type, 'PERSON'));
    const response = await c.call('PUT', `/api/customers/${person.id}`, { ...valid, dni: '12345678Z', name: '', city: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { name: 'missing_field', city: 'missing_field' } });
  });

  it('PUT /customers/{id}: an invalid phone gets the phone error, a valid one is split into prefix and number', async () => {
    const [person] = await c.customersWhere(eq(customers.type, 'PERSON'));
    const bad = await c.call('PUT', `/api/customers/${person.id}`, { ...valid, dni: '12345678Z', phone: '12' });
    expect(bad.json()).toMatchObject({ fields: { phone: 'phone_error' } });
    const good = await c.call('PUT', `/api/customers/${person.id}`, { ...valid, dni: '12345678Z' });
    expect(good.statusCode).toBe(200);
    expect(Customer.parse(good.json())).toMatchObject({ name: 'Lucía Gómez', dni: '12345678Z', cif: null, prefix: '+34', phone: '612345678' });
  });

  it('PUT /customers/{id}: a person edits dni and a company cif', async () => {
    const [person] = await c.customersWhere(eq(customers.type, 'PERSON'));
    const asCompany = await c.call('PUT', `/api/customers/${person.id}`, { ...valid, cif: 'B12345674' });
    expect(asCompany.json()).toMatchObject({ code: 'API-001', fields: { dni: 'missing_field' } });
    const [company] = await c.customersWhere(eq(customers.type, 'COMPANY'));
    const wrongKind = await c.call('PUT', `/api/customers/${company.id}`, { ...valid, cif: '12345678Z' });
    expect(wrongKind.json()).toMatchObject({ fields: { cif: 'invalid_tin' } });
    const ok = await c.call('PUT', `/api/customers/${company.id}`, { ...valid, cif: 'B12345674' });
    expect(ok.json()).toMatchObject({ cif: 'B12345674', dni: null });
  });

  it('PUT /customers/{id}: a tax id of another customer is refused', async () => {
    const [a, b] = await c.customersWhere(eq(customers.type, 'PERSON'));
    const response = await c.call('PUT', `/api/customers/${b.id}`, { ...valid, dni: a.taxId });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CUS-006', fields: { dni: 'tax_id_taken' } });
  });

  it('DELETE /customers/{id} is refused with CUS-005 while the customer has subscriptions', async () => {
    const [subscriber] = await withSubscription(true);
    const response = await c.call('DELETE', `/api/customers/${subscriber.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CUS-005' });
    expect((await c.call('GET', `/api/customers/${subscriber.id}`)).statusCode).toBe(200);
  });

  it('DELETE /customers/{id} hides a customer without subscriptions; its purchases show it as deleted', async () => {
    const buyers = new Set((await c.purchasesWhere()).map((p) => p.customerId));
    const free = (await withSubscription(false)).find((x) => buyers.has(x.id))!;
    expect((await c.call('DELETE', `/api/customers/${free.id}`)).statusCode).toBe(204);
    expect((await c.call('GET', `/api/customers/${free.id}`)).json()).toMatchObject({ code: 'CUS-003' });
    expect((await list(`search=${free.taxId}`)).total).toBe(0);
    const page = paged(Purchase).parse((await c.call('GET', `/api/purchases?page_size=20&search=${free.taxId}`)).json());
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((p) => p.customer.deleted_at !== null)).toBe(true);
  });

  it('customer-scoped purchases are only that customer\'s', async () => {
    const [subscriber] = await withSubscription(true);
    const own = await c.purchasesWhere(eq(purchases.customerId, subscriber.id));
    const page = paged(Purchase).parse((await c.call('GET', `/api/customers/${subscriber.id}/purchases?page_size=20`)).json());
    expect(page.total).toBe(own.length);
    expect(page.data.every((p) => p.customer_id === subscriber.id)).toBe(true);
  });

  it('another merchant cannot read, change or delete these customers', async () => {
    const [someone] = await c.customersWhere();
    const other = await signIn(c.t.app, NEW_MERCHANT_ACCOUNT);
    const as = (method: 'GET' | 'DELETE', url: string) => c.t.app.inject({ method, url, headers: { cookie: other } });
    expect((await as('GET', `/api/customers/${someone.id}`)).json()).toMatchObject({ code: 'CUS-003' });
    expect((await as('DELETE', `/api/customers/${someone.id}`)).json()).toMatchObject({ code: 'CUS-003' });
    expect((await as('GET', '/api/customers')).json()).toMatchObject({ total: 0 });
  });

  it('every page, the last included, holds the live customers in list order, ties on the date broken by id (decision 1172)', async () => {
    const all = await c.customersWhere(isNull(customers.deletedAt));
    const tied = all.filter((_, i) => i % 3 === 0);
    const moved = new Map(tied.map((cu) => [cu.id, cu.createdAt]));
    await c.t.database.db.update(customers).set({ createdAt: tied[0].createdAt }).where(inArray(customers.id, [...moved.keys()]));
    try {
      const expected = (await c.customersWhere(isNull(customers.deletedAt)))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((cu) => cu.id);
      const listed: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 5); page += 1) listed.push(...(await list(`page_size=5&page=${page}`)).data.map((cu) => cu.id));
      expect(listed).toEqual(expected);
    } finally {
      for (const [id, createdAt] of moved) await c.t.database.db.update(customers).set({ createdAt }).where(eq(customers.id, id));
    }
  });
});
