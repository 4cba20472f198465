import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CheckoutPrefill, PlanSignatureState, SignedButtonAttributes } from '@cobro/contracts';
import { at, createdAt } from './columns';
import { plans } from './catalog';
import { organizations } from './organizations';

/**
 * A click on a <pay-button> (decision 1000): the plan the checkout opens, the buyer data it prefills and the
 * merchant's external ids for the callback. Kept after it expires: a purchase made through it still needs them.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    prefill: jsonb('prefill').$type<CheckoutPrefill>().notNull(),
    notEditable: boolean('not_editable').notNull().default(false),
    externalProductId: text('external_product_id'),
    externalCustomerId: text('external_customer_id'),
    externalOrderId: text('external_order_id'),
    externalUsageId: text('external_usage_id'),
    consumeUnits: integer('consume_units'),
    /**
     * Web-services buttons only (decision 1010): the signed attributes as the button sent them, and whether their
     * signature matched (`signed`, `missing`, `mismatch`); the callback reports both. Null for product-services.
     */
    planAttributes: jsonb('plan_attributes').$type<SignedButtonAttributes>(),
    planSignature: text('plan_signature').$type<PlanSignatureState>(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('checkout_sessions_org_created_idx').on(t.organizationId, t.createdAt)],
);
