import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { organizations } from './organizations';

/** A person who signs in. `owner` users own an organization; `api` users are created by the owner. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    prefix: text('prefix'),
    phone: text('phone'),
    /** argon2id PHC string; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleId: text('google_id'),
    role: text('role').$type<'owner' | 'api'>().notNull().default('owner'),
    /** The language of the user's mail (es or en): the browser's at sign-up. */
    language: text('language').$type<'es' | 'en'>().notNull().default('es'),
    organizationId: uuid('organization_id').references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mails are stored lower-cased (the contract's Email schema lower-cases), so a plain unique index suffices.
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_id_key').on(t.googleId).where(sql`${t.googleId} is not null`),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/** One-time tokens of the reset-password and create-password (API user) flows; only the hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'RESET_PASSWORD' | 'CREATE_API_USER_PASSWORD'>().notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);
