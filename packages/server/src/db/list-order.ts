import { asc, desc, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

// Sorting and paging of every merchant list (docs/api.md "Lists").

export interface SortQuery {
  sort?: { field: string; descending: boolean };
}

/**
 * Newest first unless asked otherwise; a chosen column sorts first, then newest, and the id breaks ties so pages
 * never overlap.
 */
export function ordering(columns: Record<string, PgColumn>, query: SortQuery, createdAt: PgColumn, id: PgColumn) {
  const sort = query.sort;
  const newest = [desc(createdAt), desc(id)];
  if (!sort || sort.field === 'created_at') return sort && !sort.descending ? [asc(createdAt), asc(id)] : newest;
  const column = columns[sort.field];
  return [sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, ...newest];
}

export interface PageQuery {
  page: number;
  page_size: number;
}
export const offsetOf = (query: PageQuery) => (query.page - 1) * query.page_size;
