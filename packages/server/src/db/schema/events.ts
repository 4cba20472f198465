import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { organizations } from './organizations';

/**
 * The outbox: every merchant-visible state change is written here in the same transaction as the change,
 * then pushed over socket.io (published_at) and to the merchant's callback URL (webhook_deliveries).
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    entityId: text('entity_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    publishedAt: at('published_at'),
  },
  (t) => [
    // The dispatcher only ever scans unpublished rows.
    index('events_unpublished_idx').on(t.id).where(sql`${t.publishedAt} is null`),
    index('events_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);

/** One row per (event, callback URL); webhook_id stays the same across retries (Standard Webhooks). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    webhookId: text('webhook_id').notNull(),
    url: text('url').notNull(),
    /** The signed JSON, built when the event was written, so every retry sends the same bytes. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed' | 'disabled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_url_key').on(t.eventId, t.url),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_org_created_idx').on(t.organizationId, t.createdAt),
  ],
);
