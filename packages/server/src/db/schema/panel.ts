import { bigint, date, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { organizations } from './organizations';
import { services } from './catalog';

/*
 * The panel's figures kept as they change, by statement triggers on `charges` and `purchases` (migration 0015), in
 * the transaction that changes them: a 90-day range of a million-charge merchant reads about 2,000 hour rows instead
 * of 250,000 charges (decision 0290). Each key of charge_hours and service_days is spread over PANEL_STRIPES rows, a
 * charge's counts on the stripe its id hashes to (`panel_stripe`, migration 0033), so concurrent checkouts of one
 * merchant rarely update the same row; every reader sums the stripes (decision 1168).
 */

/** How many rows each key of the kept figures is spread over (migration 0033's `panel_stripe`; 0036 for purchases'). */
export const PANEL_STRIPES = 16;

/**
 * Per organization and UTC hour (Madrid's offsets are whole hours, so hours add up to Madrid's days and hours
 * exactly): `brute`/`net` of the charges collected, and how many succeeded, were refunded, failed, or were made.
 */
export const chargeHours = pgTable(
  'charge_hours',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hour: at('hour').notNull(),
    stripe: smallint('stripe').notNull(),
    brute: bigint('brute', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    success: integer('success').notNull().default(0),
    refund: integer('refund').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    charges: integer('charges').notNull().default(0),
  },
  (t) => [unique('charge_hours_key').on(t.organizationId, t.hour, t.stripe)],
);

/** Per organization, Madrid day and service: the amount of the charges collected through its purchases. */
export const serviceDays = pgTable(
  'service_days',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    stripe: smallint('stripe').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('service_days_key').on(t.organizationId, t.day, t.serviceId, t.stripe)],
);

/** Per organization and status: how many purchases (not deleted) are in it, on stripes as charge_hours (migration 0036). */
export const purchaseCounts = pgTable(
  'purchase_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    stripe: smallint('stripe').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [unique('purchase_counts_key').on(t.organizationId, t.status, t.stripe)],
);
