import { and, count, desc, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { charges, purchases, services } from '../../db/schema/index';
import { dateRange, MERCHANT_TIME_ZONE } from '../customers/index';
import { COLLECTED_STATUSES, groupsByHour, PAYOUT_DELAY_DAYS, SUCCESS_STATUSES, SUBSCRIPTION_GROUPS } from './panel-rules';

export interface DayRange {
  first_day: string;
  last_day: string;
}

/** The organization's charges created within the range (days in Madrid): served by charges_org_created_idx. */
const inRange = (orgId: string, range: DayRange) => and(eq(charges.organizationId, orgId), ...dateRange(charges.createdAt, range));
const collected = inArray(charges.status, COLLECTED_STATUSES);
const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** Gross (brute) and net of the charges collected in the range. */
export async function balanceOf(db: Db, orgId: string, range: DayRange) {
  const [row] = await db
    .select({ brute: total(charges.amount), net: total(charges.amountNet) })
    .from(charges)
    .where(and(inRange(orgId, range), collected));
  return { brute: Number(row.brute), net: Number(row.net) };
}

/** Net of the collected charges already paid out (older than the payout delay) and still to be paid out. */
export async function payoutsOf(db: Db, orgId: string, range: DayRange, now: Date) {
  const cutoff = new Date(now.getTime() - PAYOUT_DELAY_DAYS * 86_400_000);
  const [row] = await db
    .select({
      paid: sql<number>`coalesce(sum(${charges.amountNet}) filter (where ${charges.createdAt} <= ${cutoff}), 0)::int`,
      pending: sql<number>`coalesce(sum(${charges.amountNet}) filter (where ${charges.createdAt} > ${cutoff}), 0)::int`,
    })
    .from(charges)
    .where(and(inRange(orgId, range), collected));
  return { paid: Number(row.paid), pending: Number(row.pending) };
}

/**
 * Collected amount per service in the range, largest first. Summed per purchase first, so only the purchases with
 * charges in the range are looked up (by primary key), not every purchase of the organization.
 */
export async function salesByService(db: Db, orgId: string, range: DayRange) {
  const perPurchase = db
    .select({ purchaseId: charges.purchaseId, purchaseTotal: sql<number>`sum(${charges.amount})`.as('purchase_total') })
    .from(charges)
    .where(and(inRange(orgId, range), collected))
    .groupBy(charges.purchaseId)
    .as('per_purchase');
  const amount = sql<number>`sum(${perPurchase.purchaseTotal})`.mapWith(Number);
  return db
    .select({ id: services.id, name: services.name, amount })
    .from(perPurchase)
    .innerJoin(purchases, eq(purchases.id, perPurchase.purchaseId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .groupBy(services.id, services.name)
    .orderBy(desc(amount), services.name);
}

/** Per period (hour of a single day, else day, in Madrid): brute, net and the counts of each outcome. */
export async function transactionsByPeriod(db: Db, orgId: string, range: DayRange) {
  const local = sql`(${charges.createdAt} at time zone ${MERCHANT_TIME_ZONE})`;
  const label = groupsByHour(range.first_day, range.last_day)
    ? sql<string>`to_char(${local}, 'HH24') || ':00'`
    : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  const isCollected = sql`${charges.status} in ${COLLECTED_STATUSES}`;
  return db
    .select({
      label,
      brute: sql<number>`coalesce(sum(${charges.amount}) filter (where ${isCollected}), 0)::int`,
      net: sql<number>`coalesce(sum(${charges.amountNet}) filter (where ${isCollected}), 0)::int`,
      success: sql<number>`(count(*) filter (where ${charges.status} in ${SUCCESS_STATUSES}))::int`,
      refund: sql<number>`(count(*) filter (where ${charges.status} = 'refunded' or ${charges.refunded}))::int`,
      failed: sql<number>`(count(*) filter (where ${charges.status} = 'failed'))::int`,
    })
    .from(charges)
    .where(inRange(orgId, range))
    .groupBy(sql`1`);
}

/** The organization's subscriptions counted per status (index-only on purchases_org_status_idx). */
export async function subscriptionCounts(db: Db, orgId: string): Promise<Map<string, number>> {
  const statuses = Object.values(SUBSCRIPTION_GROUPS).flat();
  const rows = await db
    .select({ status: purchases.status, n: count() })
    .from(purchases)
    .where(and(eq(purchases.organizationId, orgId), inArray(purchases.status, statuses), isNull(purchases.deletedAt)))
    .groupBy(purchases.status);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
