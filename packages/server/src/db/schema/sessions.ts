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
 * Attempts of the throttled anonymous actions (sign-in, sign-up, forgot-password), counted per action, per e-mail
 * and per address (works across processes). A sign-in is inserted `pending` before its password is checked and then
 * settled (decision 0201); the other actions count every request, recorded `counted` (decision 0210).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<'login' | 'sign-up' | 'forgot-password' | 'portal-code'>().notNull().default('login'),
    email: text('email').notNull(),
    address: text('address').notNull(),
    outcome: text('outcome').$type<'pending' | 'success' | 'failure' | 'counted'>().notNull(),
    attemptedAt: at('attempted_at').notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.action, t.email, t.attemptedAt),
    index('login_attempts_address_idx').on(t.action, t.address, t.attemptedAt),
  ],
);
