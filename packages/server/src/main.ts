import { buildApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { realtimeAdapterKind } from './realtime/adapter';
import { DEMO_ACCOUNT, seedIfEmpty } from './seed/index';
import { createAppStorage, diskUploadsDir, importDiskUploads } from './storage/index';

const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
// Processes started together on one PostgreSQL migrate and seed it one at a time; the later ones find it done.
const seeded = await database.whileStarting(async () => {
  await database.migrate();
  return seedIfEmpty(database.db, systemClock, { publicUrl: config.publicUrl ?? `http://localhost:${config.port}` });
});
const app = await buildApp({ config, database, clock: systemClock });
// Uploads now live in the database (decision 0601); files an earlier version left on disk move there once.
const imported = config.dataDir.startsWith('memory://') ? 0 : await importDiskUploads(createAppStorage(app), config.dataDir);
if (imported) app.log.info({ imported }, `uploaded files moved from ${diskUploadsDir(config.dataDir)} into the database`);

/**
 * How long stopping may take before the process exits anyway, non-zero: a part that never finishes closing must not
 * keep it alive (issue 26: one ignored SIGTERM without end). Above the 10 s a callback attempt in flight may take.
 * Until the handlers below are set, a signal ends the start at once (Node's default); the same signal twice does too.
 */
const STOP_GRACE_MS = 30_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error(`shutdown did not finish within ${STOP_GRACE_MS / 1000} s; exiting`);
    process.exit(1);
  }, STOP_GRACE_MS).unref();
  try {
    // Fastify's onClose stops the outbox and socket.io; the database closes last so PGlite flushes its files.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
const realtime = realtimeAdapterKind(config.redisUrl, database.kind);
// From the process's start (performance's time origin) to listening: the start-up budget (docs/quality.md).
const startedIn = Math.round(performance.now());
console.log(`\nCobro is running at ${url}/  (database: ${where}, realtime adapter: ${realtime}${seeded ? ', demo data seeded' : ''})`);
console.log(`Started in ${startedIn} ms`);
console.log(`Sign in with ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}\n`);
