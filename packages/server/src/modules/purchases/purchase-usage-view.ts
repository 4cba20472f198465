import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Purchase } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { plans, purchases, usageRecords } from '../../db/schema/index';

type UsagePurchase = Pick<typeof purchases.$inferSelect, 'id' | 'status' | 'currentPeriodStart' | 'nextRecurringDate'>;
type UsagePlan = Pick<typeof plans.$inferSelect, 'type' | 'unitAmount'>;

/**
 * A purchase detail's open variable period (decision 1139): the units reported for it so far, counted as
 * closeVariablePeriod will bill them (reports placed from its start until it bills; one sent once its billing date
 * has passed but before the billing run closed it counts in the next period), what they will bill and when. Null for
 * a fixed plan or a subscription that is not billing. One indexed sum (usage_records_purchase_period_idx), read for a
 * single purchase's detail only, never for a list page.
 */
export async function purchaseUsage(db: Queryable, purchase: UsagePurchase, plan: UsagePlan): Promise<Purchase['usage']> {
  const start = purchase.currentPeriodStart;
  const billsAt = purchase.nextRecurringDate;
  const billing = purchase.status === 'active' || purchase.status === 'past_due';
  if (plan.type !== 'variable' || !billing || !start || !billsAt) return null;
  const [{ units }] = await db
    .select({ units: sql<number>`coalesce(sum(${usageRecords.units}), 0)::int` })
    .from(usageRecords)
    .where(and(eq(usageRecords.purchaseId, purchase.id), gte(usageRecords.periodStart, start), lt(usageRecords.periodStart, billsAt)));
  return { units, amount: units * plan.unitAmount, bills_at: billsAt.toISOString() };
}
