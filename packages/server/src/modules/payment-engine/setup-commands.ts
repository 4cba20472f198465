import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { customers } from '../../db/schema/index';
import { openIntent, SANDBOX_PUBLISHABLE_KEY } from './provider-adapters/sandbox-card';
import { publishableKeyOf, stripeClientOf } from './registry';

type CustomerRow = typeof customers.$inferSelect;

export interface SetupInput {
  organizationId: string;
  purchaseId: string;
  customer: CustomerRow;
  method: 'card' | 'sepa_debit';
}

/**
 * A setup for a subscription's method, confirmed in the provider's form in setup mode: Stripe's SetupIntent (its
 * metadata names the purchase, for setup_intent.succeeded) or the sandbox's. Its success makes the method the
 * subscription's (replaceSubscriptionMethod): update-card replaces one, a variable plan's checkout saves the first.
 */
export async function openSetup(app: FastifyInstance, input: SetupInput) {
  const stripe = stripeClientOf(app);
  if (stripe) {
    const customer = input.customer.providerCustomerId ?? (await stripeCustomer(app, stripe, input.customer));
    const setup = await stripe.setupIntents.create({
      customer,
      allowed_payment_method_types: [input.method],
      usage: 'off_session',
      metadata: { cobro_purchase_id: input.purchaseId },
    });
    return { id: setup.id, stripe_key: publishableKeyOf(app), client_secret: setup.client_secret ?? '' };
  }
  const { intent, clientSecret } = await openIntent(app, {
    organizationId: input.organizationId,
    kind: 'setup',
    method: input.method,
    amount: 0,
    purchaseId: input.purchaseId,
  });
  return { id: intent.id, stripe_key: SANDBOX_PUBLISHABLE_KEY, client_secret: clientSecret };
}

/** A buyer first seen by Stripe at a setup (a sandbox-era subscription): created once and remembered. */
async function stripeCustomer(app: FastifyInstance, stripe: Stripe, customer: CustomerRow) {
  const created = await stripe.customers.create(
    { email: customer.email, name: customer.name, metadata: { cobro_customer_id: customer.id } },
    { idempotencyKey: `customer-${customer.id}` },
  );
  await app.database.db.update(customers).set({ providerCustomerId: created.id }).where(eq(customers.id, customer.id));
  return created.id;
}
