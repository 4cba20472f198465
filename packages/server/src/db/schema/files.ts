import { bigserial, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** bytea as bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as binary; a plain Uint8Array view is copied into one without copying its bytes.
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files (service images), in the database every process shares: a file put through one process is
 * served by all of them, and it is backed up with the rows that name it (decision 0601). Keys are `storage/`'s.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * The socket.io PostgreSQL adapter's table, in the shape it expects: a message over NOTIFY's 8000-byte limit is
 * written here and its id notified; the adapter deletes rows after 30 seconds (decision 0230).
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
