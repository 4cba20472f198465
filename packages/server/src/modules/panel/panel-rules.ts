import type { ChargeStatus } from '../../db/schema/index';

/** Charges that moved money: what the revenue, sales and payouts figures add up (decision 0290). */
export const COLLECTED_STATUSES: ChargeStatus[] = ['succeeded', 'paid', 'refunded', 'disputed'];

/** Days a collected charge's net waits before it is paid out (the card provider's standard rolling schedule). */
export const PAYOUT_DELAY_DAYS = 7;

/** The six pie shades, in order; services beyond the sixth reuse them. */
export const PIE_SHADES = ['#1D4ED8', '#2563EB', '#3B82F6', '#60A5FA', '#93C5FD', '#BFDBFE'] as const;

/** Subscription status groups of the status card, and the purchase statuses each one counts. */
export const SUBSCRIPTION_GROUPS = {
  debt: ['unpaid'],
  past_due: ['past_due'],
  pending: ['incomplete'],
  paused: ['paused'],
  active: ['active', 'trialing'],
} as const;
export type SubscriptionGroup = keyof typeof SUBSCRIPTION_GROUPS;

/** A share in percent with two decimals; 0 when the whole is 0. */
export const percentage = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The longest range answered with every day's label; a longer one lists only the days with charges. */
export const MAX_FILLED_DAYS = 366;

/**
 * The period labels of a range, in order: the 24 hours `HH:00` of a single day, else each day `YYYY-MM-DD`
 * (in the merchant's time zone, as the figures are grouped); null past MAX_FILLED_DAYS days.
 */
export function periodLabels(firstDay: string, lastDay: string): string[] | null {
  if (firstDay === lastDay) return Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
  const labels: string[] = [];
  for (let day = firstDay; day <= lastDay; day = nextDay(day)) {
    if (labels.length === MAX_FILLED_DAYS) return null;
    labels.push(day);
  }
  return labels;
}

/** Whether a range is grouped by hour (one day) or by day. */
export const groupsByHour = (firstDay: string, lastDay: string) => firstDay === lastDay;

/** Percentages of each status group over the subscriptions in any group (they add up to about 100). */
export function subscriptionShares(countByStatus: ReadonlyMap<string, number>): Record<SubscriptionGroup, number> {
  const groups = Object.keys(SUBSCRIPTION_GROUPS) as SubscriptionGroup[];
  const countOf = (g: SubscriptionGroup) => SUBSCRIPTION_GROUPS[g].reduce((n, s) => n + (countByStatus.get(s) ?? 0), 0);
  const whole = groups.reduce((n, g) => n + countOf(g), 0);
  return Object.fromEntries(groups.map((g) => [g, percentage(countOf(g), whole)])) as Record<SubscriptionGroup, number>;
}
