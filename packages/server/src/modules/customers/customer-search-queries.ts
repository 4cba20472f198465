import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { anyId } from '../../db/id-list';
import { isRemembered, remember } from '../../db/remembered';
import { customers } from '../../db/schema/index';
import { prefixQuery } from '../services/index';

/** `%` and `_` typed by the merchant are literal characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The organization's customers matching what was typed: word prefixes of name, surname, e-mail and tax id (the
 * GIN-indexed vector), or the start of the e-mail or tax id as typed (`ana@exa`, `B123`), which the word split of
 * the vector cannot find. The start is compared in lower case, as the `lower(...) text_pattern_ops` indexes hold it,
 * so each branch reads an index (decision 0107): `ilike` has no index, and one branch without one makes PostgreSQL
 * read every customer.
 */
export function customerMatch(organizationId: string, search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const words = prefixQuery(text);
  const typed = `${escapeLike(text)}%`;
  return and(
    eq(customers.organizationId, organizationId),
    or(
      words ? sql`${customers.search} @@ ${words}` : undefined,
      sql`lower(${customers.email}) like lower(${typed})`,
      sql`lower(${customers.taxId}) like lower(${typed})`,
    ),
  );
}

/**
 * The matching customers, read as one plan reads them: through the indexes (a materialized CTE is planned for all
 * its rows, so a LIMIT around it cannot turn it into a scan of every customer that tests each one).
 */
const matchingIds = (match: SQL) => sql`with matching as materialized (select ${customers.id} from ${customers} where ${match}) select id from matching`;

/** Up to this many matching customers are named by id in a list's query. */
export const NAMED_CUSTOMERS = 500;

/**
 * What a search found: the ids of the matching customers when there are few, else `many`. PostgreSQL cannot
 * estimate a word-prefix search (it guesses 2% of customers for any prefix), so a query that holds the search
 * would be planned the same for a name one customer has and one that a sixth of them share, and a rare one would
 * walk every charge looking for its few rows. Named ids are counted exactly; `many` is what the guess assumes.
 */
export type CustomerSearch = { ids: string[] } | 'many';

/**
 * The search of a list; of one customer's list (`customerId`), whether that customer matches: the search tests
 * nothing else there, and a common surname's 8,000 matching customers are not read to find one of them. `many` is
 * remembered (db/remembered.ts): customers added keep it true, and it only chooses how the list tests its rows
 * against the search, never which rows match; finding it again read 501 customers on every page (4 ms at 50,000).
 */
export async function searchCustomers(
  db: Queryable,
  organizationId: string,
  search: string | undefined,
  customerId?: string,
): Promise<CustomerSearch | undefined> {
  const text = search?.trim();
  const typed = customerMatch(organizationId, text);
  if (!typed) return undefined;
  const many = JSON.stringify(['many customers', organizationId, customerId, text]);
  if (isRemembered(db, many)) return 'many';
  const match = customerId ? and(typed, eq(customers.id, customerId))! : typed;
  const found = await db
    .select({ id: sql<string>`found.id` })
    .from(sql`(${matchingIds(match)} limit ${NAMED_CUSTOMERS + 1}) as found`);
  if (found.length <= NAMED_CUSTOMERS) return { ids: found.map((row) => row.id) };
  remember(db, many);
  return 'many';
}

/**
 * A column naming a customer (charges, purchases, the customers' own id) names a matching one: by the ids found
 * when they are few, else by the search itself, as the export (which reads every row, unsorted) always does.
 */
export function customerIdCondition(
  column: PgColumn,
  organizationId: string,
  search: string | undefined,
  found?: CustomerSearch,
): SQL | undefined {
  if (found && found !== 'many') return anyId(column, found.ids);
  const match = customerMatch(organizationId, search);
  // A plain subquery, not the CTE: PostgreSQL tests each row walked in list order against it by the customer's
  // key, and many matches mean a page's worth of rows comes soon.
  return match ? sql`${column} in (select ${customers.id} from ${customers} where ${match})` : undefined;
}

// The customer a listed row names, found by key to be tested against the search.
const listed = alias(customers, 'listed');

/**
 * A list's condition on its rows' customer (charges, purchases; decision 0107). A search that matched many customers
 * (`searchCustomers`) is tested on each row the list walks in its order's index, by the row's customer found by key:
 * left as an IN at the top of WHERE, PostgreSQL joins it and plans it for the few hundred customers it guesses any
 * word prefix matches, so a common surname (8,000 customers) read all 40,000 of their purchases, or 4,000 charges
 * sorted by amount, to show 15 (235-520 ms at a million charges). Inside EXISTS, its `offset 0` keeping PostgreSQL
 * from joining or hashing it, a page's worth comes within a few hundred rows and no set of every matching customer
 * is built (10-15 ms for 8,000 as a hashed IN). A count (`counting`) needs no order and keeps the join: unordered,
 * the walk let PostgreSQL read the whole customer index once per status and method pair (450 ms), and the join
 * reaches the cap from the first customers' own rows.
 */
export function listedCustomerCondition(
  column: PgColumn,
  organizationId: string,
  search: string | undefined,
  found: CustomerSearch | undefined,
  counting: boolean,
): SQL | undefined {
  if (found !== 'many' || counting) return customerIdCondition(column, organizationId, search, found);
  const matches = customerIdCondition(listed.id, organizationId, search);
  return sql`exists (select 1 from ${customers} as ${listed} where ${listed.id} = ${column} and ${matches} offset 0)`;
}
