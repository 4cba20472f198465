import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CONTENT_TYPES, STORAGE_KEY, type Storage } from './storage';

export interface DiskStorageOptions {
  /** Folder holding the files (`<DATA_DIR>/uploads` by default). */
  root: string;
  /** Public origin the files are served from; URLs are `<baseUrl><prefix><key>`. */
  baseUrl: string;
  /** URL path the server serves the folder under, with both slashes (`/uploads/`). */
  prefix: string;
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key "${key}"`);
  return key;
}

const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];

/**
 * Files on local disk. The content type follows from the key's extension, which the caller chose from the
 * checked content, so no side file is needed.
 */
export function createDiskStorage({ root, baseUrl, prefix }: DiskStorageOptions): Storage {
  const pathOf = (key: string) => join(root, checkedKey(key));
  const urlPrefix = `${baseUrl.replace(/\/$/, '')}${prefix}`;
  return {
    async put(key, bytes, contentType) {
      if (contentTypeOf(key) !== contentType) throw new Error(`Key "${key}" does not match ${contentType}`);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file and a failure leaves none.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    url: (key) => urlPrefix + checkedKey(key),
    keyOf(url) {
      if (!url.startsWith(urlPrefix)) return null;
      const key = url.slice(urlPrefix.length);
      return STORAGE_KEY.test(key) ? key : null;
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        return { bytes: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
