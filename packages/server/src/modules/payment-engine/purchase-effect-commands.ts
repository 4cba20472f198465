import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { billingPeriods, charges, paymentMethods, plans, purchases } from '../../db/schema/index';
import { activation, afterFailure, renewal } from './billing-cycle-rules';
import { emitEvent } from '../../realtime/emit';

type ChargeRow = typeof charges.$inferSelect;

/** What the buyer paid with, as the provider reported it: brand and last four digits at most. */
export interface SettledMethod {
  type: 'card' | 'sepa_debit' | 'redsys' | 'bizum' | 'inespay';
  brand: string | null;
  last4: string | null;
  /** The reusable method at the provider (`pm_...`, a Redsys COF identifier); null when it cannot be reused. */
  providerId: string | null;
}

type PurchaseRow = typeof purchases.$inferSelect;

/**
 * Carries a charge's new status to its purchase: a one-time purchase takes the payment's status; a
 * subscription is activated by its first payment, advanced by a paid period, and sent through past_due to
 * unpaid by failed periods (billing-cycle-rules.ts). Emits purchases-updated when the purchase changed. `purchase` is
 * the charge's, locked by the caller (moveCharge's lockCharge).
 */
export async function applyToPurchase(tx: Tx, charge: ChargeRow, purchase: PurchaseRow, method: SettledMethod | null, now: Date) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, purchase.planId));
  const [period] = await tx.select().from(billingPeriods).where(eq(billingPeriods.chargeId, charge.id));
  const changes = plan.recurring
    ? await subscriptionChanges(tx, purchase, plan, charge, period ?? null, now)
    : oneTimeChanges(charge);
  if (!changes) return;
  if (method && (charge.status === 'succeeded' || charge.status === 'paid')) {
    // Only a subscription keeps the method for its next periods; a one-time sale just records what paid it.
    Object.assign(changes, plan.recurring ? await rememberMethod(tx, purchase, method, now) : { paymentMethod: method.type });
  }
  // The event before the update: the update's statement triggers lock the panel's rows until the commit.
  await emitEvent(tx, purchase.organizationId, 'purchases-updated', { id: purchase.id, occurredAt: now });
  await tx.update(purchases).set({ ...changes, updatedAt: now }).where(eq(purchases.id, purchase.id));
}

function oneTimeChanges(charge: ChargeRow): Partial<PurchaseRow> {
  const status = charge.status === 'processing' ? 'pending' : charge.status;
  if (status !== 'pending' && status !== 'succeeded' && status !== 'paid' && status !== 'failed') return {};
  return { status, paymentStatus: charge.status };
}

type Plan = typeof plans.$inferSelect;
type Period = typeof billingPeriods.$inferSelect;

async function subscriptionChanges(tx: Tx, purchase: PurchaseRow, plan: Plan, charge: ChargeRow, period: Period | null, now: Date) {
  const paid = charge.status === 'succeeded' || charge.status === 'paid';
  if (!period) {
    // The checkout's first payment: the subscription exists once it is paid.
    if (paid && purchase.cyclesCompleted === 0) return { ...activation(plan, now), paymentStatus: charge.status };
    return { paymentStatus: charge.status } as Partial<PurchaseRow>;
  }
  // A variable period moved the subscription on when it closed (closeVariablePeriod); its charge only settles it,
  // and a canceled subscription's last charge leaves it canceled.
  const variable = plan.type === 'variable';
  const overdue = purchase.status === 'past_due' || purchase.status === 'unpaid';
  if (paid) {
    await tx.update(billingPeriods).set({ status: 'paid', nextAttemptAt: null, updatedAt: now }).where(eq(billingPeriods.id, period.id));
    if (variable) {
      const unpaid = await tx
        .select({ id: billingPeriods.id })
        .from(billingPeriods)
        .where(and(eq(billingPeriods.purchaseId, purchase.id), inArray(billingPeriods.status, ['retrying', 'failed'])));
      return { paymentStatus: charge.status, ...(overdue && !unpaid.length ? { status: 'active' as const } : {}) };
    }
    return { ...renewal(plan, purchase.billingAnchor ?? purchase.createdAt, purchase.cyclesCompleted), paymentStatus: charge.status };
  }
  if (charge.status === 'failed') {
    const next = afterFailure(period.attempts, now);
    await tx
      .update(billingPeriods)
      .set({ status: next.nextAttemptAt ? 'retrying' : 'failed', nextAttemptAt: next.nextAttemptAt, updatedAt: now })
      .where(eq(billingPeriods.id, period.id));
    if (variable && purchase.status === 'canceled') return { paymentStatus: 'failed' } as Partial<PurchaseRow>;
    return { status: next.status, paymentStatus: 'failed' } as Partial<PurchaseRow>;
  }
  await tx.update(billingPeriods).set({ status: 'processing', updatedAt: now }).where(eq(billingPeriods.id, period.id));
  return { paymentStatus: charge.status } as Partial<PurchaseRow>;
}

/** A reusable method becomes the customer's saved method and the one the subscription is billed with. */
export async function rememberMethod(tx: Tx, purchase: PurchaseRow, method: SettledMethod, now: Date) {
  if (!method.providerId) return { paymentMethod: method.type };
  const [saved] = await tx
    .insert(paymentMethods)
    .values({
      organizationId: purchase.organizationId,
      customerId: purchase.customerId,
      type: method.type,
      brand: method.brand,
      last4: method.last4,
      image: method.type === 'card' ? (method.brand ?? 'card') : method.type,
      description: null,
      provider: purchase.provider,
      providerId: method.providerId,
      createdAt: now,
    })
    .returning({ id: paymentMethods.id });
  return { paymentMethod: method.type, paymentMethodId: saved.id };
}
