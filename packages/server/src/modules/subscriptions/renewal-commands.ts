import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { billingPeriods, charges, plans, purchases } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { billingDate, type ChargeUpdate, closeVariablePeriod, moveCharge, notificationUrl, providerFor } from '../payment-engine/index';
import { fullName } from '../customers/index';
import { purchaseJoin } from '../purchases/index';

type Period = typeof billingPeriods.$inferSelect;
/** The whole billing run at the clock's now, or (the journeys' test hook) one purchase as of a given date. */
export type BillingScope = { asOf?: Date; purchaseId?: string };

/**
 * Claims every due period: one insert per (purchase, period start) under a unique key, so of two server
 * processes running this at the same minute exactly one gets each period (the other's insert conflicts). A fixed
 * plan's period is the one starting now, paid in advance; a variable plan's is the one ending now, which bills its
 * reported units (closeVariablePeriod).
 */
export async function claimDuePeriods(app: FastifyInstance, only: BillingScope = {}): Promise<Period[]> {
  const db = app.database.db;
  const now = only.asOf ?? app.clock.now();
  const due = await db
    .select({ purchase: purchases, plan: plans })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(
      and(
        inArray(purchases.status, ['active', 'past_due']),
        lte(purchases.nextRecurringDate, now),
        isNull(purchases.deletedAt),
        isNotNull(purchases.billingAnchor),
        only.purchaseId ? eq(purchases.id, only.purchaseId) : undefined,
      ),
    );
  const claimed: Period[] = [];
  for (const { purchase, plan } of due) {
    if (plan.type === 'variable') {
      const period = await db.transaction((tx) => closeVariablePeriod(tx, purchase.id, now));
      if (period) claimed.push(period);
      continue;
    }
    const start = purchase.nextRecurringDate!;
    const [period] = await db
      .insert(billingPeriods)
      .values({
        purchaseId: purchase.id,
        periodStart: start,
        periodEnd: billingDate(plan, purchase.billingAnchor!, purchase.cyclesCompleted + 1),
        status: 'claimed',
        attempts: 1,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (period) claimed.push(period);
  }
  // A variable purchase's closing emits purchases-updated, also for a period without units (no charge follows to wake
  // the outbox): one wake delivers them all.
  if (due.some(({ plan }) => plan.type === 'variable')) app.outbox.wake();
  // Retries whose day has come: a conditional update is the claim, so one process takes each retry.
  const retries = await db
    .update(billingPeriods)
    .set({ status: 'claimed', updatedAt: now })
    .where(
      and(
        eq(billingPeriods.status, 'retrying'),
        lte(billingPeriods.nextAttemptAt, now),
        only.purchaseId ? eq(billingPeriods.purchaseId, only.purchaseId) : undefined,
      ),
    )
    .returning();
  for (const retry of retries) {
    const [counted] = await db
      .update(billingPeriods)
      .set({ attempts: retry.attempts + 1 })
      .where(eq(billingPeriods.id, retry.id))
      .returning();
    claimed.push(counted);
  }
  return claimed;
}

/** Charges one claimed period off-session with the subscription's saved method. */
export async function chargePeriod(app: FastifyInstance, period: Period) {
  const db = app.database.db;
  const now = app.clock.now();
  const [row] = await purchaseJoin(db).where(eq(purchases.id, period.purchaseId));
  const { purchase, plan, customer, method } = row;
  const charge = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(charges)
      .values({
        organizationId: purchase.organizationId,
        customerId: customer.id,
        purchaseId: purchase.id,
        // A variable period bills its units (decision 1139); a fixed one the plan's price.
        amount: period.units === null ? plan.unitAmount : period.units * plan.unitAmount,
        status: 'pending',
        paymentMethod: purchase.paymentMethod ?? method?.type ?? 'card',
        currency: plan.currency,
        provider: purchase.provider,
        description: plan.name,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(billingPeriods).set({ chargeId: created.id, updatedAt: now }).where(eq(billingPeriods.id, period.id));
    await emitEvent(tx, purchase.organizationId, 'charge-pending', { id: created.id, occurredAt: now });
    return created;
  });

  let update: ChargeUpdate;
  if (!method?.providerId) {
    update = { status: 'failed', code: 'no_payment_method', declineCode: null, message: null };
  } else {
    const result = await providerFor(app, { provider: purchase.provider, payment_method: charge.paymentMethod }).createPayment({
      chargeId: charge.id,
      organizationId: purchase.organizationId,
      idempotencyKey: `renewal-${period.id}-${period.attempts}`,
      amount: charge.amount,
      currency: 'eur',
      paymentMethod: charge.paymentMethod as 'card',
      description: plan.name,
      customer: { id: customer.id, email: customer.email, name: fullName(customer), providerCustomerId: customer.providerCustomerId },
      returnUrls: { success: '', failure: '' },
      notificationUrl: notificationUrl(app, purchase.provider),
      saveForFutureUse: true,
      offSession: { providerMethodId: method.providerId },
    });
    if (result.status === 'succeeded') update = { status: 'succeeded', providerId: result.providerPaymentId };
    else if (result.status === 'processing') update = { status: 'processing', providerId: result.providerPaymentId };
    else if (result.status === 'failed') update = { status: 'failed', providerId: result.providerPaymentId ?? undefined, code: result.code, declineCode: result.declineCode, message: result.message };
    // Nobody is there to authenticate a renewal: an action required is a failed attempt (Stripe's behaviour).
    else update = { status: 'failed', providerId: result.providerPaymentId, code: 'authentication_required', declineCode: 'authentication_required', message: null };
  }
  await db.transaction((tx) => moveCharge(app, tx, charge.id, update));
  app.outbox.wake();
}

/** Subscriptions whose last paid cycle has ended become finished (billing_cycles reached). */
export async function finishCompleted(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const done = await app.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(purchases)
      .set({ status: 'finished', updatedAt: now })
      .where(and(eq(purchases.status, 'active'), isNull(purchases.nextRecurringDate), lte(purchases.finishDate, now), isNull(purchases.deletedAt)))
      .returning({ id: purchases.id, organizationId: purchases.organizationId });
    for (const row of rows) await emitEvent(tx, row.organizationId, 'purchases-updated', { id: row.id, occurredAt: now });
    return rows.length;
  });
  if (done) app.outbox.wake();
  return done;
}
