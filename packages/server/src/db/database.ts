import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../server-root';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers share this surface; domain code never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run a query: the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (unset for PGlite): the realtime adapter opens its own small pool with it. */
  url?: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process holds the start-up lock (a PostgreSQL advisory lock), so processes started
   * together on one database migrate and seed it one after the other. PGlite is one process: it just runs.
   * A wait for another process's lock longer than `lockWaitMs` (STARTUP_LOCK_WAIT_MS) fails, saying so.
   */
  whileStarting<T>(work: () => Promise<T>, options?: { lockWaitMs?: number }): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up (any constant; this one spells "cobro" in ASCII). */
const STARTUP_LOCK = 0x636f62726f;

/**
 * How long a PostgreSQL connection may take to open, or to come free when the pool's ten are all busy, before the
 * query fails: unbounded (node-postgres's default), a start or a request could wait without end (issue 26). A hang
 * detector far above what a loaded machine takes, not a budget.
 */
export const CONNECT_TIMEOUT_MS = 30_000;

/**
 * How long a start waits for the start-up lock while another process holds it, before it fails so that a process
 * manager starts it again (issue 26). Far above a migration and the first seed (seconds; a minute on a loaded
 * machine); a longer migration only makes the others start again and wait once more.
 */
export const STARTUP_LOCK_WAIT_MS = 300_000;

/** PostgreSQL's lock_not_available: lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

export interface DatabaseOptions {
  /** Folder of the embedded database (`<dataDir>/pglite`), or `memory://` for an in-memory one. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  databaseUrl?: string;
  /**
   * PGlite only: a dump of a data folder (`dumpDataDir`) to start from instead of a new, empty one. The tests start
   * each database from one migrated dump, which skips PGlite's initdb and the migrations.
   */
  loadDataDir?: Blob;
}

/**
 * bytea on PGlite, in and out with native code (decision 0242). PGlite's own bytea serializer builds a JS array and a
 * string per byte (a 10 MB file took tens of seconds and about 1 GB); a Uint8Array returned from a serializer is sent
 * as a binary parameter instead, as node-postgres sends a Buffer. Results come as hex text, decoded by Buffer.
 */
const BYTEA_OID = 17;
const PGLITE_BYTEA = { [BYTEA_OID]: ((value: Uint8Array) => value) as unknown as (value: unknown) => string };
const PGLITE_BYTEA_TEXT = { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') };

export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** Each driver loads only when chosen: a start on PostgreSQL never imports PGlite, nor the reverse (decision 0260). */
export async function openDatabase({ dataDir, databaseUrl, loadDataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // No JIT compilation (`jit=off` for the connection, as it starts): a list page walking a deep offset is priced
    // past jit_above_cost, and compiling it took 943 ms of a 1,562 ms page 2,000 of purchases at a million charges
    // (35 ms warm) for a walk of 30,000 index entries (decision 1172). These statements read a page, never enough
    // rows for compiled expressions to pay back.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options: '-c jit=off' });
    // An idle client whose connection the server ends (a restart, a failover, an administrator) emits 'error' on
    // the pool; unheard, that event would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => console.error(`[database] idle connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      url: databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      async whileStarting(work, { lockWaitMs = STARTUP_LOCK_WAIT_MS } = {}) {
        // A session lock on a connection of its own, held while `work` queries through the pool.
        const client = await pool.connect();
        try {
          // lock_timeout bounds the wait, in the same round trip (a failed wait takes the setting back with it).
          const lock = `set lock_timeout = ${Math.round(lockWaitMs)}; select pg_advisory_lock(${STARTUP_LOCK})`;
          await client.query(lock).catch((error: { code?: string }) => {
            if (error.code !== LOCK_NOT_AVAILABLE) throw error;
            throw new Error(
              `another process on this database has held the start-up lock (migrations and the first seed, one process at a time) for over ${lockWaitMs / 1000} s: this one gives up so that its process manager starts it again`,
            );
          });
          return await work();
        } finally {
          // Unlocked and with the server's lock_timeout again, the connection goes back to the pool; if that fails it is
          // closed instead, and the lock ends with its session: no pooled connection keeps it.
          const failed = await client.query(`select pg_advisory_unlock(${STARTUP_LOCK}); reset lock_timeout`).then(
            () => undefined,
            (error: Error) => error,
          );
          client.release(failed);
        }
      },
      close: () => pool.end(),
    };
  }
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    // PGlite does not create missing parent folders itself.
    await mkdir(dataDir, { recursive: true });
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(location, { serializers: PGLITE_BYTEA, parsers: PGLITE_BYTEA_TEXT, loadDataDir });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    whileStarting: (work) => work(),
    // Closing flushes PGlite's files; without it the last writes can be lost.
    close: () => client.close(),
  };
}
