import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Paged, Purchase, PurchasesQuery } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { purchases, type OneTimeStatus, type SubscriptionStatus } from '../../db/schema/index';
import { methodSpellings } from '../charges/charge-lists';
import { offsetOf, ordering } from '../../db/list-order';
import { dateRange, matchingCustomerIds } from '../customers/list-conditions';
import { purchaseViews, type PurchaseRow } from './purchase-view';

export type PurchaseFilters = Omit<PurchasesQuery, 'page' | 'page_size'>;

/** The organization's live purchases matching the list filters, optionally of one customer. */
export function purchaseConditions(organizationId: string, query: PurchaseFilters, customerId?: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(purchases.organizationId, organizationId), isNull(purchases.deletedAt)];
  if (customerId) conditions.push(eq(purchases.customerId, customerId));
  if (query.status?.length) conditions.push(inArray(purchases.status, query.status as (SubscriptionStatus | OneTimeStatus)[]));
  if (query.payment_method?.length) conditions.push(inArray(purchases.paymentMethod, methodSpellings(query.payment_method)));
  const matching = matchingCustomerIds(organizationId, query.search);
  if (matching) conditions.push(sql`${purchases.customerId} in ${matching}`);
  conditions.push(...dateRange(purchases.createdAt, query));
  return and(...conditions);
}

const SORTABLE = {
  status: purchases.status,
  next_recurring_date: purchases.nextRecurringDate,
  finish_date: purchases.finishDate,
};

export async function purchaseRows(
  db: Queryable,
  where: SQL | undefined,
  query: PurchaseFilters,
  page?: { page: number; page_size: number },
): Promise<PurchaseRow[]> {
  const base = db
    .select()
    .from(purchases)
    .where(where)
    .orderBy(...ordering(SORTABLE, query, purchases.createdAt, purchases.id));
  return page ? base.limit(page.page_size).offset(offsetOf(page)) : base;
}

/** GET /purchases and GET /customers/{id}/purchases: one page (without charges) and the total. */
export async function listPurchases(
  db: Queryable,
  organizationId: string,
  query: PurchasesQuery,
  customerId?: string,
): Promise<Paged<Purchase>> {
  const where = purchaseConditions(organizationId, query, customerId);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(purchases).where(where),
    purchaseRows(db, where, query, query),
  ]);
  return { data: await purchaseViews(db, rows), total, page: query.page, page_size: query.page_size };
}
