import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { buildApp } from '../src/app';
import { fixedClock } from '../src/clock';
import { defaultPaths, type ServerConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { DEMO_ACCOUNT, seedDemo } from '../src/seed/index';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when DATABASE_URL is set: `describe.each(databases)`. */
export const databases: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** The instant tests live at; seed data and sessions are relative to it. */
export const TEST_NOW = new Date('2025-06-16T10:00:00.000Z');
export const TEST_PUBLIC_URL = 'http://cobro.test';

/**
 * This test process's Redis channel prefix: apps of one process share it (the cross-process test needs that), while
 * another `npm test` on the same Redis never hears their events (issue 26: two runs beside each other both passed
 * only once this was apart).
 */
const TEST_REDIS_PREFIX = `cobro-test-${randomBytes(6).toString('hex')}`;

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory://',
    redisPrefix: TEST_REDIS_PREFIX,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
    testHooks: true,
    production: false,
    bodyLimit: 1024 * 1024,
    paths: defaultPaths(),
    ...overrides,
  };
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created from DATABASE_URL and
 * dropped on close (so test files can run in parallel against one server).
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteDump() });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  return freshPostgresDatabase(adminUrl, 'cobro_test');
}

let migratedDump: Promise<Blob> | undefined;

/**
 * One migrated PGlite data folder per test process, dumped: each PGlite test database starts from it. A new PGlite
 * runs initdb in WebAssembly, then the migrations: several seconds, and a minute on a loaded laptop (measured 52-78
 * s at load 20, against 13-16 s from the dump), for every test file and many tests.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return migratedDump;
}

/**
 * A new, empty PostgreSQL database (not migrated), for server processes that must migrate it themselves: `open()`
 * connects to it afterwards, and the opened database's `close()` drops it (so does `drop()` when never opened).
 */
export async function emptyPostgresDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  };
  return {
    url: url.toString(),
    drop,
    async open(): Promise<Database> {
      const database = await openDatabase({ dataDir: '', databaseUrl: url.toString() });
      return {
        ...database,
        async close() {
          await database.close();
          await drop();
        },
      };
    },
  };
}

/**
 * A new PostgreSQL database created from an admin URL, migrated, and dropped by `close()`: test files and the
 * benchmarks each get their own, so they can run side by side against one server.
 */
export async function freshPostgresDatabase(adminUrl: string, prefix: string): Promise<Database & { url: string }> {
  const empty = await emptyPostgresDatabase(adminUrl, prefix);
  const database = await empty.open();
  await database.migrate();
  /** Its own URL, for a server process started on it (the chaos test). */
  return { ...database, url: empty.url };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

/** The whole app on a fresh database with the demo seed, at TEST_NOW. */
export async function createTestApp(
  options: { db?: DatabaseKind; config?: Partial<ServerConfig>; seed?: boolean; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.db ?? 'pglite');
  const clock = fixedClock(TEST_NOW);
  if (options.seed !== false) await seedDemo(database.db, clock, { publicUrl: TEST_PUBLIC_URL });
  const app = await buildApp({ config: testConfig(options.config), database, clock, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TwoTestServers = TestApp & { second: FastifyInstance };

/**
 * createTestApp and a second server on its database and clock, as two processes behind one load balancer: no state
 * in memory helps what one counts (a throttle, a limit) hold on the other.
 */
export async function createTwoTestServers(db: DatabaseKind): Promise<TwoTestServers> {
  const t = await createTestApp({ db });
  const second = await buildApp({ config: testConfig(), database: t.database, clock: t.clock });
  await second.ready();
  return { ...t, second, close: () => second.close().then(() => t.close()) };
}

/** The `cobro_session` value a response set, if any. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'cobro_session')?.value;
}

/** Signs in through the real endpoint and returns the Cookie header to send on later requests. */
export async function signIn(app: FastifyInstance, account: { email: string; password: string } = DEMO_ACCOUNT) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: account });
  const value = sessionCookie(response);
  if (response.statusCode !== 200 || !value) {
    throw new Error(`sign-in of ${account.email} failed: ${response.statusCode} ${response.body}`);
  }
  return `cobro_session=${value}`;
}
