import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databases } from '../../test/harness';
import type { Database } from '../db/database';
import { createDatabaseStorage } from './database-storage';
import { importDiskUploads } from './import-disk-uploads';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

// Earlier versions kept uploads in <DATA_DIR>/uploads: after the upgrade their URLs must keep working.
describe.each(databases)('uploads left on disk by an earlier version, on %s', (db) => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(db);
    dataDir = mkdtempSync(join(tmpdir(), 'cobro-old-uploads-'));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('move into the database once; names the store never wrote are left alone', async () => {
    const storage = createDatabaseStorage({ db: database.db, baseUrl: 'http://cobro.test', prefix: '/uploads/' });
    const folder = join(dataDir, 'uploads', 'services');
    mkdirSync(folder, { recursive: true });
    const key = 'services/0123456789abcdef0123456789abcdef.png';
    writeFileSync(join(dataDir, 'uploads', key), PNG);
    writeFileSync(join(folder, 'notes.txt'), 'not an upload');
    writeFileSync(join(folder, `${'a'.repeat(32)}.png.x1.partial`), 'half a write');

    expect(await importDiskUploads(storage, dataDir)).toBe(1);
    expect(await storage.get(key)).toEqual({ bytes: expect.anything(), contentType: 'image/png' });
    expect(new Uint8Array((await storage.get(key))!.bytes)).toEqual(PNG);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    expect(existsSync(join(dataDir, 'uploads.imported', key))).toBe(true);
    // The next start finds nothing to move.
    expect(await importDiskUploads(storage, dataDir)).toBe(0);
  });
});
