import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARGE_SORTS, chargeConditions } from '../modules/charges/charge-list-queries';
import { CUSTOMER_SORTS, customerConditions } from '../modules/customers/customer-list-queries';
import { PURCHASE_SORTS, purchaseConditions } from '../modules/purchases/purchase-list-queries';
import { createTestDatabase, databases } from '../../test/harness';
import type { Database } from './database';
import { charges, customers, purchases } from './schema/index';
import { countCap, ordering } from './list-order';

const ORGANIZATION = '00000000-0000-4000-8000-000000000001';

const LISTS: [string, PgTable, Record<string, PgColumn>, PgColumn, PgColumn, SQL | undefined][] = [
  ['charges', charges, CHARGE_SORTS, charges.createdAt, charges.id, chargeConditions(ORGANIZATION, new Date(), {})],
  ['customers', customers, CUSTOMER_SORTS, customers.createdAt, customers.id, customerConditions(ORGANIZATION, new Date(), {})],
  ['purchases', purchases, PURCHASE_SORTS, purchases.createdAt, purchases.id, purchaseConditions(ORGANIZATION, new Date(), {})],
];

const RARELY_TIES = ['created_at', 'amount', 'email'];

/** Every order a list can be asked for: each sortable column and the date, both ways. */
const orders = (columns: Record<string, PgColumn>) =>
  ['created_at', ...Object.keys(columns)].flatMap((field) => [false, true].map((descending) => ({ field, descending })));

/** The statement with its parameters written in (uuids and numbers here): EXPLAIN takes no parameters. */
function inline({ sql: text, params }: { sql: string; params: unknown[] }) {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

describe.each(databases)('list orders on %s (decision 0107)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database?.close());

  /**
   * The plan of one page in an order, with sorting priced out of reach: a Sort left in it means no index holds the
   * order, and a million rows would be read and sorted for 15.
   */
  async function plan(query: string) {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${query}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each(LISTS)('every order of the %s list reads an index in that order', async (_, table, columns, createdAt, id, where) => {
    for (const sort of orders(columns)) {
      const page = database.db.select().from(table).where(where).orderBy(...ordering(columns, { sort }, createdAt, id)).limit(15);
      const text = await plan(inline(page.toSQL()));
      // A column that rarely ties may leave its ties to an incremental sort: a handful of rows. Any other column
      // ties on most rows (a status, a type, an empty date), so the tie-breakers must be in the index too.
      const sorts = RARELY_TIES.includes(sort.field) ? /(^|->\s+)Sort\s+\(/m : /(^|->\s+)(Incremental )?Sort\s+\(/m;
      expect(text, `${sort.descending ? '-' : ''}${sort.field}:\n${text}`).not.toMatch(sorts);
    }
  });
});

describe('countCap', () => {
  it('is the first step of 100 at or past the last row of the page', () => {
    expect(countCap({ page: 1, page_size: 15 })).toBe(100);
    expect(countCap({ page: 6, page_size: 15 })).toBe(100);
    expect(countCap({ page: 7, page_size: 15 })).toBe(200);
    expect(countCap({ page: 5, page_size: 20 })).toBe(100);
    expect(countCap({ page: 6, page_size: 20 })).toBe(200);
  });
});
