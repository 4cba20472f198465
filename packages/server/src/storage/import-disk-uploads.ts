import { readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_TYPES, STORAGE_KEY, type Storage } from './storage';

/** Where earlier versions kept uploads: `<DATA_DIR>/uploads/<folder>/<name>`. */
export const diskUploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Moves the files earlier versions wrote to `<DATA_DIR>/uploads` into the store, so the URLs the database already
 * names keep working; then renames the folder `uploads.imported` (kept, not deleted: it is the user's data).
 * Only names the store could have written are read. Returns how many files were imported.
 */
export async function importDiskUploads(storage: Storage, dataDir: string): Promise<number> {
  const root = diskUploadsDir(dataDir);
  let folders: string[];
  try {
    folders = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let imported = 0;
  for (const folder of folders) {
    const names = await readdir(join(root, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const key = `${folder}/${name}`;
      if (!STORAGE_KEY.test(key)) continue;
      const contentType = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)];
      await storage.put(key, await readFile(join(root, key)), contentType);
      imported += 1;
    }
  }
  // Another process sharing DATA_DIR may have renamed it first; its files are the same.
  await rename(root, `${root}.imported`).catch(() => {});
  return imported;
}
