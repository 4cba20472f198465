import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDiskStorage } from './disk-storage';
import type { Storage } from './storage';

/** URL path of stored files; the services module serves it. */
export const UPLOADS_PREFIX = '/uploads/';

/** The origin clients reach this server at: the public URL behind a proxy, else localhost (as the seed does). */
export const publicBaseUrl = (app: FastifyInstance) => app.config.publicUrl ?? `http://localhost:${app.config.port}`;

/**
 * The server's file store: `<DATA_DIR>/uploads`. An in-memory database (tests) gets a temporary folder that
 * goes away with the app, so test runs leave no files behind.
 */
export function createAppStorage(app: FastifyInstance): Storage {
  let root = join(app.config.dataDir, 'uploads');
  if (app.config.dataDir.startsWith('memory://')) {
    const temporary = mkdtempSync(join(tmpdir(), 'cobro-uploads-'));
    root = temporary;
    app.addHook('onClose', async () => rmSync(temporary, { recursive: true, force: true }));
  }
  return createDiskStorage({ root, baseUrl: publicBaseUrl(app), prefix: UPLOADS_PREFIX });
}
