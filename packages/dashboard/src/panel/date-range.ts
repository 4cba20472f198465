/**
 * The panel's date filter (dashboard-core 2, "Panel"): pure arithmetic over ISO days (`YYYY-MM-DD`), computed in
 * UTC so no time zone or daylight-saving change moves a day. Daily and custom are one day and step by one day;
 * weekly runs Monday to Sunday and steps by 7 days; monthly runs from the first to the last day and steps by a month.
 */

export const PERIODS = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

export interface PanelRange {
  period: Period;
  /** The day the range was chosen from; the range is derived from it. */
  day: string;
  first_day: string;
  last_day: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(day: string): Date {
  const [, y, m, d] = ISO_DAY.exec(day) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
}

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** A real calendar day written `YYYY-MM-DD` (2025-02-29 is not). */
export function isIsoDay(value: string): boolean {
  return ISO_DAY.test(value) && toDay(toDate(value)) === value;
}

export const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/** The same day of the month `months` away, kept within that month (31 March minus one month is 29 February). */
export function addMonths(day: string, months: number): string {
  const date = toDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastOfTarget = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastOfTarget));
  return toDay(target);
}

export function rangeFor(period: Period, day: string): PanelRange {
  const date = toDate(day);
  if (period === 'weekly') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    const monday = addDays(day, -sinceMonday);
    return { period, day, first_day: monday, last_day: addDays(monday, 6) };
  }
  if (period === 'monthly') {
    const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
    const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
    return { period, day, first_day: toDay(first), last_day: toDay(last) };
  }
  return { period, day, first_day: day, last_day: day };
}

/** The previous (-1) or next (+1) range of the same period. */
export function stepRange(range: PanelRange, direction: -1 | 1): PanelRange {
  if (range.period === 'monthly') return rangeFor('monthly', addMonths(range.first_day, direction));
  return rangeFor(range.period, addDays(range.day, range.period === 'weekly' ? 7 * direction : direction));
}

/** Next is offered only while the next range starts no later than today. */
export const canStepForward = (range: PanelRange, today: string) => stepRange(range, 1).first_day <= today;

/** Today in the merchant's time zone (the dashboard's dates are Spanish: Europe/Madrid). */
export function todayIn(timeZone = 'Europe/Madrid', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The range a URL query names (`period`, `day`), or today's daily range for anything missing or wrong. */
export function parseRangeQuery(search: string, today: string): PanelRange {
  const params = new URLSearchParams(search);
  const period = PERIODS.find((p) => p === params.get('period')) ?? 'daily';
  const day = params.get('day') ?? '';
  return rangeFor(period, isIsoDay(day) && day <= today ? day : today);
}

/** The URL query of a range: today's daily range (the default) writes none. */
export function rangeQuery(range: PanelRange, today: string): string {
  if (range.period === 'daily' && range.day === today) return '';
  return new URLSearchParams({ period: range.period, day: range.day }).toString();
}
