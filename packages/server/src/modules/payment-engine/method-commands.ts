import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isOpenPurchaseStatus } from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { checkoutSessions, plans, purchases, usageRecords } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { variableActivation } from './billing-cycle-rules';
import { rememberMethod, type SettledMethod } from './purchase-effect-commands';

/**
 * A confirmed setup's method becomes the one the subscription's next periods are charged to: update-card replaces
 * it; a variable plan's checkout saves the first one, which starts the subscription (decision 1139).
 */
export async function replaceSubscriptionMethod(app: FastifyInstance, tx: Tx, purchaseId: string, method: SettledMethod) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (!purchase) return;
  const now = app.clock.now();
  const changes = await rememberMethod(tx, purchase, method, now);
  const [plan] = await tx.select().from(plans).where(eq(plans.id, purchase.planId));
  const starts = plan.type === 'variable' && !purchase.billingAnchor && isOpenPurchaseStatus(purchase.status);
  const started = starts ? { ...variableActivation(plan, now), paymentStatus: null, amount: 0 } : {};
  await tx.update(purchases).set({ ...changes, ...started, updatedAt: now }).where(eq(purchases.id, purchaseId));
  if (starts) await consumeUnitsAtStart(tx, purchase, now);
  await emitEvent(tx, purchase.organizationId, 'purchases-updated', { id: purchaseId, occurredAt: now });
}

/**
 * The button's `consume-units`: units the buyer takes with the purchase, reported as the first period's usage and
 * billed at its end like any other (decision 1139: a variable subscription charges nothing at checkout).
 */
async function consumeUnitsAtStart(tx: Tx, purchase: typeof purchases.$inferSelect, now: Date) {
  if (!purchase.checkoutSessionId) return;
  const [session] = await tx.select({ units: checkoutSessions.consumeUnits }).from(checkoutSessions).where(eq(checkoutSessions.id, purchase.checkoutSessionId));
  if (!session?.units) return;
  await tx.insert(usageRecords).values({ organizationId: purchase.organizationId, purchaseId: purchase.id, units: session.units, occurredAt: now, periodStart: now, createdAt: now });
}
