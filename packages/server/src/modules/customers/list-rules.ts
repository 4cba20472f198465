import { and, eq, gte, inArray, isNotNull, isNull, lt, not, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { abandonedAttemptCutoff, UNATTEMPTED_FAILURES } from '@cobro/contracts';
import { charges, customers, purchases } from '../../db/schema/index';

/** The merchants are in Spain: a calendar day of a filter starts at midnight in Madrid (decision 0902). */
export const MERCHANT_TIME_ZONE = 'Europe/Madrid';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Building a formatter costs far more than using one; exports call this once per date cell. */
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at an instant, asked of the formatter. */
function formattedOffset(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  const parts = formatterFor(timeZone).formatToParts(new Date(second));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - second) / 60000;
}

const DAY = 86_400_000;
/** Per zone and UTC day: the day's one offset, or null on a day the zone changes it. */
const dayOffsets = new Map<string, number | null>();

/**
 * Minutes the zone is ahead of UTC at an instant. The formatter is asked once per zone and UTC day (its first and
 * last second): an export of 10,000 dates asked it 10,000 times. Only on a day the offset changes is the instant
 * itself asked. The cache is emptied when it grows large.
 */
export function offsetMinutes(instant: number, timeZone: string): number {
  const day = Math.floor(instant / DAY);
  const key = `${timeZone}@${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    if (dayOffsets.size >= 100_000) dayOffsets.clear();
    const first = formattedOffset(day * DAY, timeZone);
    offset = first === formattedOffset((day + 1) * DAY - 1000, timeZone) ? first : null;
    dayOffsets.set(key, offset);
  }
  return offset ?? formattedOffset(instant, timeZone);
}

/** The instant a `YYYY-MM-DD` day begins in the zone. */
export function startOfDay(day: string, timeZone = MERCHANT_TIME_ZONE): Date {
  const utc = Date.parse(`${day}T00:00:00Z`);
  let instant = utc - offsetMinutes(utc, timeZone) * 60000;
  // Across a daylight-saving change the first guess lands on the other offset: correct once.
  instant = utc - offsetMinutes(instant, timeZone) * 60000;
  return new Date(instant);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** first_day and last_day both included, as whole days in Madrid. */
export function dateRange(column: PgColumn, query: { first_day?: string; last_day?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.first_day) conditions.push(gte(column, startOfDay(query.first_day)));
  if (query.last_day) conditions.push(lt(column, startOfDay(nextDay(query.last_day))));
  return conditions;
}

/** Live (not deleted) customers only. */
export const liveCustomer = isNull(customers.deletedAt);

/**
 * Charges that are not abandoned attempts (contracts attempt-rules.ts): a `pending` charge older than
 * ABANDONED_ATTEMPT_HOURS, and a failed one the buyer never attempted (UNATTEMPTED_FAILURES), leave every list, count
 * and export; their rows and statuses stay.
 */
const abandoned = (now: Date) =>
  or(
    and(eq(charges.status, 'pending'), lt(charges.createdAt, abandonedAttemptCutoff(now))),
    // Not null first: a failure without a code is unknown to `in`, and `not (… or unknown)` would hide it.
    and(eq(charges.status, 'failed'), isNotNull(charges.failureCode), inArray(charges.failureCode, [...UNATTEMPTED_FAILURES])),
  )!;

export const liveAttempt = (now: Date) => not(abandoned(now));

/**
 * Purchases not abandoned: a one-time purchase left `pending` or `failed` only by abandoned attempts (at least one,
 * and no other charge that counts: for a pending purchase one still open or paid, for a failed one also a real
 * failure) leaves the lists as its attempts do. Whether it does depends on `now` only through its charges' dates, so
 * the database keeps on each purchase the instant after which it does (`abandoned_after`, migration 0035, decision
 * 1179) and a list tests it in its index: testing each pending or failed purchase a page walked by its charges made
 * page 2,000 of 25,000 purchases read 18,000 buffers, 95 % of them for that test.
 */
export const livePurchase = (now: Date): SQL => or(isNull(purchases.abandonedAfter), gte(purchases.abandonedAfter, now))!;
