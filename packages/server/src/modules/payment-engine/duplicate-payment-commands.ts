import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import { paymentAnomalies } from '../../db/schema/index';

export interface DuplicatePayment {
  organizationId: string;
  chargeId: string;
  provider: 'STRIPE' | 'REDSYS' | 'INESPAY';
  /** The provider's id of the payment the attempt cannot keep. */
  intentId: string;
  amount: number;
  /** Whether the money was given back at the provider; false leaves the refund to the merchant. */
  refunded: boolean;
}

/**
 * Flags a second payment of one purchase attempt (decision 0806): a `payment_anomalies` row and a warning log.
 * Once per provider payment, so a redelivered webhook does not flag it twice; the caller holds the charge's row
 * lock, which makes the check and the insert one step.
 */
export async function flagDuplicatePayment(app: FastifyInstance, tx: Tx, duplicate: DuplicatePayment) {
  const [seen] = await tx
    .select({ id: paymentAnomalies.id })
    .from(paymentAnomalies)
    .where(and(eq(paymentAnomalies.chargeId, duplicate.chargeId), eq(paymentAnomalies.reason, 'duplicate_payment'), sql`${paymentAnomalies.details}->>'intent' = ${duplicate.intentId}`));
  if (seen) return;
  await tx.insert(paymentAnomalies).values({
    organizationId: duplicate.organizationId,
    chargeId: duplicate.chargeId,
    provider: duplicate.provider,
    reason: 'duplicate_payment',
    details: { intent: duplicate.intentId, amount: duplicate.amount, refunded: duplicate.refunded },
    createdAt: app.clock.now(),
  });
  app.log.warn({ chargeId: duplicate.chargeId, intent: duplicate.intentId, refunded: duplicate.refunded }, 'a second payment of one purchase attempt');
}
