import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { organizations } from './organizations';

/**
 * The sandbox's simulated verification (decision 0240): a row is a review that finishes at `dueAt`. The job claims
 * due rows by deleting them, so several server processes never review one merchant twice.
 */
export const gatewayReviews = pgTable('gateway_reviews', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  dueAt: at('due_at').notNull(),
});
