import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/database';
import { billingPeriods, plans, purchases, usageRecords } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { variableRenewal } from './billing-cycle-rules';

type Period = typeof billingPeriods.$inferSelect;

/**
 * Closes the open period of a variable purchase (decision 1139), under the purchase's row lock, which a usage report
 * also takes: a report that committed first counts here, one that comes after counts in the next period. The period
 * is recorded with the units reported in it; it bills them, or is paid at once when there are none.
 * - Due (`closingAt` left out): only an active or past-due purchase whose billing date has come; the purchase moves
 *   to its next period. Of two processes closing at once, the second finds the date moved on, or the period taken.
 * - On cancellation (`closingAt` now, `last_charge`): what was reported since the last billed period, left for the
 *   next billing run as a retry due now (so a crash before its charge loses nothing).
 * Returns the period when it has units to charge, else null.
 */
export async function closeVariablePeriod(tx: Tx, purchaseId: string, now: Date, closingAt?: Date): Promise<Period | null> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  const start = purchase?.currentPeriodStart;
  const end = closingAt ?? purchase?.nextRecurringDate;
  if (!purchase || !start || !end || !purchase.billingAnchor || end > now || end <= start) return null;
  if (!closingAt && purchase.status !== 'active' && purchase.status !== 'past_due') return null;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, purchase.planId));
  const units = await reportedUnits(tx, purchase.id, start, end);
  const [period] = await tx
    .insert(billingPeriods)
    .values({
      purchaseId,
      periodStart: start,
      periodEnd: end,
      units,
      ...(!units ? { status: 'paid', attempts: 0 } : closingAt ? { status: 'retrying', attempts: 0, nextAttemptAt: now } : { status: 'claimed', attempts: 1 }),
      createdAt: now,
      updatedAt: now,
    } as const)
    .onConflictDoNothing()
    .returning();
  if (!period) return null;
  const next = closingAt ? {} : variableRenewal(plan, purchase.billingAnchor, end, purchase.cyclesCompleted);
  // The purchase's amount is what its last period billed (the lists' amount column, decision 1139).
  await tx.update(purchases).set({ ...next, amount: units * plan.unitAmount, updatedAt: now }).where(eq(purchases.id, purchase.id));
  await emitEvent(tx, purchase.organizationId, 'purchases-updated', { id: purchase.id, occurredAt: now });
  return units ? period : null;
}

/**
 * The units reported for a purchase's period, as its closing bills them: reports placed from the period's start until
 * it bills (one sent once the billing date has passed but before the billing run closed it counts in the next
 * period). One indexed sum (usage_records_purchase_period_idx).
 */
export async function reportedUnits(db: Queryable, purchaseId: string, start: Date, end: Date): Promise<number> {
  const [{ units }] = await db
    .select({ units: sql<number>`coalesce(sum(${usageRecords.units}), 0)::int` })
    .from(usageRecords)
    .where(and(eq(usageRecords.purchaseId, purchaseId), gte(usageRecords.periodStart, start), lt(usageRecords.periodStart, end)));
  return units;
}
