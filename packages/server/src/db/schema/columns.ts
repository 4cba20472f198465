import { customType, timestamp } from 'drizzle-orm/pg-core';
import { redactCardNumbers, redactCardNumbersDeep } from '../../provider-protocols/card-numbers';

/** Every timestamp is `timestamptz`, read and written as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** Postgres full-text vector; lists search by word prefix through a GIN index (no pg_trgm needed). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * jsonb for what a provider sent (notifications, callbacks, the details of a flagged one). Every string in it has its
 * card numbers masked on the way to the database, so no code path can store one (quality bar 19): the handlers read
 * the payload as sent, only the row is masked.
 */
export const providerPayload = <T extends Record<string, unknown>>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'jsonb',
    toDriver: (value) => JSON.stringify(redactCardNumbersDeep(value)),
    // PGlite and node-postgres both parse jsonb already; a string is only ever a driver that did not.
    fromDriver: (value) => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T)),
  })(name);

/** text for a provider's own words (a decline message): card numbers masked on the way in, as `providerPayload`. */
export const providerText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => redactCardNumbers(value),
});
