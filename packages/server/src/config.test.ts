import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('defaults: port 3000 on loopback, PGlite under .data at the repo root, no hooks', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', testHooks: false, production: false, sandboxProviderPages: false, logLevel: 'info', redisPrefix: 'socket.io' });
    expect(config.dataDir).toBe(`${REPO_ROOT}/.data`);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sandboxReviewDelayMs).toBeUndefined();
  });

  it('a review delay that is not a whole number of milliseconds is refused at start', () => {
    expect(() => loadConfig({ SANDBOX_REVIEW_DELAY_MS: 'soon' })).toThrow('SANDBOX_REVIEW_DELAY_MS');
    expect(() => loadConfig({ SANDBOX_REVIEW_DELAY_MS: '-1' })).toThrow('SANDBOX_REVIEW_DELAY_MS');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/cobro',
      DATABASE_URL: 'postgres://u@db/cobro',
      REDIS_URL: 'redis://cache:6379',
      REDIS_PREFIX: 'cobro-staging',
      PUBLIC_URL: 'https://pay.example.es/some/path',
      LOG_LEVEL: 'warn',
      COBRO_TEST_HOOKS: '1',
      NODE_ENV: 'production',
      SANDBOX_PROVIDER_PAGES: '1',
      SANDBOX_REVIEW_DELAY_MS: '3600000',
      TRUST_PROXY: '10.0.0.0/8,loopback',
      CREDENTIALS_KEY: KEY,
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/cobro',
      databaseUrl: 'postgres://u@db/cobro',
      redisUrl: 'redis://cache:6379',
      redisPrefix: 'cobro-staging',
      publicUrl: 'https://pay.example.es',
      logLevel: 'warn',
      testHooks: true,
      production: true,
      sandboxProviderPages: true,
      sandboxReviewDelayMs: 3_600_000,
      trustProxy: '10.0.0.0/8,loopback',
    });
  });

  it('TRUST_PROXY: unset trusts no proxy, and "true" is refused (it would believe any client)', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });

  it('Google sign-in: offered only with a client id and secret, at accounts.google.com unless GOOGLE_ISSUER_URL says', () => {
    expect(loadConfig({}).google).toBeUndefined();
    const pair = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(pair).google).toEqual({ issuerUrl: 'https://accounts.google.com', clientId: pair.GOOGLE_CLIENT_ID, clientSecret: 'secret' });
    expect(loadConfig({ ...pair, GOOGLE_ISSUER_URL: 'http://127.0.0.1:4600' }).google?.issuerUrl).toBe('http://127.0.0.1:4600');
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow('GOOGLE_CLIENT_SECRET');
    expect(() => loadConfig({ ...pair, GOOGLE_ISSUER_URL: 'http://issuer.example' })).toThrow('GOOGLE_ISSUER_URL');
  });

  it('credential keys: required in production, base64 of 32 bytes, old ones kept for reading', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('CREDENTIALS_KEY is required');
    expect(loadConfig({}).credentialKeys).toBeUndefined();
    const old = Buffer.alloc(32, 2).toString('base64');
    const keys = loadConfig({ NODE_ENV: 'production', CREDENTIALS_KEY: KEY, CREDENTIALS_OLD_KEYS: ` ${old} ,` }).credentialKeys;
    expect(keys?.current.toString('base64')).toBe(KEY);
    expect(keys?.old.map((k) => k.toString('base64'))).toEqual([old]);
    expect(() => loadConfig({ CREDENTIALS_KEY: Buffer.alloc(16).toString('base64') })).toThrow('base64 of 32 random bytes');
    expect(() => loadConfig({ CREDENTIALS_KEY: KEY, CREDENTIALS_OLD_KEYS: 'short' })).toThrow('CREDENTIALS_OLD_KEYS');
  });

  it('refuses a bad port or public URL at start', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow();
  });
});
