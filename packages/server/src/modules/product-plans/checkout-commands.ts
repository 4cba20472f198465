import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { splitGross, type ProductCheckoutResponse } from '@cobro/contracts';
import { productSubscriptions, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { SessionContext } from '../../http/access';
import { sellablePlan } from '../checkout/index';
import { createPurchase, paymentData } from '../payment-engine/index';
import { ensureHouse, houseCustomer } from './house-commands';
import { currentSubscription, findPlan } from './product-plan-queries';

/** Subscriptions that still hold the plan: a new plan is asked for by e-mail then (dashboard-core 2). */
const HOLDING = ['active', 'trialing', 'past_due', 'unpaid', 'paused'];

/** Who may buy a plan: a payments merchant without a parent platform (whose plan is the platform's agreement). */
export function assertMayBuy(session: SessionContext) {
  if (session.organization.clientProductType !== 'payments' || session.organization.platformId) throw new AppError('API-003');
}

/**
 * POST /uelz-plans/checkout/{id}: the merchant's purchase of the house plan (created or found again) and its
 * first charge, opened by the payment engine with the card (the sandbox's unless Stripe is configured). The
 * amounts answered are the charge's, split into net and VAT.
 */
export async function planCheckout(app: FastifyInstance, session: SessionContext, planId: string): Promise<ProductCheckoutResponse> {
  assertMayBuy(session);
  const db = app.database.db;
  const now = app.clock.now();
  const current = await currentSubscription(db, session.organization.id);
  if (current && HOLDING.includes(current.status)) throw new AppError('API-005', { details: { reason: 'plan_held', plan: current.plan.name } });
  const plan = await findPlan(db, planId);
  if (!plan?.active) throw new AppError('API-004');
  await ensureHouse(db, now);
  const found = await sellablePlan(db, plan.id, 'house');
  const customer = await houseCustomer(db, session.organization, session.user, now);
  const ctx = { found, customer };
  const body = { plan_id: found.plan.id, customer_id: customer.id, payment_method: 'card' as const };
  const { purchase_id } = await createPurchase(app, ctx, body);
  const data = await paymentData(app, ctx, { ...body, purchase_id });
  if (!('client_secret' in data)) throw new AppError('PE-001');
  const [purchase] = await db.select({ subscriptionId: purchases.subscriptionId }).from(purchases).where(eq(purchases.id, purchase_id));
  await linkSubscription(app, session.organization.id, found.plan.id, purchase.subscriptionId!);
  const { net, tax } = splitGross(data.amount);
  return { client_secret: data.client_secret, stripe_key: data.stripe_key, currency: data.currency, current_amount: net, total_tax_amount: tax };
}

/** The merchant's plan subscription row naming the house purchase's subscription id (one per purchase). */
async function linkSubscription(app: FastifyInstance, organizationId: string, productPlanId: string, subscriptionId: string) {
  const db = app.database.db;
  const now = app.clock.now();
  const [linked] = await db
    .select({ id: productSubscriptions.id })
    .from(productSubscriptions)
    .where(and(eq(productSubscriptions.organizationId, organizationId), eq(productSubscriptions.providerSubscriptionId, subscriptionId)));
  if (linked) return;
  await db.insert(productSubscriptions).values({
    organizationId,
    productPlanId,
    kind: 'plan',
    status: 'incomplete',
    providerSubscriptionId: subscriptionId,
    createdAt: now,
    updatedAt: now,
  });
}
