import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { descending } from './index-order';
import { at, createdAt, updatedAt } from './columns';
import { checkoutSessions } from './checkout-sessions';
import { customers, paymentMethods } from './customers';
import { plans, services } from './catalog';
import { organizations } from './organizations';

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'finished'
  | 'paused';
/** One-time purchases carry the status of their payment. */
export type OneTimeStatus = 'paid' | 'succeeded' | 'pending' | 'failed';
export type Provider = 'STRIPE' | 'REDSYS' | 'INESPAY';

/** A customer's purchase of a plan: a subscription when the plan is recurring, else a one-time sale. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').$type<Provider>().notNull(),
    salesChannel: text('sales_channel').$type<'PAYMENT_LINK' | 'WIDGET'>().notNull().default('PAYMENT_LINK'),
    /** Subscription status for recurring purchases, payment status for one-time ones (what the list badges). */
    status: text('status').$type<SubscriptionStatus | OneTimeStatus>().notNull(),
    paymentStatus: text('payment_status'),
    paymentMethod: text('payment_method'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    /** Subscription id at the provider (card provider) or our own queue id (REDSYS, INESPAY). */
    subscriptionId: text('subscription_id'),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    cancelAt: at('cancel_at'),
    canceledAt: at('canceled_at'),
    pausedAt: at('paused_at'),
    nextRecurringDate: at('next_recurring_date'),
    /** What the billing dates are counted from (modules/payment-engine/billing-period-rules.ts billingDate); set at the first payment. */
    billingAnchor: at('billing_anchor'),
    finishDate: at('finish_date'),
    cyclesCompleted: integer('cycles_completed').notNull().default(0),
    manualPaymentMethod: text('manual_payment_method'),
    externalProductId: text('external_product_id'),
    externalCustomerId: text('external_customer_id'),
    externalOrderId: text('external_order_id'),
    /** A variable purchase's usage id from the integrator (the button's external-usage-id): usage may name it. */
    externalUsageId: text('external_usage_id'),
    /** The <pay-button> click the purchase came from (create-purchase's `checkout-session` header). */
    checkoutSessionId: uuid('checkout_session_id').references(() => checkoutSessions.id, { onDelete: 'set null' }),
    /** When the buyer consented to lose the right of withdrawal of an excluded service (payment-data, decision 1161). */
    withdrawalWaivedAt: at('withdrawal_waived_at'),
    /**
     * After when a pending or failed purchase left only by abandoned attempts leaves the lists; null: never, as its
     * charges stand. Kept by the database's triggers on charges and on the purchase's status (migration 0035,
     * decision 1179); never written here.
     */
    abandonedAfter: at('abandoned_after'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    // Migrations 0017 and 0035 add what the list's filters test as INCLUDE columns (drizzle cannot declare them),
    // abandoned_after among them: a page finds its purchases in this index alone, newest first (`purchaseRows`,
    // decisions 0107 and 1179). As key columns, a count by method took the method as an index condition it cannot
    // seek on and read the whole index (42 ms).
    index('purchases_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // Each list order reads an index in that order (decision 0107): empty dates last both ways, then newest first,
    // as db/list-order.ts sorts; a status ties on most rows, so newest-first within it, once per direction.
    index('purchases_org_next_recurring_idx').on(t.organizationId, t.nextRecurringDate.asc().nullsLast(), descending(t.createdAt), descending(t.id)),
    index('purchases_org_next_recurring_desc_idx').on(t.organizationId, t.nextRecurringDate.desc().nullsLast(), descending(t.createdAt), descending(t.id)),
    index('purchases_org_finish_idx').on(t.organizationId, t.finishDate.asc().nullsLast(), descending(t.createdAt), descending(t.id)),
    index('purchases_org_finish_desc_idx').on(t.organizationId, t.finishDate.desc().nullsLast(), descending(t.createdAt), descending(t.id)),
    index('purchases_org_status_idx').on(t.organizationId, t.status, descending(t.createdAt), descending(t.id)),
    index('purchases_org_status_desc_idx').on(t.organizationId, descending(t.status), descending(t.createdAt), descending(t.id)),
    index('purchases_org_method_created_idx').on(t.organizationId, t.paymentMethod, t.createdAt),
    index('purchases_customer_idx').on(t.customerId, t.createdAt),
    // Plans and services show how many live purchases they have: counted from these alone.
    index('purchases_plan_idx').on(t.planId, t.deletedAt),
    index('purchases_service_idx').on(t.serviceId, t.deletedAt),
    index('purchases_org_usage_id_idx').on(t.organizationId, t.externalUsageId).where(sql`${t.externalUsageId} is not null`),
    // The recurring-billing scheduler scans what is due.
    index('purchases_next_recurring_idx').on(t.nextRecurringDate),
  ],
);

/**
 * How many live (not deleted) purchases each plan has, per service of the purchase, kept by statement triggers on
 * `purchases` in the transaction that writes them (migration 0016, as the panel's figures are): every view of a plan
 * or service shows its count, and counting a page's plans read thousands of purchases per plan at a million charges.
 */
export const planPurchaseCounts = pgTable(
  'plan_purchase_counts',
  {
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** The purchase's `panel_stripe`, so concurrent purchases of one plan rarely update one row (migration 0036); readers sum. */
    stripe: smallint('stripe').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [unique('plan_purchase_counts_key').on(t.planId, t.serviceId, t.stripe), index('plan_purchase_counts_service_idx').on(t.serviceId)],
);
