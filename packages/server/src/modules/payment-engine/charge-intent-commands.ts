import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../db/schema/index';
import type { CreatePaymentInput, PaymentProvider, PaymentResult } from '../../provider-protocols/index';

type ChargeRow = typeof charges.$inferSelect;

/**
 * The provider attempt of a checkout charge, at most one live per charge (decision 0806). The sandbox keeps that rule
 * with its own unique index, and Redsys and Inespay make an order per call that only its own page can pay. A Stripe
 * PaymentIntent stays payable by whoever holds its client secret, so the charge row binds exactly one: the stored
 * intent is reused while it lives, a new one is bound only where none is (a conditional update, not a read), and an
 * intent that loses that race is canceled before its secret reaches anyone.
 */
export async function chargeIntent(app: FastifyInstance, charge: ChargeRow, provider: PaymentProvider, input: CreatePaymentInput): Promise<PaymentResult> {
  if (provider.name !== 'stripe') return provider.createPayment(input);
  if (charge.providerId) return provider.lookupPayment({ chargeId: charge.id, providerPaymentId: charge.providerId });
  const created = await provider.createPayment(input);
  const intentId = created.providerPaymentId;
  if (!intentId) return created;
  const [bound] = await app.database.db
    .update(charges)
    .set({ providerId: intentId })
    .where(and(eq(charges.id, charge.id), or(isNull(charges.providerId), eq(charges.providerId, intentId))))
    .returning({ id: charges.id });
  if (bound) return created;
  await provider.cancelPayment?.({ chargeId: charge.id, providerPaymentId: intentId });
  const [current] = await app.database.db.select({ providerId: charges.providerId }).from(charges).where(eq(charges.id, charge.id));
  return provider.lookupPayment({ chargeId: charge.id, providerPaymentId: current.providerId! });
}
