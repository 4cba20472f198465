import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';

/**
 * An index column descending as `ORDER BY column DESC` means it: nulls first. drizzle-kit writes a bare `.desc()`
 * as `DESC NULLS LAST`, which PostgreSQL does not match to `ORDER BY column DESC` even on a column that cannot be
 * empty, and the list would sort the whole table instead (decision 0107).
 */
export const descending = (column: ExtraConfigColumn) => column.desc().nullsFirst();
