import { containsCardNumber } from '@cobro/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const rowsOf = <T>(result: unknown) => ('rows' in (result as object) ? (result as { rows: T[] }).rows : (result as T[]));

/**
 * Quality bar 19 as a compliance scanner checks it: every text-like column of every table (text, varchar, json,
 * jsonb and arrays, read as text through SQL), ids, keys and payloads included, scanned for a run of 13-19 digits,
 * whole or grouped by spaces or dashes, that passes Luhn. Answers the columns scanned and `table.column: value` of
 * each card number found.
 *
 * Hashes and random tokens (64 hex characters of a SHA-256, a UUID) are machine-made, not typed: a digit run inside
 * one passes Luhn about once in two hundred hashes, so a scan that read them would fail by chance. They are masked
 * before the check, as a compliance scanner's allow-list of hash shapes does; a hex run with no letter is kept.
 */
const MACHINE_TOKEN = /\b(?:[0-9a-f]{32,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\b/gi;
export const withoutMachineTokens = (value: string) => value.replace(MACHINE_TOKEN, (token) => (/[a-f]/i.test(token) ? ' ' : token));

export async function scanForCardNumbers(database: Database): Promise<{ columns: number; found: string[] }> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await database.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      order by table_name, column_name`),
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    // SQL narrows to values with 13 digits or more, in a row or grouped; Luhn is then checked on each.
    const values = rowsOf<{ value: string }>(
      await database.db.execute(
        sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where ${sql.identifier(column)}::text ~ '[0-9]([ -]?[0-9]){12}'`,
      ),
    );
    for (const { value } of values) if (containsCardNumber(withoutMachineTokens(value))) found.push(`${table}.${column}: ${value.slice(0, 120)}`);
  }
  return { columns: columns.length, found };
}
