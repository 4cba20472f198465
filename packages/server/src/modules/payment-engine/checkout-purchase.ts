import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  MONEY_MOVING_CHARGE_STATUSES,
  OPEN_PURCHASE_STATUSES,
  providerNameOf,
  providerOf,
  type CheckoutPaymentMethod,
  type CreatePurchaseBody,
  type Provider,
  type ProviderName,
} from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { charges, purchases, type checkoutSessions } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { newId } from '../../ids';
import { emitEvent } from '../../realtime/emit';
import { merchantCustomer, paymentOptions, sellablePlan, type CheckoutPlan } from '../checkout/index';
import { isUuid } from '../../ids';

/**
 * The checks every payments-service call shares: the plan is for sale, the customer is the merchant's, the
 * method is one the merchant offers for this plan, and it belongs to the provider of the path.
 */
export async function checkoutContext(app: FastifyInstance, provider: ProviderName, body: CreatePurchaseBody) {
  const db = app.database.db;
  if (body.payment_link_id !== undefined && body.payment_link_id !== body.plan_id) {
    throw new AppError('CHK-002', { fields: { payment_link_id: 'invalid' } });
  }
  const found = await sellablePlan(db, body.plan_id);
  const customer = await merchantCustomer(db, found, body.customer_id);
  if (!(await paymentOptions(app, found)).includes(body.payment_method) || providerNameOf(body.payment_method) !== provider) {
    throw new AppError('CHK-010');
  }
  return { found, customer };
}

type Context = Awaited<ReturnType<typeof checkoutContext>>;
type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/** What a purchase keeps of the <pay-button> checkout session it came from (the callback reads the rest there). */
const sessionColumns = (session: CheckoutSessionRow | null) =>
  session
    ? {
        checkoutSessionId: session.id,
        salesChannel: 'WIDGET' as const,
        externalProductId: session.externalProductId,
        externalCustomerId: session.externalCustomerId,
        externalOrderId: session.externalOrderId,
        externalUsageId: session.externalUsageId,
      }
    : {};

/**
 * create-purchase: the buyer's open purchase of this plan, found again or created, with the chosen method and the
 * <pay-button> checkout session it came from, if any.
 */
export async function createPurchase(app: FastifyInstance, ctx: Context, body: CreatePurchaseBody, session: CheckoutSessionRow | null = null) {
  const now = app.clock.now();
  const { found, customer } = ctx;
  const provider = providerOf(body.payment_method);
  const purchase = await app.database.db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(purchases)
      .where(
        and(
          body.purchase_id && isUuid(body.purchase_id) ? eq(purchases.id, body.purchase_id) : undefined,
          eq(purchases.customerId, customer.id),
          eq(purchases.planId, found.plan.id),
          inArray(purchases.status, [...OPEN_PURCHASE_STATUSES]),
          isNull(purchases.deletedAt),
        ),
      )
      .orderBy(desc(purchases.createdAt))
      .limit(1)
      .for('update');
    if (body.purchase_id && !open) throw new AppError('CHK-006');
    const row = open
      ? await reuse(tx, open.id, provider, body.payment_method, session, now)
      : await insert(tx, found, customer.id, provider, body.payment_method, session, now);
    await emitEvent(tx, found.organization.id, 'purchases-updated', { id: row.id, occurredAt: now });
    return row;
  });
  app.outbox.wake();
  return { purchase_id: purchase.id, status: purchase.status };
}

async function reuse(tx: Tx, id: string, provider: Provider, method: CheckoutPaymentMethod, session: CheckoutSessionRow | null, now: Date) {
  // A purchase whose money is already moving (a SEPA debit processing) cannot start another payment.
  const [moving] = await tx
    .select({ id: charges.id })
    .from(charges)
    .where(and(eq(charges.purchaseId, id), inArray(charges.status, [...MONEY_MOVING_CHARGE_STATUSES])));
  if (moving) throw new AppError('CHK-007');
  const [row] = await tx
    .update(purchases)
    .set({ provider, paymentMethod: method, ...sessionColumns(session), updatedAt: now })
    .where(eq(purchases.id, id))
    .returning();
  return row;
}

async function insert(
  tx: Tx,
  found: CheckoutPlan,
  customerId: string,
  provider: Provider,
  method: CheckoutPaymentMethod,
  session: CheckoutSessionRow | null,
  now: Date,
) {
  const { plan } = found;
  const [row] = await tx
    .insert(purchases)
    .values({
      organizationId: found.organization.id,
      customerId,
      serviceId: plan.serviceId,
      planId: plan.id,
      provider,
      salesChannel: 'PAYMENT_LINK',
      status: plan.recurring ? 'incomplete' : 'pending',
      paymentStatus: null,
      paymentMethod: method,
      amount: plan.unitAmount,
      currency: plan.currency,
      // Cobro bills every provider's subscriptions itself (modules/subscriptions' renewals), so the id is its own.
      subscriptionId: plan.recurring ? newId('sub') : null,
      ...sessionColumns(session),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}
