import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { organizations } from './organizations';

/**
 * The organization's secret API key (one at most: regenerating replaces the row). Only the SHA-256 of the key is
 * kept, so a leaked table grants nothing; the key itself is shown once, when generated (decision 0260).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters (`sk_test_AbC`), to tell keys apart in logs without revealing them. */
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_organization_key').on(t.organizationId), uniqueIndex('api_keys_key_hash_key').on(t.keyHash)],
);

/**
 * The server-to-server API's rate limit: one fixed-window counter per key, counted in the database so every server
 * process shares it. A regenerated key starts a window of its own.
 */
export const apiKeyWindows = pgTable('api_key_windows', {
  apiKeyId: uuid('api_key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  windowStart: at('window_start').notNull(),
  requests: integer('requests').notNull(),
});
