import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentMethod, ProductCheckoutResponse } from '@cobro/contracts';
import { customers, paymentMethods, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../http/access';
import { newId } from '../../ids';
import { openIntent, publishableKeyOf, SANDBOX_PUBLISHABLE_KEY, stripeClientOf } from '../payment-engine/index';
import { HOUSE } from '../organizations/index';
import { ensureHouse, houseCustomer } from './house-commands';

type Customer = typeof customers.$inferSelect;

/** Only an organization under a parent platform has the platform agreement. */
function assertPlatform(session: SessionContext) {
  if (session.organization.clientProductType !== 'payments' || !session.organization.platformId) throw new AppError('API-003');
}

/** The organization's platform agreement: a house purchase of the zero-cost platform plan, created once. */
async function platformPurchase(app: FastifyInstance, customer: Customer) {
  const db = app.database.db;
  const now = app.clock.now();
  const mine = and(eq(purchases.customerId, customer.id), eq(purchases.planId, HOUSE.platformPlanId), isNull(purchases.deletedAt));
  const [found] = await db.select().from(purchases).where(mine).orderBy(desc(purchases.createdAt)).limit(1);
  if (found) return found;
  const [created] = await db
    .insert(purchases)
    .values({
      organizationId: HOUSE.organizationId,
      customerId: customer.id,
      serviceId: HOUSE.serviceId,
      planId: HOUSE.platformPlanId,
      provider: 'STRIPE',
      status: 'active',
      paymentMethod: 'card',
      amount: 0,
      subscriptionId: newId('sub'),
      currentPeriodStart: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created;
}

/**
 * POST /organizations/platform/get-payment-data: a card setup at zero cost for the platform agreement. The
 * confirmed setup's card becomes the agreement's method (the payment engine's update-card path), with Stripe when
 * it is configured and the sandbox otherwise.
 */
export async function platformPaymentData(app: FastifyInstance, session: SessionContext): Promise<ProductCheckoutResponse> {
  assertPlatform(session);
  const db = app.database.db;
  await ensureHouse(db, app.clock.now());
  const customer = await houseCustomer(db, session.organization, session.user, app.clock.now());
  const purchase = await platformPurchase(app, customer);
  const zero = { currency: 'eur', current_amount: 0, total_tax_amount: 0 };
  const stripe = stripeClientOf(app);
  if (stripe) {
    const stripeCustomer = customer.providerCustomerId ?? (await createStripeCustomer(app, customer));
    const setup = await stripe.setupIntents.create({
      customer: stripeCustomer,
      allowed_payment_method_types: ['card'],
      usage: 'off_session',
      metadata: { cobro_purchase_id: purchase.id },
    });
    return { ...zero, client_secret: setup.client_secret ?? '', stripe_key: publishableKeyOf(app) };
  }
  const { clientSecret } = await openIntent(app, { organizationId: HOUSE.organizationId, kind: 'setup', method: 'card', amount: 0, purchaseId: purchase.id });
  return { ...zero, client_secret: clientSecret, stripe_key: SANDBOX_PUBLISHABLE_KEY };
}

async function createStripeCustomer(app: FastifyInstance, customer: Customer) {
  const created = await stripeClientOf(app)!.customers.create(
    { email: customer.email, name: customer.name, metadata: { cobro_customer_id: customer.id } },
    { idempotencyKey: `customer-${customer.id}` },
  );
  await app.database.db.update(customers).set({ providerCustomerId: created.id }).where(eq(customers.id, customer.id));
  return created.id;
}

/** GET /organizations/payment-method: the card the platform agreement is billed with (empty: none saved yet). */
export async function platformPaymentMethods(app: FastifyInstance, session: SessionContext): Promise<PaymentMethod[]> {
  assertPlatform(session);
  const rows = await app.database.db
    .select({ method: paymentMethods })
    .from(purchases)
    .innerJoin(customers, eq(customers.id, purchases.customerId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, purchases.paymentMethodId))
    .where(
      and(
        eq(purchases.planId, HOUSE.platformPlanId),
        eq(customers.organizationId, HOUSE.organizationId),
        eq(customers.externalCustomerId, session.organization.id),
        isNull(purchases.deletedAt),
      ),
    )
    .orderBy(desc(purchases.createdAt));
  return rows.map(({ method: m }) => ({
    id: m.id,
    type: m.type as PaymentMethod['type'],
    brand: m.brand,
    last4: m.last4,
    image: m.image,
    description: m.description,
  }));
}
