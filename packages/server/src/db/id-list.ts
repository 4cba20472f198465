import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any($1::uuid[])`: a long list of ids as one array parameter (decision 0107). `inArray` writes a
 * parameter per id, and a search naming up to 500 customers (twice a page: the count and the rows) or an export of
 * 10,000 selected rows paid for each one in drizzle's building and PostgreSQL's parsing and planning. Every id must
 * be a UUID (the cast fails otherwise); an empty list matches nothing.
 */
export const anyId = (column: PgColumn, ids: readonly string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** `anyId` of a prepared statement: the list is its placeholder `name`, given when the statement runs. */
export const anyIdOf = (column: PgColumn, name: string): SQL => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;

/**
 * `column = any(array(subquery))`: the ids a subquery selects, read by the column's index. As `column in (subquery)`,
 * PostgreSQL joined 10,000 ids (an export's page) by hashing them and reading the whole table (a million charges).
 */
export const anyIdSelected = (column: PgColumn, ids: SQLWrapper): SQL => sql`${column} = any(array(${ids}))`;
