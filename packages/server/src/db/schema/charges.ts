import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { descending } from './index-order';
import { at, createdAt, providerPayload, providerText, updatedAt } from './columns';
import { customers } from './customers';
import { organizations } from './organizations';
import { purchases, type Provider } from './purchases';

export type ChargeStatus = 'succeeded' | 'paid' | 'pending' | 'processing' | 'failed' | 'refunded' | 'disputed';
export type DisputeStatus =
  | 'won'
  | 'lost'
  | 'submitted'
  | 'unsubmitted'
  | 'expired'
  | 'warning_needs_response'
  | 'needs_response';
export interface FeeDetail {
  type: string;
  amount: number;
}

/** A payment attempt that moved (or tried to move) money. All amounts in cents. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    amountNet: integer('amount_net').notNull().default(0),
    amountFee: integer('amount_fee').notNull().default(0),
    feeDetails: jsonb('fee_details').$type<FeeDetail[]>().notNull().default([]),
    status: text('status').$type<ChargeStatus>().notNull(),
    refunded: boolean('refunded').notNull().default(false),
    refundReason: text('refund_reason').$type<'duplicate' | 'fraudulent' | 'requested_by_customer'>(),
    paymentMethod: text('payment_method').notNull(),
    paymentMethodDetails: jsonb('payment_method_details').$type<Record<string, unknown>>(),
    currency: text('currency').notNull().default('eur'),
    provider: text('provider').$type<Provider>().notNull(),
    /** Id at the provider (card-provider charge id, Redsys order, Inespay payment); unique so replays are no-ops. */
    providerId: text('provider_id'),
    receiptUrl: text('receipt_url'),
    description: text('description'),
    disputeAmount: integer('dispute_amount'),
    disputeReason: text('dispute_reason'),
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    failureCode: text('failure_code'),
    /** The provider's decline message, card numbers masked by the column. */
    failureMessage: providerText('failure_message'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Each list order has an index in that order (db/list-order.ts, decision 0107), so a page reads its 15 rows.
  // Amounts rarely tie, so (organization, amount) read either way is enough; a status or a method ties on most
  // rows, so newest-first within it is in the index, once per direction. The customer's index carries status and
  // method so "has a failed charge" (the customers list filter) is answered from the index alone.
  (t) => [
    uniqueIndex('charges_provider_id_key').on(t.provider, t.providerId).where(sql`${t.providerId} is not null`),
    // The panel's sums over a date range read this index alone (no table page per charge): 32 ms -> 1.5 ms for a
    // month at 100,000 charges (decision 0290). A page of the list finds its charges in it alone too, newest first
    // (`chargeRows`, decision 0107), its offset included: migration 0034 keys it (organization, date, id) and adds
    // what the panel reads and the list's filters test (the abandoned attempts' failure code among them) as INCLUDE
    // columns, which drizzle cannot declare. Page 2,000 of a million charges: 1,079 ms -> 9 ms (decision 1172).
    index('charges_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    // Migration 0034 adds what the list's filters test as INCLUDE columns: a filtered list sorted by amount walks
    // this index alone (decision 1172).
    index('charges_org_amount_idx').on(t.organizationId, t.amount),
    index('charges_org_status_idx').on(t.organizationId, t.status, descending(t.createdAt), descending(t.id)),
    index('charges_org_status_desc_idx').on(t.organizationId, descending(t.status), descending(t.createdAt), descending(t.id)),
    index('charges_org_method_idx').on(t.organizationId, t.paymentMethod, descending(t.createdAt), descending(t.id)),
    index('charges_org_method_desc_idx').on(t.organizationId, descending(t.paymentMethod), descending(t.createdAt), descending(t.id)),
    index('charges_customer_idx').on(t.customerId, t.createdAt, t.status, t.paymentMethod),
    // Migration 0034 adds status and failure_code as INCLUDE columns: a purchases page tests the purchases it walks
    // for abandoned attempts (`livePurchase`) in this index alone (decision 1172).
    index('charges_purchase_idx').on(t.purchaseId, t.createdAt),
  ],
);

/** Refunds of a charge: the `associated_transactions` of object `refund`. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'canceled'>().notNull(),
    reason: text('reason').$type<'duplicate' | 'fraudulent' | 'requested_by_customer'>(),
    providerId: text('provider_id'),
    failureMessage: providerText('failure_message'),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_charge_idx').on(t.chargeId, t.createdAt)],
);

/**
 * Each provider order of a charge. A Redsys retry needs a new order number mapped to the same charge, and
 * notifications are matched (amount, currency, merchant code, terminal) against the stored order.
 */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<Provider>().notNull(),
    orderNumber: text('order_number').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Redsys merchant code and terminal the order was signed for; a notification must name the same ones. */
    merchantCode: text('merchant_code'),
    terminal: text('terminal'),
    /** The provider's own id of this attempt when it differs from the order (Inespay's singlePayinId). */
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<'created' | 'paid' | 'denied' | 'mismatch'>().notNull().default('created'),
    /** What the provider said, card numbers masked by the column. */
    notification: providerPayload<Record<string, unknown>>('notification'),
    /** Where the provider's page sends the buyer back (the sandbox's bank page reads it; decision 1134). */
    returnUrls: jsonb('return_urls').$type<{ success: string; failure: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('charge_attempts_order_key').on(t.provider, t.orderNumber), index('charge_attempts_charge_idx').on(t.chargeId)],
);
