import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, tsvector, updatedAt } from './columns';
import { organizations } from './organizations';

export type CatalogStatus = 'DRAFT' | 'ACTIVE' | 'PAUSED' | 'DISABLED';
export type PlanFrequency = 'day' | 'week' | 'month' | 'quarterly' | 'semianually' | 'year';

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
    search: tsvector('search').generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${services.name})`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('services_org_status_created_idx').on(t.organizationId, t.status, t.createdAt),
    index('services_search_idx').using('gin', t.search),
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
  ],
);
