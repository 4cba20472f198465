import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is `timestamptz`, read and written as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** Postgres full-text vector; lists search by word prefix through a GIN index (no pg_trgm needed). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
