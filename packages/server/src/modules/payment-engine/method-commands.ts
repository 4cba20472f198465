import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import { purchases } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { rememberMethod, type SettledMethod } from './purchase-effect-commands';

/** update-card: the confirmed setup's method becomes the one the subscription's next periods are charged to. */
export async function replaceSubscriptionMethod(app: FastifyInstance, tx: Tx, purchaseId: string, method: SettledMethod) {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  if (!purchase) return;
  const now = app.clock.now();
  const changes = await rememberMethod(tx, purchase, method, now);
  await tx.update(purchases).set({ ...changes, updatedAt: now }).where(eq(purchases.id, purchaseId));
  await emitEvent(tx, purchase.organizationId, 'purchases-updated', { id: purchaseId, occurredAt: now });
}
