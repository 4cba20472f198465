import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { storedFileChunks, storedFiles } from '../db/schema/index';
import { CONTENT_TYPES, STORAGE_KEY, type OpenedObject, type Storage } from './storage';

/** Rows of 768 KiB (a multiple of 3: each row's base64 is a whole piece of a data URL; decision 0242). */
export const STORED_FILE_CHUNK_BYTES = 768 * 1024;

export interface DatabaseStorageOptions {
  db: Queryable;
  /** Public origin the files are served from; URLs are `<baseUrl><prefix><key>`. */
  baseUrl: string;
  /** URL path the server serves the files under, with both slashes (`/uploads/`). */
  prefix: string;
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

/**
 * Files as rows of `stored_files` with their bytes in `stored_file_chunks`, in the one database every server process
 * shares, so a file uploaded through one process is served by any other (decision 0601). A file is written whole or
 * not at all (one transaction), and read one chunk per query (decision 0242): no query carries a whole 10 MB file.
 */
export function createDatabaseStorage({ db, baseUrl, prefix }: DatabaseStorageOptions): Storage {
  const urlPrefix = `${baseUrl.replace(/\/$/, '')}${prefix}`;

  async function* chunksOf(key: string, size: number): AsyncGenerator<Uint8Array> {
    let read = 0;
    for (let seq = 0; read < size; seq += 1) {
      const [row] = await db
        .select({ bytes: storedFileChunks.bytes })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
      if (!row) throw new Error(`Stored file "${key}" was removed while being read`);
      read += row.bytes.byteLength;
      yield row.bytes;
    }
  }

  const open = async (key: string): Promise<OpenedObject | null> => {
    if (!STORAGE_KEY.test(key)) return null;
    const [row] = await db.select({ contentType: storedFiles.contentType, size: storedFiles.size }).from(storedFiles).where(eq(storedFiles.key, key));
    return row ? { ...row, chunks: () => chunksOf(key, row.size) } : null;
  };

  return {
    async put(key, bytes, contentType) {
      // The extension names the type, so a key can never be served as something other than what it holds.
      if (CONTENT_TYPES[checkedKey(key).slice(key.lastIndexOf('.') + 1)] !== contentType) {
        throw new Error(`Key "${key}" does not match ${contentType}`);
      }
      await db.transaction(async (tx) => {
        const size = bytes.byteLength;
        await tx
          .insert(storedFiles)
          .values({ key, contentType, size })
          .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, size } });
        await tx.delete(storedFileChunks).where(eq(storedFileChunks.key, key));
        // One row per query: each parameter is one chunk (a view, not a copy), whatever the file's size.
        for (let seq = 0; seq === 0 || seq * STORED_FILE_CHUNK_BYTES < size; seq += 1) {
          const chunk = bytes.subarray(seq * STORED_FILE_CHUNK_BYTES, (seq + 1) * STORED_FILE_CHUNK_BYTES);
          await tx.insert(storedFileChunks).values({ key, seq, bytes: chunk });
        }
      });
    },
    url: (key) => urlPrefix + checkedKey(key),
    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return STORAGE_KEY.test(key) ? key : null;
    },
    open,
    async get(key) {
      const opened = await open(key);
      if (!opened) return null;
      const bytes = new Uint8Array(opened.size);
      let at = 0;
      for await (const chunk of opened.chunks()) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      return { bytes, contentType: opened.contentType };
    },
    async delete(key) {
      // Its chunks go with it (on delete cascade).
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
