import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { storedFiles } from '../db/schema/index';
import { CONTENT_TYPES, STORAGE_KEY, type Storage } from './storage';

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
 * Files as rows of `stored_files` (bytea), in the one database every server process shares, so a file uploaded
 * through one process is served by any other (decision 0601). A row is written whole or not at all.
 */
export function createDatabaseStorage({ db, baseUrl, prefix }: DatabaseStorageOptions): Storage {
  const urlPrefix = `${baseUrl.replace(/\/$/, '')}${prefix}`;
  return {
    async put(key, bytes, contentType) {
      // The extension names the type, so a key can never be served as something other than what it holds.
      if (CONTENT_TYPES[checkedKey(key).slice(key.lastIndexOf('.') + 1)] !== contentType) {
        throw new Error(`Key "${key}" does not match ${contentType}`);
      }
      await db
        .insert(storedFiles)
        .values({ key, contentType, bytes })
        .onConflictDoUpdate({ target: storedFiles.key, set: { contentType, bytes } });
    },
    url: (key) => urlPrefix + checkedKey(key),
    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return STORAGE_KEY.test(key) ? key : null;
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      const [row] = await db
        .select({ bytes: storedFiles.bytes, contentType: storedFiles.contentType })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
  };
}
