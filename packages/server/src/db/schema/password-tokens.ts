import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { users } from './organizations';

/**
 * One-time link tokens: reset-password and create-password (API user), and the e-mail confirmation (decision 1130);
 * only the hash is stored.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'RESET_PASSWORD' | 'CREATE_API_USER_PASSWORD' | 'CONFIRM_EMAIL'>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);
