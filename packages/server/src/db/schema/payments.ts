import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, providerPayload, updatedAt } from './columns';
import { charges } from './charges';
import { customers } from './customers';
import { organizations } from './organizations';
import { purchases } from './purchases';

export type SandboxPaymentStatus =
  | 'requires_payment_method'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'failed'
  /** Superseded before it took money (a duplicate found by migration 0006); it can no longer be confirmed. */
  | 'canceled'
  /** A second payment for an attempt that already had one: given back at once and flagged (decision 0806). */
  | 'refunded';

/** The statuses of an intent that can still take, or has taken, the attempt's money: one per charge at most. */
export const LIVE_INTENT_STATUSES = ['requires_payment_method', 'requires_action', 'processing', 'succeeded'] as const;
/** The partial unique index's predicate, word for word, so `on conflict` can name the index it infers. */
export const liveIntentPredicate = sql.raw(`kind = 'payment' and status in (${LIVE_INTENT_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * The sandbox card provider's own intents (`pi_sb_...` payments, `seti_sb_...` setups). The client secret is kept
 * only as its SHA-256: the frame proves it holds the secret, the row never holds a card number (quality bar 19).
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: text('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'payment' | 'setup'>().notNull(),
    method: text('method').$type<'card' | 'sepa_debit'>().notNull(),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'cascade' }),
    clientSecretHash: text('client_secret_hash').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').$type<SandboxPaymentStatus>().notNull().default('requires_payment_method'),
    /** What the pending authentication step or SEPA settlement will end as. */
    settlesAs: text('settles_as').$type<'succeeded' | 'failed'>(),
    settleAt: at('settle_at'),
    failureCode: text('failure_code'),
    declineCode: text('decline_code'),
    brand: text('brand'),
    last4: text('last4'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sandbox_intents_client_secret_key').on(t.clientSecretHash),
    // One purchase attempt (charge), one live payment intent: two concurrent payment-data calls cannot both open
    // one, so two client secrets can never both pay (issue 10). A failed intent is final and does not count.
    uniqueIndex('sandbox_intents_live_payment_key').on(t.chargeId).where(liveIntentPredicate),
    index('sandbox_intents_settle_idx').on(t.settleAt).where(sql`${t.status} = 'processing'`),
  ],
);

/**
 * One row per billed period of a subscription. The unique (purchase, period) key is the claim that makes two
 * scheduler processes charge a period once: the loser's insert conflicts and it moves on.
 */
export const billingPeriods = pgTable(
  'billing_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    status: text('status').$type<'claimed' | 'processing' | 'paid' | 'retrying' | 'failed'>().notNull(),
    /** A variable purchase's period: the units it bills (its usage records'); null for a fixed plan's. */
    units: integer('units'),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('billing_periods_purchase_period_key').on(t.purchaseId, t.periodStart),
    index('billing_periods_retry_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'retrying'`),
  ],
);

/** Flagged provider notifications: verified, but their business fields disagree with the stored order. */
export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    reason: text('reason').notNull(),
    details: providerPayload<Record<string, unknown>>('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('payment_anomalies_org_idx').on(t.organizationId, t.createdAt)],
);

/** verify-id's per-customer location key (decision 0103): only its SHA-256, valid until `expiresAt`. */
export const locationUpdateKeys = pgTable('location_update_keys', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/** The buyer's invoice request of a purchase (POST /checkout/{id}/request-invoice), one per purchase. */
export const invoiceRequests = pgTable('invoice_requests', {
  purchaseId: uuid('purchase_id')
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  requested: boolean('requested').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Units a merchant reported for a variable purchase (decision 1139): when they happened, and the billing period they
 * count in (its start), which is the open one when the report arrived after its own period was billed.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    units: integer('units').notNull(),
    occurredAt: at('occurred_at').notNull(),
    periodStart: at('period_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('usage_records_purchase_period_idx').on(t.purchaseId, t.periodStart, t.occurredAt)],
);
