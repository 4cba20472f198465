import { asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';
import { anyIdSelected } from './id-list';
import { forget, isRemembered, remember } from './remembered';

// Sorting, paging and counting of every merchant list (docs/api.md "Lists", decision 0107).

export interface SortQuery {
  sort?: { field: string; descending: boolean };
}

/**
 * A column in one direction, empty values last either way. A column that cannot be empty is ordered without a
 * NULLS clause: `desc nulls last` on it would still sort the same rows, but no plain index matches it, so PostgreSQL
 * would read the whole table to sort it.
 */
function ordered(column: PgColumn, descending: boolean): SQL {
  if (column.notNull) return descending ? desc(column) : asc(column);
  return descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
}

/**
 * Newest first unless asked otherwise; a chosen column sorts first, then newest, and the id breaks ties so pages
 * never overlap. Each sortable column has an index in this exact order (schema files), so a page reads 15 rows.
 */
export function ordering(columns: Record<string, PgColumn>, query: SortQuery, createdAt: PgColumn, id: PgColumn) {
  const sort = query.sort;
  const newest = [desc(createdAt), desc(id)];
  if (!sort || sort.field === 'created_at') return sort && !sort.descending ? [asc(createdAt), asc(id)] : newest;
  return [ordered(columns[sort.field], sort.descending), ...newest];
}

export interface PageQuery {
  page: number;
  page_size: number;
}
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.page_size;

/**
 * A table's rows matching `where` in `order`; `page` limits them to one page, else every one. A page finds its ids
 * first, then reads those rows by key: the ids' walk can read the index alone when the index holds what the filters
 * test (`charges_org_created_idx`, `purchases_org_created_idx`), where a walk for whole rows reads the table for every
 * row it passes over, or skips over (an offset). A search naming a hundred customers passed over 8,200 charges to
 * find 15 of theirs, 19.7 ms in EXPLAIN ANALYZE at a million charges; the same walk for ids, then 15 rows, 1.7 ms.
 * An export of every charge, 10,000 rows a page: 259-261 s whole, 127-200 s ids first.
 */
export async function orderedRows<T extends PgTable>(
  db: Queryable,
  table: T,
  id: PgColumn,
  where: SQL | undefined,
  order: SQL[],
  page?: PageQuery,
): Promise<T['$inferSelect'][]> {
  const rows = (condition: SQL | undefined) => db.select().from(table as PgTable).where(condition).orderBy(...order);
  if (!page) return rows(where);
  const ids = db.select({ id }).from(table as PgTable).where(where).orderBy(...order).limit(page.page_size).offset(offsetOf(page));
  return rows(anyIdSelected(id, ids));
}

/** Lists count their rows in steps of this many, and stop at the first step that reaches past the page shown. */
export const COUNT_STEP = 100;

/**
 * Where counting stops for a page: the first multiple of COUNT_STEP at or past its last row. One row more is read,
 * so a page knows whether another follows, and the figure shown stays the same from one page to the next.
 */
export const countCap = (query: PageQuery) => COUNT_STEP * Math.max(1, Math.ceil((offsetOf(query) + query.page_size) / COUNT_STEP));

export interface ListTotal {
  /** Rows matching, or the cap when more match (`total_capped`). */
  total: number;
  total_capped: boolean;
}

/**
 * The total of a list, counted no further than the cap (decision 0107): an exact count reads every matching row,
 * a million of them on every page of a large merchant's charges.
 */
export async function cappedTotal(db: Queryable, table: PgTable, where: SQL | undefined, query: PageQuery): Promise<ListTotal> {
  const cap = countCap(query);
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [{ n }] = await db.select({ n: count() }).from(matching);
  return n > cap ? { total: cap, total_capped: true } : { total: n, total_capped: false };
}

export interface ListCount {
  table: PgTable;
  where: SQL | undefined;
  /** Whose list it is: the list's name, the organization and, for one customer's list, the customer. */
  scope: readonly (string | undefined)[];
}

/**
 * A page of a list and its total (decision 0107). The total is counted beside the page, no further than the cap,
 * and a capped one is remembered (`remember`): "more than 100" stays true as rows are added. Only a count that
 * reaches its cap is remembered; while it is, the page is read alone, and a page that comes back short (rows were
 * removed) is counted again.
 */
export async function listPage<R>(
  db: Queryable,
  query: PageQuery & Record<string, unknown>,
  count: ListCount,
  rows: () => Promise<R[]>,
): Promise<{ rows: R[]; total: ListTotal }> {
  const { page: _page, page_size: _size, sort: _sort, ...filters } = query;
  const cap = countCap(query);
  const key = JSON.stringify(['capped total', ...count.scope, filters, cap]);
  if (isRemembered(db, key)) {
    const found = await rows();
    if (found.length === query.page_size) return { rows: found, total: { total: cap, total_capped: true } };
    forget(db, key);
    return { rows: found, total: await cappedTotal(db, count.table, count.where, query) };
  }
  const [total, found] = await Promise.all([cappedTotal(db, count.table, count.where, query), rows()]);
  if (total.total_capped) remember(db, key);
  else forget(db, key);
  return { rows: found, total };
}
