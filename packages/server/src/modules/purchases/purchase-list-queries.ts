import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Paged, Purchase, PurchasesQuery } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { purchases, type OneTimeStatus, type SubscriptionStatus } from '../../db/schema/index';
import { methodSpellings } from '../charges/index';
import { listPage, orderedRows, ordering } from '../../db/list-order';
import { listedCustomerCondition, type CustomerSearch, dateRange, livePurchase, searchCustomers } from '../customers/index';
import { purchaseViews, type PurchaseRow } from './purchase-view';

export type PurchaseFilters = Omit<PurchasesQuery, 'page' | 'page_size'>;

/**
 * The organization's live purchases matching the list filters, optionally of one customer, without those
 * abandoned by `now`; `found` is what the search found when the caller looked first (`searchCustomers`), and
 * `counting` says the rows are counted, not read in list order.
 */
export function purchaseConditions(
  organizationId: string,
  now: Date,
  query: PurchaseFilters,
  customerId?: string,
  found?: CustomerSearch,
  counting = false,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(purchases.organizationId, organizationId),
    isNull(purchases.deletedAt),
    livePurchase(now),
  ];
  if (customerId) conditions.push(eq(purchases.customerId, customerId));
  if (query.status?.length) conditions.push(inArray(purchases.status, query.status as (SubscriptionStatus | OneTimeStatus)[]));
  if (query.payment_method?.length) conditions.push(inArray(purchases.paymentMethod, methodSpellings(query.payment_method)));
  conditions.push(listedCustomerCondition(purchases.customerId, organizationId, query.search, found, counting));
  conditions.push(...dateRange(purchases.createdAt, query));
  return and(...conditions);
}

/** The columns a list may be sorted by; each has an index in list order (db/list-order.test.ts). */
export const PURCHASE_SORTS = {
  status: purchases.status,
  next_recurring_date: purchases.nextRecurringDate,
  finish_date: purchases.finishDate,
};

/** Purchase rows in list order; `page` limits them to one page, else every matching row (the export). */
export async function purchaseRows(
  db: Queryable,
  where: SQL | undefined,
  query: PurchaseFilters,
  page?: { page: number; page_size: number },
): Promise<PurchaseRow[]> {
  return orderedRows(db, purchases, purchases.id, where, ordering(PURCHASE_SORTS, query, purchases.createdAt, purchases.id), page);
}

/** GET /purchases and GET /customers/{id}/purchases: one page (without charges) and the total. */
export async function listPurchases(
  db: Queryable,
  organizationId: string,
  now: Date,
  query: PurchasesQuery,
  customerId?: string,
): Promise<Paged<Purchase>> {
  const found = await searchCustomers(db, organizationId, query.search, customerId);
  const where = (counting: boolean) => purchaseConditions(organizationId, now, query, customerId, found, counting);
  const { rows, total } = await listPage(db, query, { table: purchases, where: where(true), scope: ['purchases', organizationId, customerId] }, () =>
    purchaseRows(db, where(false), query, query),
  );
  return { data: await purchaseViews(db, rows), ...total, page: query.page, page_size: query.page_size };
}
