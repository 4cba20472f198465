import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { organizations } from '../../db/schema/index';
import { verifyStripeSignature } from '../../provider-protocols/index';
import { emitEvent } from '../../realtime/emit';
import { paymentsConfigOf } from '../payment-engine/index';
import { verificationOf } from './connect-account';

/**
 * Stripe's `account.updated` for a connected account: the merchant's verification (status, requirement codes,
 * charges and payouts) is written with gateway-activation in one transaction. Unknown accounts and other events
 * are acknowledged and ignored.
 */
export async function applyAccountEvent(app: FastifyInstance, event: { type?: string; data?: { object?: Stripe.Account } }) {
  const account = event.data?.object;
  if (event.type !== 'account.updated' || !account?.id) return 'ignored';
  const now = app.clock.now();
  const applied = await app.database.db.transaction(async (tx) => {
    const [org] = await tx
      .update(organizations)
      .set({ ...verificationOf(account), updatedAt: now })
      .where(eq(organizations.stripeId, account.id))
      .returning({ id: organizations.id });
    if (org) await emitEvent(tx, org.id, 'gateway-activation', { id: org.id, occurredAt: now });
    return Boolean(org);
  });
  if (!applied) return 'unknown_account';
  app.outbox.wake();
  return 'verification';
}

/**
 * POST /api/payments/stripe/connect-webhook, Stripe's Connect endpoint (STRIPE_CONNECT_WEBHOOK_SECRET): the raw
 * body is verified before any JSON is read, as for the payments webhook. 404 unless Stripe Connect is configured.
 */
export async function connectWebhookRoute(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(`${PAYMENTS_PREFIX}/stripe/connect-webhook`, { config: { crossOrigin: true } }, async (request, reply) => {
    const config = paymentsConfigOf(app);
    const secret = config.cardProvider === 'stripe' ? config.stripe.connectWebhookSecret : undefined;
    if (!secret) return reply.code(404).send({ code: 'API-004', message: 'Not found' });
    const raw = String(request.body ?? '');
    const header = request.headers['stripe-signature'];
    const verified = verifyStripeSignature(raw, Array.isArray(header) ? header[0] : header, secret, app.clock.now());
    if (!verified.ok) return reply.code(400).send({ received: false });
    let event: Parameters<typeof applyAccountEvent>[1];
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      return reply.code(400).send({ received: false });
    }
    const outcome = await applyAccountEvent(app, event);
    request.log.info({ provider: 'stripe', outcome }, 'connect notification');
    return reply.send({ received: true });
  });
}
