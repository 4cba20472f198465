import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { charges } from '../../../db/schema/index';
import { verifyStripeSignature } from '../../../provider-protocols/index';
import { moveCharge, type ChargeUpdate } from '../charge-state-commands';
import { handleChargeEvent } from './stripe-charge-events';
import { intentSucceeded, methodOf, type IntentObject } from './stripe-intent-succeeded';
import { replaceSubscriptionMethod } from '../method-commands';
import type { NotificationAnswer } from './redsys-notification';

/**
 * POST /api/payments/stripe/webhook: the raw body is verified with the endpoint secret and a tolerance window on
 * both sides of the clock, before any JSON is read. payment_intent.* events move the charge whose provider id is
 * the intent, through the state machine (a late `processing` after `succeeded` is a no-op); a succeeded intent the
 * charge cannot keep is refunded and flagged (stripe-intent-succeeded.ts); disputes and refunds move the charge
 * (stripe-charge-events.ts).
 */
export async function handleStripeWebhook(app: FastifyInstance, rawBody: string, signature: string | undefined, secret: string): Promise<NotificationAnswer> {
  const verified = verifyStripeSignature(rawBody, signature, secret, app.clock.now());
  if (!verified.ok) return { status: 400, outcome: verified.reason };
  let event: { type?: string; data?: { object?: IntentObject } };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    return { status: 400, outcome: 'malformed' };
  }
  const intent = event.data?.object;
  const chargeEvent = intent?.id && event.type ? await handleChargeEvent(app, event.type, intent as never) : null;
  if (chargeEvent) return chargeEvent;
  if (intent?.id && event.type === 'setup_intent.succeeded') return setupSucceeded(app, intent);
  if (!intent?.id || !event.type?.startsWith('payment_intent.')) return { status: 200, outcome: 'ignored' };
  if (event.type === 'payment_intent.succeeded') return intentSucceeded(app, intent);
  const [charge] = await app.database.db
    .select({ id: charges.id, paymentMethod: charges.paymentMethod })
    .from(charges)
    .where(and(eq(charges.provider, 'STRIPE'), eq(charges.providerId, intent.id)));
  if (!charge) return { status: 200, outcome: 'unknown_intent' };
  let update: ChargeUpdate | null = null;
  if (event.type === 'payment_intent.processing') update = { status: 'processing' };
  if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    const error = intent.last_payment_error;
    update = { status: 'failed', code: error?.code ?? 'canceled', declineCode: error?.decline_code ?? null, message: error?.message ?? null };
  }
  if (!update) return { status: 200, outcome: 'ignored' };
  const chosen = update;
  const moved = await app.database.db.transaction((tx) => moveCharge(app, tx, charge.id, chosen));
  app.outbox.wake();
  return { status: 200, outcome: moved.moved ? chosen.status : 'no_op' };
}

/** update-card with Stripe: the confirmed SetupIntent's method replaces the subscription's (metadata names it). */
async function setupSucceeded(app: FastifyInstance, intent: IntentObject): Promise<NotificationAnswer> {
  const purchaseId = intent.metadata?.cobro_purchase_id;
  const method = methodOf(intent, 'card');
  if (!purchaseId || !method) return { status: 200, outcome: 'ignored' };
  await app.database.db.transaction((tx) => replaceSubscriptionMethod(app, tx, purchaseId, method));
  app.outbox.wake();
  return { status: 200, outcome: 'setup_succeeded' };
}
