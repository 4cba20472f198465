import type { PlanFrequency } from '../../db/schema/catalog';

const DAY = 86_400_000;

/** Months in one period of each monthly-family frequency; day and week are counted in days. */
const MONTHS: Partial<Record<PlanFrequency, number>> = { month: 1, quarterly: 3, semianually: 6, year: 12 };
const DAYS: Partial<Record<PlanFrequency, number>> = { day: 1, week: 7 };

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * `anchor` plus `months`, keeping the anchor's day where the month has it and the month's last day otherwise
 * (31 January + 1 month = 28 February, + 2 months = 31 March): computed from the anchor every time, so a short
 * month never drags the following periods earlier.
 */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(targetYear, targetMonth));
  const result = new Date(anchor);
  result.setUTCFullYear(targetYear, targetMonth, day);
  return result;
}

/** The start of period `n` (0 is the anchor itself) of a subscription billed at `frequency` from `anchor`. */
export function periodStart(anchor: Date, frequency: PlanFrequency, n: number): Date {
  const months = MONTHS[frequency];
  if (months !== undefined) return addMonths(anchor, months * n);
  return new Date(anchor.getTime() + (DAYS[frequency] ?? 1) * n * DAY);
}

/** Midnight UTC of `at`: billing days are UTC calendar days (decision 0803). */
export const startOfDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** The payment day of a month (0-based, may overflow into later years), clamped to the month's last day. */
export function paymentDayOf(year: number, month: number, paymentDay: number): Date {
  const first = new Date(Date.UTC(year, month, 1));
  const y = first.getUTCFullYear();
  const m = first.getUTCMonth();
  return new Date(Date.UTC(y, m, Math.min(paymentDay, daysInMonth(y, m))));
}

export interface BilledPlan {
  unitAmount: number;
  recurring: boolean;
  frequency: PlanFrequency | null;
  paymentDay: number | null;
}

/**
 * When period `n` of a subscription starts. `anchor` is what firstPeriod returned: the first payment for a plan
 * without payment day, else the payment day of the month before the first full period (so `n = 1` is the first
 * payment day after the purchase).
 */
export function billingDate(plan: Pick<BilledPlan, 'frequency' | 'paymentDay'>, anchor: Date, n: number): Date {
  const frequency = plan.frequency ?? 'month';
  if (plan.paymentDay !== null && frequency === 'month') {
    return paymentDayOf(anchor.getUTCFullYear(), anchor.getUTCMonth() + n, plan.paymentDay);
  }
  return periodStart(anchor, frequency, n);
}

export interface FirstPeriod {
  /** Minor units due now: the full price, or its proportional part when a payment day is set. */
  currentPrice: number;
  fullPrice: number;
  /** When the second charge is due: one period on, or the next payment day. */
  periodEnd: Date;
  /** What billingDate counts later periods from. */
  anchor: Date;
}

/**
 * The first payment of a plan bought at `now` (public-flows 9: "a payment_day gives a proportional first
 * payment"). With a payment day the first period runs from today to the next payment day and costs the days
 * left over the days of the month that ends there, rounded to the cent; buying on the payment day itself pays the
 * full price for a whole month. Without one, the first period is a whole period from now.
 */
export function firstPeriod(plan: BilledPlan, now: Date): FirstPeriod | null {
  if (!plan.recurring || !plan.frequency) return null;
  const full = plan.unitAmount;
  if (plan.paymentDay === null || plan.frequency !== 'month') {
    return { currentPrice: full, fullPrice: full, periodEnd: billingDate(plan, now, 1), anchor: now };
  }
  const today = startOfDay(now);
  const thisMonths = paymentDayOf(today.getUTCFullYear(), today.getUTCMonth(), plan.paymentDay);
  // The payment day on or before today starts the running month; the next one ends it.
  const previous =
    thisMonths.getTime() <= today.getTime()
      ? thisMonths
      : paymentDayOf(today.getUTCFullYear(), today.getUTCMonth() - 1, plan.paymentDay);
  const anchor = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth(), 1));
  const next = billingDate(plan, anchor, 1);
  if (previous.getTime() === today.getTime()) {
    return { currentPrice: full, fullPrice: full, periodEnd: next, anchor };
  }
  const daysLeft = Math.round((next.getTime() - today.getTime()) / DAY);
  const daysInPeriod = Math.round((next.getTime() - previous.getTime()) / DAY);
  return { currentPrice: Math.round((full * daysLeft) / daysInPeriod), fullPrice: full, periodEnd: next, anchor };
}
