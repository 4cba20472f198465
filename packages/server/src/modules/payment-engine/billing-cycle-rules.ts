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
