import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tsvector, updatedAt } from './columns';
import { organizations } from './organizations';

export type CatalogStatus = 'DRAFT' | 'ACTIVE' | 'PAUSED' | 'DISABLED';
export type PlanFrequency = 'day' | 'week' | 'month' | 'quarterly' | 'semianually' | 'year';
/** Who made a catalog row: the merchant (dashboard), or a web-services <pay-button> click (decision 1011). */
export type CatalogOrigin = 'dashboard' | 'button';
/** The kind of widget key behind a button's row; null for the merchant's own. */
export type KeyMode = 'test' | 'live';

/** A button's rows are told apart from the merchant's, and a test key's from a live key's (decision 1011). */
const originColumns = () => ({
  origin: text('origin').$type<CatalogOrigin>().notNull().default('dashboard'),
  keyMode: text('key_mode').$type<KeyMode>(),
});
const originCheck = (table: string, t: { origin: AnyColumn; keyMode: AnyColumn }) =>
  check(
    `${table}_origin_check`,
    sql`${t.origin} IN ('dashboard', 'button') AND (${t.origin} = 'button') = (${t.keyMode} IS NOT NULL) AND (${t.keyMode} IS NULL OR ${t.keyMode} IN ('test', 'live'))`,
  );

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<CatalogStatus>().notNull().default('DRAFT'),
    published: boolean('published').notNull().default(false),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Days a buyer may withdraw from a purchase of it (art. 11a CRD, decision 1153); excluded: no withdrawal at all. */
    withdrawalDays: integer('withdrawal_days').notNull().default(14),
    withdrawalExcluded: boolean('withdrawal_excluded').notNull().default(false),
    ...originColumns(),
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${services.name})`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('services_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('services_search_idx').using('gin', t.search),
    originCheck('services', t),
  ],
);

/** A price of a service. Money is integer cents. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    unitAmount: integer('unit_amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    type: text('type').$type<'fixed' | 'variable'>().notNull(),
    recurring: boolean('recurring').notNull().default(false),
    frequency: text('frequency').$type<PlanFrequency>(),
    paymentDay: integer('payment_day'),
    prorate: boolean('prorate').notNull().default(false),
    billingCycles: integer('billing_cycles'),
    futureCharge: text('future_charge').$type<'last_charge' | 'no_charge'>(),
    status: text('status').$type<CatalogStatus>().notNull().default('DRAFT'),
    active: boolean('active').notNull().default(false),
    /** Price id at the card provider; a payment link is only offered when it exists. */
    stripeId: text('stripe_id'),
    paymentLinkUrl: text('payment_link_url'),
    paymentLinkActive: boolean('payment_link_active').notNull().default(false),
    ...originColumns(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple'::regconfig, ${plans.name} || ' ' || ${plans.description})`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('plans_service_idx').on(t.serviceId),
    index('plans_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    uniqueIndex('plans_stripe_id_key').on(t.stripeId).where(sql`${t.stripeId} is not null`),
    index('plans_search_idx').using('gin', t.search),
    originCheck('plans', t),
    index('plans_button_created_idx')
      .on(t.organizationId, t.keyMode, t.createdAt)
      .where(sql`${t.origin} = 'button'`),
  ],
);
