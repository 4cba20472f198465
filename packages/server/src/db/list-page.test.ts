import { and, eq, gte, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databases } from '../../test/harness';
import type { Database } from './database';
import { COUNT_STEP, listPage, offsetOf } from './list-order';
import { REMEMBERED_MS } from './remembered';

const rows = pgTable('list_page_test_rows', { id: integer('id').primaryKey(), owner: text('owner').notNull() });

describe.each(databases)('a list page and its total on %s (decision 0107)', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.execute(sql`create table list_page_test_rows (id integer primary key, owner text not null)`);
  });
  afterAll(() => database?.close());
  afterEach(() => vi.useRealTimers());

  let next = 0;
  const add = async (owner: string, n: number) => {
    await database.db.insert(rows).values(Array.from({ length: n }, () => ({ id: (next += 1), owner })));
  };
  /** Page `page` of 15 of an owner's rows, ids from `from` up, with its total. */
  async function list(owner: string, page = 1, from = 0) {
    const where = and(eq(rows.owner, owner), gte(rows.id, from));
    const query = { page, page_size: 15, from };
    const listed = await listPage(database.db, query, { table: rows, where, scope: ['test rows', owner] }, () =>
      database.db.select().from(rows).where(where).orderBy(rows.id).limit(15).offset(offsetOf(query)),
    );
    return { ...listed.total, shown: listed.rows.length };
  }
  const remove = (owner: string, n: number) =>
    database.db.execute(sql`delete from list_page_test_rows where id in (select id from list_page_test_rows where owner = ${owner} order by id limit ${n})`);

  it('an exact total is counted on every page: a row added shows at once', async () => {
    await add('ana', 40);
    expect(await list('ana')).toEqual({ total: 40, total_capped: false, shown: 15 });
    await add('ana', 1);
    expect(await list('ana')).toEqual({ total: 41, total_capped: false, shown: 15 });
  });

  it('a capped total is remembered for its cap, and a short page is counted again', async () => {
    await add('bea', COUNT_STEP + 20);
    expect(await list('bea')).toEqual({ total: COUNT_STEP, total_capped: true, shown: 15 });
    // 60 rows left: "more than 100" is remembered while the page is full (it would be counted as 60 again).
    await remove('bea', COUNT_STEP + 20 - 60);
    expect(await list('bea')).toEqual({ total: COUNT_STEP, total_capped: true, shown: 15 });
    expect(await list('bea', 2)).toEqual({ total: COUNT_STEP, total_capped: true, shown: 15 });
    // Page 4 of 60 rows is full, page 5 is empty: counted.
    expect(await list('bea', 5)).toEqual({ total: 60, total_capped: false, shown: 0 });
    // 5 rows left: the first page comes back short and is counted, and the remembered total is gone.
    await remove('bea', 55);
    expect(await list('bea')).toEqual({ total: 5, total_capped: false, shown: 5 });
    await add('bea', 20);
    expect(await list('bea')).toEqual({ total: 25, total_capped: false, shown: 15 });
  });

  it('a remembered total is kept for its own filters, owner and cap only, and expires', async () => {
    await add('carla', COUNT_STEP + 20);
    expect(await list('carla')).toEqual({ total: COUNT_STEP, total_capped: true, shown: 15 });
    expect(await list('carla', 1, next - 29)).toEqual({ total: 30, total_capped: false, shown: 15 });
    expect(await list('carla', 7)).toEqual({ total: COUNT_STEP + 20, total_capped: false, shown: 15 });
    expect(await list('dora')).toEqual({ total: 0, total_capped: false, shown: 0 });
    await remove('carla', COUNT_STEP + 20 - 60);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + REMEMBERED_MS - 1000);
    expect(await list('carla')).toEqual({ total: COUNT_STEP, total_capped: true, shown: 15 });
    vi.setSystemTime(Date.now() + 2000);
    expect(await list('carla')).toEqual({ total: 60, total_capped: false, shown: 15 });
  });
});
