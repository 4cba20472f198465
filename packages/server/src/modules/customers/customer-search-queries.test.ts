import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Charge, Customer, paged, Purchase } from '@cobro/contracts';
import { COUNT_STEP } from '../../db/list-order';
import { REMEMBERED_MS } from '../../db/remembered';
import { charges, customers, purchases } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { chargeConditions, chargeRows } from '../charges/charge-list-queries';
import { moneyTest, type MoneyTest } from '../charges/money.fixtures';
import { purchaseConditions, purchaseRows } from '../purchases/purchase-list-queries';
import { NAMED_CUSTOMERS, searchCustomers } from './customer-search-queries';

const ChargesPage = paged(Charge);
const CustomersPage = paged(Customer);
const PurchasesPage = paged(Purchase);

describe.each(databases)('list search on %s (decision 0107)', (db) => {
  let c: MoneyTest;
  beforeAll(async () => {
    c = await moneyTest(db);
  });
  afterAll(() => c?.t.close());
  afterEach(() => vi.useRealTimers());

  const get = async (path: string) => {
    const response = await c.call('GET', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('finds the start of an e-mail or a tax id typed in either case', async () => {
    const [someone] = await c.customersWhere(isNotNull(customers.surname));
    const own = await c.chargesWhere(eq(charges.customerId, someone.id));
    const emailStart = someone.email.slice(0, someone.email.indexOf('@') + 3);
    for (const typed of [emailStart.toUpperCase(), someone.email.toUpperCase(), someone.taxId.slice(0, -1).toLowerCase()]) {
      const found = CustomersPage.parse(await get(`/api/customers?search=${encodeURIComponent(typed)}`));
      expect(found.data.map((x) => x.id), typed).toContain(someone.id);
    }
    const byEmail = ChargesPage.parse(await get(`/api/charges?page_size=20&search=${encodeURIComponent(someone.email.toUpperCase())}`));
    expect(byEmail.total).toBe(own.length);
    // `_` is the character itself, not a pattern.
    expect(CustomersPage.parse(await get('/api/customers?search=_')).total).toBe(0);
  });

  it('finds a name typed with its punctuation, as the index split it ("S.A." is one word)', async () => {
    const [company] = await c.t.database.db
      .insert(customers)
      .values({ organizationId: c.organizationId, type: 'COMPANY', name: 'Construcciones Lebrija S.A.', email: 'obra@lebrija.test', taxId: 'B91234567' })
      .returning({ id: customers.id });
    for (const typed of ['Construcciones Lebrija S.A.', 'lebrija s.a', 'Lebrija S.', 'constr LEBR']) {
      const found = CustomersPage.parse(await get(`/api/customers?search=${encodeURIComponent(typed)}`));
      expect(found.data.map((x) => x.id), typed).toEqual([company.id]);
    }
    expect(CustomersPage.parse(await get(`/api/customers?search=${encodeURIComponent("Lebrija S.L. & 'x'")}`)).total).toBe(0);
    await c.t.database.db.delete(customers).where(eq(customers.id, company.id));
  });

  it('a search of few customers names them by id, and finds the same rows as the search itself', async () => {
    const found = await searchCustomers(c.t.database.db, c.organizationId, 'a');
    expect(found).not.toBe('many');
    expect(found && found !== 'many' && found.ids.length).toBeGreaterThan(1);
    const query = { search: 'a' };
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const chargesBy = async (how: typeof found) => ids(await chargeRows(c.t.database.db, chargeConditions(c.organizationId, c.t.clock.now(), query, undefined, how), query));
    expect(await chargesBy(found)).toEqual(await chargesBy('many'));
    expect((await chargesBy(found)).length).toBeGreaterThan(0);
    const purchasesBy = async (how: typeof found) => ids(await purchaseRows(c.t.database.db, purchaseConditions(c.organizationId, c.t.clock.now(), query, undefined, how), query));
    expect(await purchasesBy(found)).toEqual(await purchasesBy('many'));
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zzzzqq')).toEqual({ ids: [] });
    expect(await searchCustomers(c.t.database.db, c.organizationId, '  ')).toBeUndefined();
  });

  it('a search of many customers is searched row by row, with the same answers', async () => {
    const many = Array.from({ length: NAMED_CUSTOMERS + 1 }, (_, i) => ({
      organizationId: c.organizationId,
      type: 'PERSON' as const,
      name: 'Zacarías',
      surname: `Muchos ${i}`,
      email: `zacarias${i}@muchos.test`,
      taxId: `${90_000_000 + i}Z`,
    }));
    const inserted = await c.t.database.db.insert(customers).values(many).returning({ id: customers.id });
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zacar')).toBe('many');
    const page = CustomersPage.parse(await get('/api/customers?search=zacar&page_size=20&sort=email'));
    expect(page).toMatchObject({ total: COUNT_STEP, total_capped: true });
    expect(page.data.every((x) => x.email.startsWith('zacarias'))).toBe(true);
    // One of them buys: the charges and purchases lists find it through the many.
    const [charge, other] = await c.chargesWhere();
    const [someoneElse] = await c.customersWhere(eq(customers.id, other.customerId!));
    await c.t.database.db.update(charges).set({ customerId: inserted[7].id }).where(eq(charges.id, charge.id));
    const found = ChargesPage.parse(await get('/api/charges?search=zacar'));
    expect(found).toMatchObject({ total: 1, total_capped: false });
    expect(found.data[0].id).toBe(charge.id);
    const [purchase] = await c.purchasesWhere();
    await c.t.database.db.update(purchases).set({ customerId: inserted[9].id }).where(eq(purchases.id, purchase.id));
    expect(PurchasesPage.parse(await get('/api/purchases?search=muchos')).data.map((p) => p.id)).toEqual([purchase.id]);
    // One customer's lists ask only whether that customer matches, however many others do.
    const buyer = inserted[7].id;
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zacar', buyer)).toEqual({ ids: [buyer] });
    expect(ChargesPage.parse(await get(`/api/customers/${buyer}/charges?search=zacar`)).data.map((x) => x.id)).toEqual([charge.id]);
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zacar', someoneElse.id)).toEqual({ ids: [] });
    expect(ChargesPage.parse(await get(`/api/customers/${someoneElse.id}/charges?search=zacar`)).total).toBe(0);
    expect(ChargesPage.parse(await get(`/api/customers/${someoneElse.id}/charges`)).total).toBeGreaterThan(0);
    const owner = inserted[9].id;
    expect(PurchasesPage.parse(await get(`/api/customers/${owner}/purchases?search=muchos`)).data.map((p) => p.id)).toEqual([purchase.id]);
    expect(PurchasesPage.parse(await get(`/api/customers/${owner}/purchases?search=nadie`)).total).toBe(0);
    // `many` is remembered: with all but those two gone it still is, and the lists still find exactly them.
    const gone = inserted.map((x) => x.id).filter((id) => id !== buyer && id !== owner);
    await c.t.database.db.delete(customers).where(inArray(customers.id, gone));
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zacar')).toBe('many');
    const left = CustomersPage.parse(await get('/api/customers?search=zacar'));
    expect(left.data.map((x) => x.id).sort()).toEqual([buyer, owner].sort());
    expect(ChargesPage.parse(await get('/api/charges?search=zacar')).data.map((x) => x.id)).toEqual([charge.id]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REMEMBERED_MS + 1000);
    expect(await searchCustomers(c.t.database.db, c.organizationId, 'zacar')).toEqual({ ids: expect.arrayContaining([buyer, owner]) });
  });
});
