import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  canCancel,
  cancelCall,
  canManualPay,
  canPause,
  canResume,
  type ManualPaymentMethod,
  type Purchase,
} from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { billingPeriods, plans, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { emitEvent } from '../../realtime/emit';
import { closeVariablePeriod } from '../payment-engine/index';
import { findPurchase, purchaseViews, type PurchaseRow } from './purchase-view';

type Change = Partial<typeof purchases.$inferInsert>;

/**
 * One purchase transition: under the purchase's row lock, `allowed` (a shared rule of @cobro/contracts, the same
 * the dashboard's menus ask) decides; an illegal transition is 409 API-005 with the current status. The change
 * and its `purchases-updated` event commit together.
 */
async function transition(
  app: FastifyInstance,
  organizationId: string,
  id: string,
  allowed: (purchase: Purchase, row: PurchaseRow) => true | string,
  change: (row: PurchaseRow, now: Date, tx: Tx, purchase: Purchase) => Promise<Change> | Change,
): Promise<Purchase> {
  const now = app.clock.now();
  const row = await app.database.db.transaction(async (tx) => {
    const current = await findPurchase(tx, organizationId, id, true);
    if (!current) throw new AppError('SUB-001');
    const [view] = await purchaseViews(tx, [current]);
    const verdict = allowed(view, current);
    if (verdict !== true) throw new AppError('API-005', { details: { status: current.status, reason: verdict } });
    const [updated] = await tx
      .update(purchases)
      .set({ ...(await change(current, now, tx, view)), updatedAt: now })
      .where(eq(purchases.id, id))
      .returning();
    await emitEvent(tx, organizationId, 'purchases-updated', { id, occurredAt: now });
    return updated;
  });
  app.outbox.wake();
  const [view] = await purchaseViews(app.database.db, [row], { withCharges: true });
  return view;
}

const rule = (ok: boolean, reason: string) => (ok ? true : reason);

/**
 * Canceled now. A variable subscription whose plan's future charge is `last_charge` first closes its open period,
 * which the next billing run charges; with `no_charge` what was reported since its last billed period is not billed.
 */
async function canceled(row: PurchaseRow, now: Date, tx: Tx): Promise<Change> {
  const [plan] = await tx.select({ type: plans.type, futureCharge: plans.futureCharge }).from(plans).where(eq(plans.id, row.planId));
  if (plan.type === 'variable' && plan.futureCharge === 'last_charge') await closeVariablePeriod(tx, row.id, now, now);
  return { status: 'canceled', canceledAt: now, cancelAt: null, nextRecurringDate: null };
}

/** PUT /purchases/{id}/cancel: card-provider subscriptions only; the others go through the queue path. */
export const cancelPurchase = (app: FastifyInstance, organizationId: string, id: string) =>
  transition(
    app,
    organizationId,
    id,
    (p) => (cancelCall(p) !== 'cancelPurchase' ? 'use_queue_cancel' : rule(canCancel(p), 'not_cancellable')),
    canceled,
  );

/** PUT /purchases/queue/{id}/cancel: purchases of the other providers, cancelled in our own billing queue. */
export const cancelQueuedPurchase = (app: FastifyInstance, organizationId: string, id: string) =>
  transition(
    app,
    organizationId,
    id,
    (p) => (cancelCall(p) !== 'cancelQueuedPurchase' ? 'use_provider_cancel' : rule(canCancel(p), 'not_cancellable')),
    canceled,
  );

/**
 * Canceled at once through the call its provider takes (`cancelCall`), as the merchant's menu would: what the buyer
 * portal and a withdrawal's refund use, so the same event and callback follow. The caller has the purchase read
 * already; the transition reads it again under its lock.
 */
export const cancelAtOnce = (app: FastifyInstance, organizationId: string, purchase: Pick<Purchase, 'id' | 'provider' | 'subscription_id'>) =>
  cancelCall(purchase) === 'cancelPurchase' ? cancelPurchase(app, organizationId, purchase.id) : cancelQueuedPurchase(app, organizationId, purchase.id);

/**
 * Canceled when the paid period ends (the buyer portal's default, decision 1154): `cancel_at` is set now, and the
 * billing run cancels it then (cancelDue) before it would renew. Without a period still to run, at once.
 */
export const cancelAtPeriodEnd = (app: FastifyInstance, organizationId: string, id: string) =>
  transition(app, organizationId, id, (p) => rule(canCancel(p) && p.subscription?.cancel_at == null, 'not_cancellable'), (row, now, tx) =>
    row.currentPeriodEnd && row.currentPeriodEnd > now ? { cancelAt: row.currentPeriodEnd } : canceled(row, now, tx),
  );

const DUE_STATUSES: PurchaseRow['status'][] = ['active', 'past_due', 'unpaid', 'paused'];

/** Whether a purchase's `cancel_at` has come: what cancelDue selects, asked again under the row's lock. */
const cancelIsDue = (row: PurchaseRow, now: Date) =>
  DUE_STATUSES.includes(row.status) && row.cancelAt !== null && row.cancelAt <= now && row.canceledAt === null && row.deletedAt === null;

/**
 * The billing run's first step: subscriptions whose `cancel_at` has come are canceled, so they never renew. Under
 * the row's lock the purchase is still due (one canceled since the select, by another process's run, the merchant or
 * the buyer, has left the set and is skipped) and the cancel rule decides. What the rule refuses there can never
 * cancel (the due statuses are the cancellable ones, so only a purchase whose plan is not recurring: no subscription
 * to end), so its `cancel_at` is cleared and logged rather than tried again every run (decision 1162).
 */
export async function cancelDue(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const due = await app.database.db
    .select({ id: purchases.id, organizationId: purchases.organizationId })
    .from(purchases)
    .where(and(inArray(purchases.status, DUE_STATUSES), lte(purchases.cancelAt, now), isNull(purchases.canceledAt), isNull(purchases.deletedAt)));
  let canceledCount = 0;
  for (const row of due) {
    try {
      const after = await transition(
        app,
        row.organizationId,
        row.id,
        (_purchase, current) => rule(cancelIsDue(current, now), 'not_due'),
        (current, at, tx, purchase) => {
          if (canCancel(purchase)) return canceled(current, at, tx);
          app.log.warn({ purchase: current.id, status: current.status, cancelAt: current.cancelAt }, 'cancel_at cleared: the cancel rule refuses this purchase');
          return { cancelAt: null };
        },
      );
      if (after.status === 'canceled') canceledCount += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return canceledCount;
}

/** PUT /purchases/{id}/pause: no charges while paused, so the next billing date is cleared. */
export const pausePurchase = (app: FastifyInstance, organizationId: string, id: string) =>
  transition(app, organizationId, id, (p) => rule(canPause(p), 'not_active'), (_row, now) => ({
    status: 'paused',
    pausedAt: now,
    nextRecurringDate: null,
  }));

/** PUT /purchases/{id}/resume: billing picks up at the end of the current period, or now if it has passed. */
export const resumePurchase = (app: FastifyInstance, organizationId: string, id: string) =>
  transition(app, organizationId, id, (p) => rule(canResume(p), 'not_paused'), (row, now) => ({
    status: 'active',
    pausedAt: null,
    nextRecurringDate: row.currentPeriodEnd && row.currentPeriodEnd > now ? row.currentPeriodEnd : now,
  }));

/**
 * PUT /purchases/{id}/manual-purchase: the merchant was paid outside the gateway for the overdue period, so the
 * subscription is active again and the period's payment retries stop.
 */
export const manualPurchase = (app: FastifyInstance, organizationId: string, id: string, method: ManualPaymentMethod) =>
  transition(app, organizationId, id, (p) => rule(canManualPay(p), 'not_overdue'), async (row, now, tx) => {
    await tx
      .update(billingPeriods)
      .set({ status: 'paid', nextAttemptAt: null, updatedAt: now })
      .where(and(eq(billingPeriods.purchaseId, row.id), inArray(billingPeriods.status, ['retrying', 'failed'])));
    return { status: 'active', paymentStatus: 'succeeded', manualPaymentMethod: method };
  });
