import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { openIntent, publishableKeyOf, SANDBOX_PUBLISHABLE_KEY, stripeClientOf } from '../payment-engine/index';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { customers } from '../../db/schema/index';
import { assertChangeable, customerProviderId, findSubscription, subscriptionView } from './subscription-view';

/** The update-card page (public-flows 4): read the subscription, then a setup secret for the new method. */
export function subscriptionsRoutes(app: FastifyInstance) {
  route(app, endpoints.subscription, async ({ params }) => {
    const row = await findSubscription(app.database.db, params.id);
    assertChangeable(row);
    return subscriptionView(row);
  });

  route(app, endpoints.subscriptionPaymentData, async ({ params, body }) => {
    const row = await findSubscription(app.database.db, params.id);
    assertChangeable(row);
    // The page sends back the customer id it was shown: a link for one subscription cannot act for another buyer.
    if (body.customer_stripe_id !== customerProviderId(row.customer)) throw new AppError('SUB-002');
    const view = subscriptionView(row);
    if (!view.payment_methods.includes(body.payment_method)) throw new AppError('SUB-002', { details: { reason: 'method_not_offered' } });
    const stripe = stripeClientOf(app);
    if (stripe) {
      const customer = row.customer.providerCustomerId ?? (await stripeCustomer(app, stripe, row.customer));
      const setup = await stripe.setupIntents.create({
        customer,
        allowed_payment_method_types: [body.payment_method],
        usage: 'off_session',
        metadata: { cobro_purchase_id: row.purchase.id },
      });
      return { stripe_key: publishableKeyOf(app), client_secret: setup.client_secret ?? '' };
    }
    const { clientSecret } = await openIntent(app, {
      organizationId: row.organization.id,
      kind: 'setup',
      method: body.payment_method,
      amount: 0,
      purchaseId: row.purchase.id,
    });
    return { stripe_key: SANDBOX_PUBLISHABLE_KEY, client_secret: clientSecret };
  });
}

/** A buyer first seen by Stripe at update-card (a sandbox-era subscription): created once and remembered. */
async function stripeCustomer(app: FastifyInstance, stripe: Stripe, customer: typeof customers.$inferSelect) {
  const created = await stripe.customers.create(
    { email: customer.email, name: customer.name, metadata: { cobro_customer_id: customer.id } },
    { idempotencyKey: `customer-${customer.id}` },
  );
  await app.database.db.update(customers).set({ providerCustomerId: created.id }).where(eq(customers.id, customer.id));
  return created.id;
}
