import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { databases } from '../../test/harness';
import { earlierDatabase } from '../../test/migrations';
import { createDatabaseStorage, STORED_FILE_CHUNK_BYTES } from './database-storage';

/** A pdf's bytes of `size` (any content past the signature: only the key's extension is checked here). */
const pdf = (size: number) => {
  const bytes = Uint8Array.from({ length: size }, (_, i) => (i * 131 + (i >> 8)) % 256);
  bytes.set(new TextEncoder().encode('%PDF-'));
  return bytes;
};
const rowsOf = async (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, key: string) =>
  ((await db.execute(sql`select seq, length(bytes) as size from stored_file_chunks where key = ${key} order by seq`)) as { rows: Array<{ seq: number; size: number }> }).rows.map(
    (r) => [Number(r.seq), Number(r.size)],
  );

// A file is written and read in rows of 768 KiB (decision 0242): no query carries a whole 10 MB document.
describe.each(databases)('stored files in chunks on %s', (kind) => {
  let database: Database;
  let end: (() => Promise<void>) | undefined;
  const key = 'legal-documents/0123456789abcdef0123456789abcdef.pdf';
  const before = pdf(2 * STORED_FILE_CHUNK_BYTES + 5);
  beforeAll(async () => {
    ({ database, end } = await earlierDatabase(kind, 19));
    // A document stored whole, as every version before migration 0019 did.
    await database.db.execute(sql`insert into stored_files (key, content_type, bytes) values (${key}, 'application/pdf', ${Buffer.from(before)})`);
    await database.migrate();
  }, 120_000);
  afterAll(() => end?.());
  const storage = () => createDatabaseStorage({ db: database.db, baseUrl: 'http://cobro.test', prefix: '/uploads/' });

  it('a file stored whole before the migration is split into rows and reads back the same', async () => {
    expect(await rowsOf(database.db, key)).toEqual([
      [0, STORED_FILE_CHUNK_BYTES],
      [1, STORED_FILE_CHUNK_BYTES],
      [2, 5],
    ]);
    expect(await storage().get(key)).toEqual({ bytes: expect.anything(), contentType: 'application/pdf' });
    expect(Buffer.from((await storage().get(key))!.bytes).equals(before)).toBe(true);
  });

  it('a file is written in rows of 768 KiB and read one row at a time, in order; removing it removes its rows', async () => {
    const other = 'legal-documents/fedcba9876543210fedcba9876543210.pdf';
    const bytes = pdf(3 * STORED_FILE_CHUNK_BYTES + 1);
    await storage().put(other, bytes, 'application/pdf');
    expect(await rowsOf(database.db, other)).toEqual([
      [0, STORED_FILE_CHUNK_BYTES],
      [1, STORED_FILE_CHUNK_BYTES],
      [2, STORED_FILE_CHUNK_BYTES],
      [3, 1],
    ]);
    const opened = (await storage().open(other))!;
    expect(opened).toMatchObject({ contentType: 'application/pdf', size: bytes.byteLength });
    const chunks: Uint8Array[] = [];
    for await (const chunk of opened.chunks()) chunks.push(chunk);
    expect(chunks.map((c) => c.byteLength)).toEqual([STORED_FILE_CHUNK_BYTES, STORED_FILE_CHUNK_BYTES, STORED_FILE_CHUNK_BYTES, 1]);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    // Written again under the same key (a re-import): the new bytes replace the old rows, none is left over.
    await storage().put(other, pdf(10), 'application/pdf');
    expect(await rowsOf(database.db, other)).toEqual([[0, 10]]);
    await storage().delete(other);
    expect(await rowsOf(database.db, other)).toEqual([]);
    expect(await storage().open(other)).toBeNull();
  });

  it('a file removed while it is read fails the read instead of ending it short', async () => {
    const opened = (await storage().open(key))!;
    const reading = opened.chunks()[Symbol.asyncIterator]();
    expect((await reading.next()).value?.byteLength).toBe(STORED_FILE_CHUNK_BYTES);
    await storage().delete(key);
    await expect(reading.next()).rejects.toThrow(/removed while being read/);
  });

  it('an empty file is one empty row', async () => {
    const empty = 'legal-documents/00000000000000000000000000000000.pdf';
    await storage().put(empty, new Uint8Array(0), 'application/pdf');
    expect(await rowsOf(database.db, empty)).toEqual([[0, 0]]);
    expect((await storage().get(empty))!.bytes.byteLength).toBe(0);
  });
});
