import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, from this file's place in packages/server/src. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** The public origin when the server sits behind a proxy; also accepted as a same-site Origin. */
  publicUrl?: string;
  logLevel: string;
  /** Enables POST /api/__test__/events (browser journeys). Never set in production. */
  testHooks: boolean;
  production: boolean;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  paths: {
    widgetDir: string;
    examplesDir: string;
    adminIndex: string;
    elementsPackage: string;
  };
}

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

function origin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Fails loudly at start rather than refusing every request later.
  return new URL(value).origin;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    // Loopback by default: a developer's `npm start` should not be reachable from the network.
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: origin(env.PUBLIC_URL),
    logLevel: env.LOG_LEVEL || 'info',
    testHooks: env.COBRO_TEST_HOOKS === '1',
    production: env.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
    paths: defaultPaths(),
  };
}

export function defaultPaths(): ServerConfig['paths'] {
  return {
    widgetDir: join(REPO_ROOT, 'packages/elements/dist/widget'),
    examplesDir: join(REPO_ROOT, 'examples'),
    adminIndex: join(REPO_ROOT, 'packages/admin/public/index.html'),
    elementsPackage: join(REPO_ROOT, 'packages/elements/package.json'),
  };
}
