import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DISPUTED_CHARGE_STATUSES, type Charge, type ChargesQuery, type Paged } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { charges, type ChargeStatus as StoredStatus, type DisputeStatus } from '../../db/schema/index';
import { listPage, orderedRows, ordering } from '../../db/list-order';
import { listedCustomerCondition, type CustomerSearch, dateRange, liveAttempt, searchCustomers } from '../customers/index';
import { chargeViews, type ChargeRow } from './charge-view';

/** The list filters without paging: what the export reuses. */
export type ChargeFilters = Omit<ChargesQuery, 'page' | 'page_size'>;

/** Both spellings a payment method is stored under (older rows are upper case, dashboard-core 3). */
export const methodSpellings = (methods: readonly string[]) => methods.flatMap((m) => [m, m.toUpperCase()]);

function statusCondition(statuses: readonly string[]): SQL | undefined {
  const disputed = statuses.filter((s) => (DISPUTED_CHARGE_STATUSES as readonly string[]).includes(s));
  const plain = statuses.filter((s) => !disputed.includes(s));
  return or(
    plain.length ? inArray(charges.status, plain as StoredStatus[]) : undefined,
    // A disputed charge is stored as `disputed` with its dispute's status beside it.
    disputed.length
      ? and(eq(charges.status, 'disputed'), inArray(charges.disputeStatus, disputed as DisputeStatus[]))
      : undefined,
  );
}

/**
 * The organization's charges matching the list filters, optionally of one customer, without the attempts abandoned
 * by `now` (contracts attempt-rules.ts); `found` is what the search found when the caller looked first
 * (`searchCustomers`), and `counting` says the rows are counted, not read in list order.
 */
export function chargeConditions(
  organizationId: string,
  now: Date,
  query: ChargeFilters,
  customerId?: string,
  found?: CustomerSearch,
  counting = false,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(charges.organizationId, organizationId), liveAttempt(now)];
  if (customerId) conditions.push(eq(charges.customerId, customerId));
  if (query.status?.length) conditions.push(statusCondition(query.status));
  if (query.payment_method?.length) conditions.push(inArray(charges.paymentMethod, methodSpellings(query.payment_method)));
  conditions.push(listedCustomerCondition(charges.customerId, organizationId, query.search, found, counting));
  conditions.push(...dateRange(charges.createdAt, query));
  return and(...conditions);
}

/** The columns a list may be sorted by; each has an index in list order (db/list-order.test.ts). */
export const CHARGE_SORTS = { amount: charges.amount, status: charges.status, payment_method: charges.paymentMethod };

/** Charge rows in list order; `page` limits them to one page, else every matching row (the export). */
export async function chargeRows(
  db: Queryable,
  where: SQL | undefined,
  query: ChargeFilters,
  page?: { page: number; page_size: number },
): Promise<ChargeRow[]> {
  return orderedRows(db, charges, charges.id, where, ordering(CHARGE_SORTS, query, charges.createdAt, charges.id), page);
}

/** GET /charges and GET /customers/{id}/charges: one page and the total across pages. */
export async function listCharges(
  db: Queryable,
  organizationId: string,
  now: Date,
  query: ChargesQuery,
  customerId?: string,
): Promise<Paged<Charge>> {
  const found = await searchCustomers(db, organizationId, query.search, customerId);
  const where = (counting: boolean) => chargeConditions(organizationId, now, query, customerId, found, counting);
  const { rows, total } = await listPage(db, query, { table: charges, where: where(true), scope: ['charges', organizationId, customerId] }, () =>
    chargeRows(db, where(false), query, query),
  );
  return { data: await chargeViews(db, rows), ...total, page: query.page, page_size: query.page_size };
}
