import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../../db/schema/index';
import { isUuid } from '../../../ids';
import { canMoveCharge, lockCharge, moveCharge, settledStatus } from '../charge-state-commands';
import { feesFromProvider } from '../fee-rules';
import { flagDuplicatePayment } from '../duplicate-payment-commands';
import { providerFor } from '../registry';
import type { NotificationAnswer } from './redsys-notification';

/** What Cobro reads of a Stripe PaymentIntent (or SetupIntent) in a webhook event. */
export interface IntentObject {
  id: string;
  amount?: number;
  metadata?: Record<string, string>;
  status?: string;
  /** The Stripe charge of a PaymentIntent (its balance transaction holds the fees). */
  latest_charge?: string | null;
  payment_method?: string | { id: string; type: string; card?: { brand?: string; last4?: string }; sepa_debit?: { last4?: string } } | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}

export function methodOf(intent: IntentObject, fallbackType: string) {
  const pm = intent.payment_method;
  if (!pm) return undefined;
  if (typeof pm === 'string') return { type: fallbackType as 'card', brand: null, last4: null, providerId: pm };
  return {
    type: pm.type as 'card' | 'sepa_debit',
    brand: pm.card?.brand ?? null,
    last4: pm.card?.last4 ?? pm.sepa_debit?.last4 ?? null,
    providerId: pm.id,
  };
}

/** The charge of an intent: the one bound to it, else the one its metadata names (an intent it never bound). */
async function chargeOf(app: FastifyInstance, intent: IntentObject) {
  const stripeCharge = (where: ReturnType<typeof eq>) =>
    app.database.db.select().from(charges).where(and(eq(charges.provider, 'STRIPE'), where));
  const [bound] = await stripeCharge(eq(charges.providerId, intent.id));
  if (bound) return bound;
  const named = intent.metadata?.cobro_charge_id;
  return named && isUuid(named) ? (await stripeCharge(eq(charges.id, named)))[0] : undefined;
}

/**
 * payment_intent.succeeded (decision 0806). The charge's own intent pays it, through the state machine (a replay
 * is a no-op); an intent the charge never bound, while it has none, is its payment too (the binding was lost).
 * Any other succeeded intent is money the attempt cannot keep: a second intent of the charge, or its own intent
 * after the charge failed (abandoned for another method). It is refunded at Stripe, once per intent by its
 * idempotency key, and flagged; a refund Stripe refuses leaves the flag for the merchant to act on.
 */
export async function intentSucceeded(app: FastifyInstance, intent: IntentObject): Promise<NotificationAnswer> {
  const found = await chargeOf(app, intent);
  if (!found) return { status: 200, outcome: 'unknown_intent' };
  const fees = await reportedFees(app, found, intent);
  const verdict = await app.database.db.transaction(async (tx) => {
    const locked = await lockCharge(tx, found.id);
    const { charge } = locked;
    if (charge.providerId && charge.providerId !== intent.id) return 'duplicate' as const;
    const update = { status: 'succeeded' as const, providerId: intent.id, method: methodOf(intent, charge.paymentMethod), fees };
    const moved = await moveCharge(app, tx, charge.id, update, locked);
    if (moved.moved) return 'succeeded' as const;
    return moved.charge.status === 'failed' ? ('duplicate' as const) : ('no_op' as const);
  });
  app.outbox.wake();
  if (verdict !== 'duplicate') return { status: 200, outcome: verdict };

  const amount = intent.amount ?? found.amount;
  const provider = providerFor(app, { provider: 'STRIPE', payment_method: found.paymentMethod, provider_id: intent.id });
  const refund = await provider.refund({ chargeId: found.id, providerPaymentId: intent.id, idempotencyKey: `duplicate-${intent.id}`, amount, reason: 'duplicate' });
  const refunded = refund.status !== 'failed';
  await app.database.db.transaction(async (tx) => {
    await tx.select({ id: charges.id }).from(charges).where(eq(charges.id, found.id)).for('update');
    await flagDuplicatePayment(app, tx, { organizationId: found.organizationId, chargeId: found.id, provider: 'STRIPE', intentId: intent.id, amount, refunded });
  });
  return { status: 200, outcome: refunded ? 'duplicate_refunded' : 'duplicate_flagged' };
}

/**
 * The fees Stripe took from the intent's charge (its balance transaction), read before the transaction since it is
 * a network call; only for a charge this intent is about to pay. The sandbox reports none, and a charge whose
 * fees cannot be read is stored with the schedule (logged) rather than left unpaid.
 */
async function reportedFees(app: FastifyInstance, found: typeof charges.$inferSelect, intent: IntentObject) {
  const payable = canMoveCharge(found.status, settledStatus('STRIPE')) && (!found.providerId || found.providerId === intent.id);
  if (!payable || !intent.latest_charge) return null;
  const provider = providerFor(app, { provider: 'STRIPE', payment_method: found.paymentMethod, provider_id: intent.id });
  if (!provider.settledFees) return null;
  try {
    const reported = await provider.settledFees({ chargeId: found.id, providerPaymentId: intent.id, providerChargeId: intent.latest_charge });
    return reported ? feesFromProvider(found.amount, reported) : null;
  } catch (error) {
    app.log.warn({ err: error, intent: intent.id }, 'Stripe fees not read; the schedule is stored');
    return null;
  }
}
