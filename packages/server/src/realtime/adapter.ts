import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { Server } from 'socket.io';
import { CONNECT_TIMEOUT_MS, type Database } from '../db/database';

/** How socket.io reaches the sockets of other processes (decision 0230). */
export type RealtimeAdapterKind = 'redis' | 'postgres' | 'memory';

/**
 * Redis when REDIS_URL is set (the fastest); else PostgreSQL's LISTEN/NOTIFY when the database is PostgreSQL, so
 * several processes on one database never keep an event to the process that published it; PGlite is one process
 * by nature, so it keeps socket.io's in-memory adapter.
 */
export function realtimeAdapterKind(redisUrl: string | undefined, databaseKind: Database['kind']): RealtimeAdapterKind {
  if (redisUrl) return 'redis';
  return databaseKind === 'postgres' ? 'postgres' : 'memory';
}

/** The start-up line naming the adapter in use, so an operator sees how events will travel. */
export const ADAPTER_LINES: Record<RealtimeAdapterKind, string> = {
  redis: 'realtime events: socket.io Redis adapter (REDIS_URL); every process sharing this Redis delivers them',
  postgres:
    'realtime events: socket.io PostgreSQL adapter (LISTEN/NOTIFY on DATABASE_URL); every process on this database delivers them (REDIS_URL is the faster option)',
  memory: 'realtime events: socket.io in-memory adapter (PGlite is a single process); only this process delivers them',
};

/**
 * Gives `io` the adapter for this configuration; the returned function releases its connections. Each adapter's
 * packages load only when chosen (the Redis client alone is a sixth of a second of start-up, decision 0260).
 */
export async function attachAdapter(app: FastifyInstance, io: Server): Promise<{ kind: RealtimeAdapterKind; close(): Promise<void> }> {
  const kind = realtimeAdapterKind(app.config.redisUrl, app.database.kind);
  app.log.info({ adapter: kind }, ADAPTER_LINES[kind]);
  if (kind === 'redis') {
    const [{ createClient }, { createAdapter: createRedisAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-adapter')]);
    const pub = createClient({ url: app.config.redisUrl });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createRedisAdapter(pub, sub, { key: app.config.redisPrefix }));
    return {
      kind,
      async close() {
        await pub.quit();
        await sub.quit();
      },
    };
  }
  if (kind === 'postgres') {
    if (!app.database.url) throw new Error('the PostgreSQL realtime adapter needs the database URL');
    const [{ default: pg }, { createAdapter: createPostgresAdapter }] = await Promise.all([import('pg'), import('@socket.io/postgres-adapter')]);
    // Its own pool: the adapter holds one connection for LISTEN for good, and its NOTIFYs should not queue behind
    // the API's queries.
    const pool = new pg.Pool({ connectionString: app.database.url, max: 3, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    pool.on('error', (err) => app.log.warn({ err }, 'realtime adapter: idle connection lost'));
    const adapterPool = closablePool(pool);
    io.adapter(
      createPostgresAdapter(adapterPool.view, {
        errorHandler: (err) => app.log.warn({ err }, 'realtime adapter error'),
      }),
    );
    return {
      kind,
      async close() {
        adapterPool.close();
        // Releases the LISTEN connection and tells the other processes this one left, before the pool ends.
        await io.of('/').adapter.close();
        await pool.end();
      },
    };
  }
  return { kind, close: async () => {} };
}

/**
 * The pool as the PostgreSQL adapter sees it. The adapter connects its LISTEN client in the background (when created,
 * and again after losing it), and its close() releases only a client it already holds: one that arrived after close()
 * stayed checked out, pool.end() waited for it without end, and the process never exited on SIGTERM (issue 26: on a
 * loaded machine the connection came after the start-up benchmark's SIGTERM). Once closed, a client that arrives is
 * released at once and a connect never answers: the adapter asks again only after a failure, so its reconnection
 * loop stops there (as suggested in socket.io-postgres-adapter issue 13, open; 0.5.0 is its latest release).
 */
function closablePool(pool: Pool) {
  let closed = false;
  const never = () => new Promise<never>(() => {});
  const view = {
    query: pool.query.bind(pool),
    async connect() {
      if (closed) return never();
      const client = await pool.connect();
      if (!closed) return client;
      client.release();
      return never();
    },
  };
  return {
    view: view as unknown as Pool,
    close() {
      closed = true;
    },
  };
}
