import type { Language } from '@cobro/contracts';
import { desc } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { customers } from './customers';
import { organizations } from './organizations';
import { purchases } from './purchases';

/** A buyer's one-time sign-in code for one merchant's portal (decision 1152): only its SHA-256, single-use, expiring. */
export const portalCodes = pgTable(
  'portal_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('portal_codes_org_email_idx').on(t.organizationId, t.email, t.expiresAt)],
);

/** A buyer's portal session: one e-mail at one merchant, never a merchant's session (only the SHA-256 of its id). */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('portal_sessions_expires_idx').on(t.expiresAt)],
);

/** A buyer's withdrawal from a purchase (art. 11a CRD, decision 1153): one per purchase, by its unique key. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The name the buyer gave on the confirmation step. */
    name: text('name').notNull(),
    /** The language of the acknowledgment mail (the buyer's at the time). */
    language: text('language').$type<Language>().notNull(),
    receivedAt: at('received_at').notNull(),
    refundedAt: at('refunded_at'),
    /** When a merchant's refund of it started: one refund runs at a time, and a stale claim (a crash) is taken over. */
    refundClaimedAt: at('refund_claimed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_purchase_key').on(t.purchaseId),
    index('withdrawals_org_received_idx').on(t.organizationId, desc(t.receivedAt), desc(t.id)),
  ],
);
