import type { FastifyInstance } from 'fastify';
import { createDatabaseStorage } from './database-storage';
import type { Storage } from './storage';

/** URL path of stored files; the services module serves it. */
export const UPLOADS_PREFIX = '/uploads/';

/** The origin clients reach this server at: the public URL behind a proxy, else localhost (as the seed does). */
export const publicBaseUrl = (app: FastifyInstance) => app.config.publicUrl ?? `http://localhost:${app.config.port}`;

/** The server's file store: the app's database, shared by every process that runs on it (decision 0601). */
export function createAppStorage(app: FastifyInstance): Storage {
  return createDatabaseStorage({ db: app.database.db, baseUrl: publicBaseUrl(app), prefix: UPLOADS_PREFIX });
}
