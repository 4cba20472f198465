import type { Purchase } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import type { plans, purchases } from '../../db/schema/index';
import { reportedUnits } from '../payment-engine/index';

type UsagePurchase = Pick<typeof purchases.$inferSelect, 'id' | 'status' | 'currentPeriodStart' | 'nextRecurringDate'>;
type UsagePlan = Pick<typeof plans.$inferSelect, 'type' | 'unitAmount'>;

/**
 * A purchase detail's open variable period (decision 1139): the units reported for it so far, counted as its closing
 * will bill them, what they will bill and when. Null for a fixed plan or a subscription that is not billing. Read for
 * a single purchase's detail only, never for a list page.
 */
export async function purchaseUsage(db: Queryable, purchase: UsagePurchase, plan: UsagePlan): Promise<Purchase['usage']> {
  const start = purchase.currentPeriodStart;
  const billsAt = purchase.nextRecurringDate;
  const billing = purchase.status === 'active' || purchase.status === 'past_due';
  if (plan.type !== 'variable' || !billing || !start || !billsAt) return null;
  const units = await reportedUnits(db, purchase.id, start, billsAt);
  return { units, amount: units * plan.unitAmount, bills_at: billsAt.toISOString() };
}
