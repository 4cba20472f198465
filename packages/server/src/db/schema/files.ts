import { bigserial, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** bytea as bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both are Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // Sent as a binary parameter by node-postgres (a Buffer) and PGlite (database.ts); a plain Uint8Array view is
  // wrapped as a Buffer without copying its bytes.
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded files (service images, legal documents), in the database every process shares: a file put through one
 * process is served by all of them, and it is backed up with the rows that name it (decision 0601). Keys are
 * `storage/`'s. The bytes are in `storedFileChunks`.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** A stored file's bytes in rows of `STORED_FILE_CHUNK_BYTES`, numbered from 0 (decision 0242). */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_chunks_pk', columns: [t.key, t.seq] })],
);

/**
 * The socket.io PostgreSQL adapter's table, in the shape it expects: a message over NOTIFY's 8000-byte limit is
 * written here and its id notified; the adapter deletes rows after 30 seconds (decision 0230).
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});
