import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Customer, CustomersQuery, Paged } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { anyId } from '../../db/id-list';
import { charges, customers, type ChargeStatus } from '../../db/schema/index';
import { customerViews, type CustomerRow } from './customer-view';
import { listPage, orderedRows, ordering } from '../../db/list-order';
import { customerMatch, searchCustomers, type CustomerSearch } from './customer-search-queries';
import { dateRange, liveAttempt, liveCustomer } from './list-rules';

export type CustomerFilters = Omit<CustomersQuery, 'page' | 'page_size'>;

/** The customers list filters by the status of their charges; `succeeded` covers the bank gateways' `paid`. */
const CHARGE_STATUSES: Record<string, ChargeStatus[]> = {
  succeeded: ['succeeded', 'paid'],
  pending: ['pending'],
  failed: ['failed'],
  processing: ['processing'],
};

/** A charge of the customer, abandoned attempts left out (they are in no list). */
const hasCharge = (now: Date, condition: SQL) =>
  exists(sql`(select 1 from ${charges} where ${charges.customerId} = ${customers.id} and ${condition} and ${liveAttempt(now)})`);

/**
 * The organization's live customers matching the list filters at `now` (which attempts are abandoned); `found` as
 * for `chargeConditions`.
 */
export function customerConditions(organizationId: string, now: Date, query: CustomerFilters, found?: CustomerSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(customers.organizationId, organizationId), liveCustomer];
  if (query.status?.length) conditions.push(hasCharge(now, inArray(charges.status, query.status.flatMap((s) => CHARGE_STATUSES[s]))));
  if (query.payment_method?.length) {
    conditions.push(hasCharge(now, inArray(charges.paymentMethod, query.payment_method.flatMap((m) => [m, m.toUpperCase()]))));
  }
  // Many matches are searched row by row as the list walks in order, which finds a page's worth soon.
  conditions.push(found && found !== 'many' ? anyId(customers.id, found.ids) : customerMatch(organizationId, query.search));
  conditions.push(...dateRange(customers.createdAt, query));
  return and(...conditions);
}

/** The columns a list may be sorted by; each has an index in list order (db/list-order.test.ts). */
export const CUSTOMER_SORTS = { name: customers.name, email: customers.email, type: customers.type };

/** Customer rows in list order; `page` limits them to one page (ids first, `orderedRows`), else every matching row. */
export async function customerRows(
  db: Queryable,
  where: SQL | undefined,
  query: CustomerFilters,
  page?: { page: number; page_size: number },
): Promise<CustomerRow[]> {
  return orderedRows(db, customers, customers.id, where, ordering(CUSTOMER_SORTS, query, customers.createdAt, customers.id), page);
}

/** GET /customers: one page of live customers and the total. */
export async function listCustomers(db: Queryable, organizationId: string, now: Date, query: CustomersQuery): Promise<Paged<Customer>> {
  const where = customerConditions(organizationId, now, query, await searchCustomers(db, organizationId, query.search));
  const { rows, total } = await listPage(db, query, { table: customers, where, scope: ['customers', organizationId] }, () =>
    customerRows(db, where, query, query),
  );
  return { data: await customerViews(db, rows), ...total, page: query.page, page_size: query.page_size };
}
