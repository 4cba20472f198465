import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { apiKeys } from './integration';

/**
 * The server-to-server API's rate limit: one fixed-window counter per secret key (`api_keys`), counted in the
 * database so every server process shares it (decision 0280). A regenerated key starts a window of its own.
 */
export const apiKeyWindows = pgTable('api_key_windows', {
  apiKeyId: uuid('api_key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  windowStart: at('window_start').notNull(),
  requests: integer('requests').notNull(),
});
