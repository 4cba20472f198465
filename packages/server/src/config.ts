import { join, resolve } from 'node:path';
import { SERVER_ROOT } from './server-root';

/**
 * Whether the sandbox may stand in for a merchant's provider (Redsys, Inespay) it has no credentials for: always
 * outside production; in production only when SANDBOX_PROVIDER_PAGES=1 asks for it (a demo), never silently.
 */
export const simulatesProviders = (config: { production?: boolean; sandboxProviderPages?: boolean }) =>
  !config.production || config.sandboxProviderPages === true;

/** The repository root, two folders above packages/server. */
export const REPO_ROOT = resolve(SERVER_ROOT, '../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database; `memory://` keeps it in memory. */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /**
   * The prefix of the realtime adapter's Redis channels (`REDIS_PREFIX`, default `socket.io`): deployments (or test
   * runs) sharing one Redis hear only their own events.
   */
  redisPrefix: string;
  /** The public origin when the server sits behind a proxy; also accepted as a same-site Origin. */
  publicUrl?: string;
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses or CIDRs, comma-separated, or names such
   * as `loopback` (Fastify's `trustProxy`). Unset, the header is ignored, so a client cannot choose its address;
   * behind a load balancer it must be set, or every client shares the balancer's address (decision 0230).
   */
  trustProxy?: string;
  logLevel: string;
  /** Enables POST /api/__test__/events (browser journeys). Never set in production. */
  testHooks: boolean;
  production: boolean;
  /**
   * Serves the sandbox's simulated provider pages (card frame, Redsys and Inespay pages) in production too
   * (SANDBOX_PROVIDER_PAGES=1); outside production they are always served. Left out means off (decision 1090).
   */
  sandboxProviderPages?: boolean;
  /**
   * How long the sandbox's simulated gateway review stays pending (SANDBOX_REVIEW_DELAY_MS); the review module's
   * default when left out. Browser journeys set it out of reach and finish reviews through a test hook (decision 1140).
   */
  sandboxReviewDelayMs?: number;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Merchant-callback delivery; `DEFAULT_CALLBACK_SETTINGS` when left out. */
  callbacks?: CallbackSettings;
  /** Google sign-in (OpenID Connect); offered only when set (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
  google?: GoogleSettings;
  /**
   * The keys that encrypt merchants' provider credentials (CREDENTIALS_KEY, CREDENTIALS_OLD_KEYS). Required in
   * production; left out elsewhere, a fixed development key is used (decision 0270).
   */
  credentialKeys?: CredentialKeys;
  paths: {
    widgetDir: string;
    examplesDir: string;
    adminIndex: string;
    elementsPackage: string;
  };
}

export interface CallbackSettings {
  /**
   * Sandbox only (CALLBACKS_ALLOW_LOOPBACK=1, refused in production): callback URLs may resolve to loopback, and
   * loopback receivers may use self-signed certificates, so an integrator can try a local receiver.
   */
  allowLoopback: boolean;
  /** A callback attempt that has not answered within this is cut off (CALLBACKS_TIMEOUT_MS). */
  timeoutMs: number;
}

export interface GoogleSettings {
  /** The OpenID provider, discovered from `{issuerUrl}/.well-known/openid-configuration` (GOOGLE_ISSUER_URL). */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** AES-256-GCM keys, 32 bytes each: `current` encrypts, every one decrypts (old ones while rows are rotated). */
export interface CredentialKeys {
  current: Buffer;
  old: Buffer[];
}

export const GOOGLE_ISSUER_URL = 'https://accounts.google.com';

export const DEFAULT_CALLBACK_SETTINGS: CallbackSettings = { allowLoopback: false, timeoutMs: 10_000 };

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

function trustProxy(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // "true" would believe any client's header: name the proxy instead.
  if (value === 'true') throw new Error('TRUST_PROXY must name the proxy (addresses, CIDRs, loopback), not "true"');
  return value;
}

function callbackSettings(env: Env): CallbackSettings {
  const allowLoopback = env.CALLBACKS_ALLOW_LOOPBACK === '1';
  // Loopback targets in production would let a merchant's URL reach the server's own private services.
  if (allowLoopback && env.NODE_ENV === 'production') throw new Error('CALLBACKS_ALLOW_LOOPBACK=1 is refused with NODE_ENV=production');
  const raw = env.CALLBACKS_TIMEOUT_MS;
  const timeoutMs = raw ? Number(raw) : DEFAULT_CALLBACK_SETTINGS.timeoutMs;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) throw new Error(`CALLBACKS_TIMEOUT_MS must be a positive whole number of milliseconds, got "${raw}"`);
  return { allowLoopback, timeoutMs };
}

function reviewDelay(raw: string | undefined): number | undefined {
  if (!raw) return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`SANDBOX_REVIEW_DELAY_MS must be a whole number of milliseconds, got "${raw}"`);
  return ms;
}

function googleSettings(env: Env): GoogleSettings | undefined {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  // One without the other would offer a button that can only fail.
  if (!clientId || !clientSecret) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together');
  const issuerUrl = env.GOOGLE_ISSUER_URL || GOOGLE_ISSUER_URL;
  const { protocol, hostname } = new URL(issuerUrl);
  // Tokens and keys come from the issuer: plain http only for a provider on this machine (the tests' own).
  if (protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname)) {
    throw new Error(`GOOGLE_ISSUER_URL must be https (or http on loopback), got "${issuerUrl}"`);
  }
  return { issuerUrl, clientId, clientSecret };
}

function credentialKey(name: string, value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || key.toString('base64') !== value) throw new Error(`${name} must be base64 of 32 random bytes`);
  return key;
}

function credentialKeys(env: Env): CredentialKeys | undefined {
  const current = env.CREDENTIALS_KEY || undefined;
  // A production server without the key could neither store nor read a merchant's credentials.
  if (!current && env.NODE_ENV === 'production') throw new Error('CREDENTIALS_KEY is required with NODE_ENV=production');
  if (!current) return undefined;
  const old = (env.CREDENTIALS_OLD_KEYS ?? '').split(',').filter((value) => value.trim() !== '');
  return { current: credentialKey('CREDENTIALS_KEY', current), old: old.map((value) => credentialKey('CREDENTIALS_OLD_KEYS', value.trim())) };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    // Loopback by default: a developer's `npm start` should not be reachable from the network.
    host: env.HOST || '127.0.0.1',
    dataDir: env.DATA_DIR || join(REPO_ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'socket.io',
    publicUrl: origin(env.PUBLIC_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    testHooks: env.COBRO_TEST_HOOKS === '1',
    production: env.NODE_ENV === 'production',
    sandboxProviderPages: env.SANDBOX_PROVIDER_PAGES === '1',
    sandboxReviewDelayMs: reviewDelay(env.SANDBOX_REVIEW_DELAY_MS),
    bodyLimit: 1024 * 1024,
    callbacks: callbackSettings(env),
    google: googleSettings(env),
    credentialKeys: credentialKeys(env),
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
