import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table's name. A select that reads one table writes the columns of the SQL it lists as
 * fields without their tables, so in a correlated subquery there (`(select count(*) from plans where service_id =
 * id)`) both names meant the inner table's columns: the services export counted no plan and no purchase.
 */
export const qualified = (column: PgColumn): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
