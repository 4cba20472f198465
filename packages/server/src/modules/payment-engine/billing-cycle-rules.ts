import type { PlanFrequency } from '../../db/schema/catalog';
import { billingDate, firstPeriod } from './billing-period-rules';

/** Days after a failed renewal at which it is tried again; after the last one fails the subscription is unpaid. */
export const RETRY_DELAYS_DAYS = [1, 2, 4] as const;
const DAY = 86_400_000;

interface CyclePlan {
  unitAmount: number;
  recurring: boolean;
  frequency: PlanFrequency | null;
  paymentDay: number | null;
  billingCycles: number | null;
}

/** The subscription fields after its first payment: active, first period, when the next charge is due. */
export function activation(plan: CyclePlan, paidAt: Date) {
  const first = firstPeriod(plan, paidAt);
  if (!first) throw new RangeError('a one-time plan has no subscription cycle');
  const finishDate = plan.billingCycles ? billingDate(plan, first.anchor, plan.billingCycles) : null;
  const last = plan.billingCycles === 1;
  return {
    status: 'active' as const,
    billingAnchor: first.anchor,
    currentPeriodStart: paidAt,
    currentPeriodEnd: first.periodEnd,
    nextRecurringDate: last ? null : first.periodEnd,
    finishDate,
    cyclesCompleted: 1,
  };
}

/** The subscription fields once the period starting at `periodStart` (cycle `cycles + 1`) is paid. */
export function renewal(plan: CyclePlan, anchor: Date, cyclesCompleted: number) {
  const cycles = cyclesCompleted + 1;
  const periodEnd = billingDate(plan, anchor, cycles);
  const last = plan.billingCycles !== null && cycles >= plan.billingCycles;
  return {
    status: 'active' as const,
    currentPeriodStart: billingDate(plan, anchor, cyclesCompleted),
    currentPeriodEnd: periodEnd,
    nextRecurringDate: last ? null : periodEnd,
    cyclesCompleted: cycles,
  };
}

/**
 * After the `attempt`-th failed try of a period (1 = the due-date charge): past_due with the next try's date, or
 * unpaid once the retries are used up (the merchant can still record a manual payment).
 */
export function afterFailure(attempt: number, failedAt: Date) {
  const delay = RETRY_DELAYS_DAYS[attempt - 1];
  if (delay === undefined) return { status: 'unpaid' as const, nextAttemptAt: null };
  return { status: 'past_due' as const, nextAttemptAt: new Date(failedAt.getTime() + delay * DAY) };
}

// Variable (metered) subscriptions bill in arrears (decision 1139): nothing at checkout, then at each period's end
// the units reported for it times the plan's unit_amount.

/** The end of the variable period starting at `start`: the first billing date after it. */
export function periodEndAfter(plan: CyclePlan, anchor: Date, start: Date): Date {
  for (let n = 1; n <= 100_000; n += 1) {
    const end = billingDate(plan, anchor, n);
    if (end > start) return end;
  }
  throw new RangeError('no billing date after the period start');
}

/** A variable subscription once bought at `at`: active, its first period running to the first billing date. */
export function variableActivation(plan: CyclePlan, at: Date) {
  const first = firstPeriod(plan, at);
  if (!first) throw new RangeError('a one-time plan has no subscription cycle');
  return {
    status: 'active' as const,
    billingAnchor: first.anchor,
    currentPeriodStart: at,
    currentPeriodEnd: first.periodEnd,
    nextRecurringDate: first.periodEnd,
    finishDate: plan.billingCycles ? billingDate(plan, first.anchor, plan.billingCycles) : null,
    cyclesCompleted: 0,
  };
}

/**
 * A variable subscription once its period ending at `end` is billed: the next period, or none after the last of
 * its billing cycles (then nothing more bills, and the subscription finishes at its finish date).
 */
export function variableRenewal(plan: CyclePlan, anchor: Date, end: Date, cyclesCompleted: number) {
  const cycles = cyclesCompleted + 1;
  if (plan.billingCycles !== null && cycles >= plan.billingCycles) return { nextRecurringDate: null, cyclesCompleted: cycles };
  const next = periodEndAfter(plan, anchor, end);
  return { currentPeriodStart: end, currentPeriodEnd: next, nextRecurringDate: next, cyclesCompleted: cycles };
}

/**
 * The period (its start) usage at `at` counts in: the open one, running from `open.start` until it bills at
 * `open.end`, for anything before its end (so a report whose own period was billed already counts in the open one),
 * else the later period `at` falls in.
 */
export function usagePeriodStart(plan: CyclePlan, anchor: Date, open: { start: Date; end: Date }, at: Date): Date {
  let { start, end } = open;
  while (at >= end) [start, end] = [end, periodEndAfter(plan, anchor, end)];
  return start;
}
