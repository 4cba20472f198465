import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';
import { users } from './organizations';

/** Signed-in sessions. The key is the SHA-256 of the cookie's random id, so a leaked table grants nothing. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Sign-in attempts, counted per account and per address for throttling (works across processes). An attempt is
 * inserted `pending` before its password is checked and then settled (decision 0201).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    outcome: text('outcome').$type<'pending' | 'success' | 'failure'>().notNull(),
    attemptedAt: at('attempted_at').notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_address_idx').on(t.address, t.attemptedAt),
  ],
);
