import type { FastifyInstance } from 'fastify';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { handleInespayCallback } from './notifications/inespay-notification';
import { handleRedsysNotification } from './notifications/redsys-notification';
import { handleStripeWebhook } from './notifications/stripe-webhook';
import { paymentsConfigOf } from './registry';

/**
 * Where providers post their signed messages, server to server: no session, no Origin check (decision 0700).
 * The answer says only accepted (200) or refused (400); what happened is logged and stored, not told.
 */
export function notificationRoutes(app: FastifyInstance) {
  app.post(`${PAYMENTS_PREFIX}/redsys/notification`, { config: { crossOrigin: true } }, async (request, reply) => {
    const answer = await handleRedsysNotification(app, (request.body ?? {}) as Record<string, string>);
    request.log.info({ provider: 'redsys', outcome: answer.outcome }, 'provider notification');
    return reply.code(answer.status).type('text/plain').send(answer.status === 200 ? 'OK' : 'KO');
  });

  app.post(`${PAYMENTS_PREFIX}/inespay/notification`, { config: { crossOrigin: true } }, async (request, reply) => {
    const answer = await handleInespayCallback(app, (request.body ?? {}) as Record<string, unknown>);
    request.log.info({ provider: 'inespay', outcome: answer.outcome }, 'provider notification');
    return reply.code(answer.status).type('text/plain').send(answer.status === 200 ? 'OK' : 'KO');
  });
}

/** Stripe signs the exact bytes it sent: this scope keeps JSON bodies as raw text for the verification. */
export function stripeWebhookRoute(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.post(`${PAYMENTS_PREFIX}/stripe/webhook`, { config: { crossOrigin: true } }, async (request, reply) => {
    const config = paymentsConfigOf(app);
    if (config.cardProvider !== 'stripe') return reply.code(404).send({ code: 'API-004', message: 'Not found' });
    const signature = request.headers['stripe-signature'];
    const answer = await handleStripeWebhook(app, String(request.body ?? ''), Array.isArray(signature) ? signature[0] : signature, config.stripe.webhookSecret);
    request.log.info({ provider: 'stripe', outcome: answer.outcome }, 'provider notification');
    return reply.code(answer.status).send({ received: answer.status === 200 });
  });
}
