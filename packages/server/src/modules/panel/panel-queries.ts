import { and, desc, eq, gt, gte, inArray, lte, sql, sum, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chargeHours, purchaseCounts, serviceDays, services } from '../../db/schema/index';
import { dateRange, MERCHANT_TIME_ZONE } from '../customers/index';
import { groupsByHour, PAYOUT_DELAY_DAYS, SUBSCRIPTION_GROUPS } from './panel-rules';

export interface DayRange {
  first_day: string;
  last_day: string;
}

/**
 * The organization's hours within the range (days in Madrid, whose offsets are whole hours). The figures read what
 * the triggers on charges and purchases keep (decision 0290): 24 hours a day, a day per service sold, one row per
 * purchase status, whatever the number of charges. An hour or a service's day is up to PANEL_STRIPES rows (decision
 * 1168), so every figure is a sum over its rows.
 */
const inRange = (orgId: string, range: DayRange) =>
  and(eq(chargeHours.organizationId, orgId), ...dateRange(chargeHours.hour, range));
const total = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Gross (brute) and net of the charges collected in the range. */
export async function balanceOf(db: Db, orgId: string, range: DayRange) {
  const [row] = await db
    .select({ brute: total(chargeHours.brute), net: total(chargeHours.net) })
    .from(chargeHours)
    .where(inRange(orgId, range));
  return row;
}

/**
 * Net of the collected charges already paid out and still to be paid out: an hour's charges are paid out once the
 * whole hour is PAYOUT_DELAY_DAYS old.
 */
export async function payoutsOf(db: Db, orgId: string, range: DayRange, now: Date) {
  const cutoff = new Date(now.getTime() - PAYOUT_DELAY_DAYS * 86_400_000);
  const paidOut = sql`${chargeHours.hour} + interval '1 hour' <= ${cutoff}`;
  const [row] = await db
    .select({
      paid: sql`coalesce(sum(${chargeHours.net}) filter (where ${paidOut}), 0)`.mapWith(Number),
      pending: sql`coalesce(sum(${chargeHours.net}) filter (where not (${paidOut})), 0)`.mapWith(Number),
    })
    .from(chargeHours)
    .where(inRange(orgId, range));
  return row;
}

/** Collected amount per service in the range, largest first. */
export async function salesByService(db: Db, orgId: string, range: DayRange) {
  const amount = total(serviceDays.amount);
  return db
    .select({ id: services.id, name: services.name, amount })
    .from(serviceDays)
    .innerJoin(services, eq(services.id, serviceDays.serviceId))
    .where(and(eq(serviceDays.organizationId, orgId), gte(serviceDays.day, range.first_day), lte(serviceDays.day, range.last_day)))
    .groupBy(services.id, services.name)
    .having(gt(sql`sum(${serviceDays.amount})`, 0))
    .orderBy(desc(amount), services.name);
}

/** Per period (hour of a single day, else day, in Madrid) with charges: brute, net and the counts of each outcome. */
export async function transactionsByPeriod(db: Db, orgId: string, range: DayRange) {
  const local = sql`(${chargeHours.hour} at time zone ${MERCHANT_TIME_ZONE})`;
  const label = groupsByHour(range.first_day, range.last_day)
    ? sql<string>`to_char(${local}, 'HH24') || ':00'`
    : sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
  return db
    .select({
      label,
      brute: total(chargeHours.brute),
      net: total(chargeHours.net),
      success: total(chargeHours.success),
      refund: total(chargeHours.refund),
      failed: total(chargeHours.failed),
    })
    .from(chargeHours)
    .where(inRange(orgId, range))
    .groupBy(sql`1`)
    .having(gt(sql`sum(${chargeHours.charges})`, 0));
}

/** The organization's subscriptions (purchases not deleted) counted per status of the card's groups. */
export async function subscriptionCounts(db: Db, orgId: string): Promise<Map<string, number>> {
  const statuses = Object.values(SUBSCRIPTION_GROUPS).flat();
  const rows = await db
    .select({ status: purchaseCounts.status, n: sum(purchaseCounts.count).mapWith(Number) })
    .from(purchaseCounts)
    .where(and(eq(purchaseCounts.organizationId, orgId), inArray(purchaseCounts.status, statuses)))
    .groupBy(purchaseCounts.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
