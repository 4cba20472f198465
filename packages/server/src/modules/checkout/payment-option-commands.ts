import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ONE_TIME_METHODS, type CheckoutPaymentMethod, type PaymentOptionName } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { prepared } from '../../db/prepared';
import { customers, invoiceRequests, purchases } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';
import { offeredOptions } from '../payment-methods/index';
import type { CheckoutPlan } from './checkout-plan-view';

/** The merchant's payment option names (configuration) and the checkout method each one offers. */
const OPTION_METHODS: Record<PaymentOptionName, CheckoutPaymentMethod> = {
  card_payments: 'card',
  sepa_debit_payments: 'sepa_debit',
  inespay_payments: 'inespay',
  redsys_payments: 'redsys',
  bizum_payments: 'bizum',
};

/** What a variable subscription's checkout saves for later charges (a setup): card or SEPA mandate (decision 1139). */
const SAVED_METHODS: readonly CheckoutPaymentMethod[] = ['card', 'sepa_debit'];

/**
 * The methods a buyer may pay this plan with, read live: those the merchant selected whose provider is active
 * (modules/payment-methods), in a fixed order. A method that pays once (an Inespay transfer, Bizum) cannot be
 * charged again, so it is not offered for subscriptions; a variable one pays nothing now, so only a method saved
 * for its later charges is.
 */
export async function paymentOptions(app: FastifyInstance, found: CheckoutPlan): Promise<CheckoutPaymentMethod[]> {
  const offered = (await offeredOptions(app, found.organization)).map((option) => OPTION_METHODS[option]);
  if (found.plan.type === 'variable') return offered.filter((method) => SAVED_METHODS.includes(method));
  return offered.filter((method) => !(found.plan.recurring && ONE_TIME_METHODS.includes(method)));
}

/** A customer of the link's merchant, else 404 CUS-003 (a buyer never reaches another merchant's customers). */
export async function merchantCustomer(db: Queryable, found: CheckoutPlan, customerId: string) {
  if (!isUuid(customerId)) throw new AppError('CUS-003');
  // Prepared: each of a checkout's steps after the first reads it (decision 1173).
  const [customer] = await prepared(db, 'merchant_customer', () =>
    db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.id, sql.placeholder('customerId')),
          eq(customers.organizationId, sql.placeholder('organizationId')),
          isNull(customers.deletedAt),
        ),
      ),
  ).execute({ customerId, organizationId: found.organization.id });
  if (!customer) throw new AppError('CUS-003');
  return customer;
}

/** Stores the buyer's invoice request on a purchase of this checkout's plan (the merchant issues the invoice). */
export async function requestInvoice(db: Queryable, found: CheckoutPlan, purchaseId: string, requested: boolean, now: Date) {
  // The body's id is opaque text to the contract; the column is a uuid, which refuses anything else outright.
  if (!isUuid(purchaseId)) throw new AppError('CHK-006');
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.planId, found.plan.id), isNull(purchases.deletedAt)));
  if (!purchase) throw new AppError('CHK-006');
  await db
    .insert(invoiceRequests)
    .values({ purchaseId, requested, updatedAt: now })
    .onConflictDoUpdate({ target: invoiceRequests.purchaseId, set: { requested, updatedAt: now } });
}
