import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from '../../../test/harness';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT } from '../../seed/index';
import { LOGIN_THROTTLE } from './throttle';

describe.each(databases)('login throttling on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  }, 60_000);
  afterAll(() => t?.close());

  const attempt = (email: string, password: string, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('login is throttled per account after repeated failures, with 429 API-007, even with the right password', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      // Different addresses: the account limit must hold on its own.
      expect((await attempt(DEMO_ACCOUNT.email, 'Wrong-password-1', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '198.51.100.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'API-007' });
    expect(blocked.headers['retry-after']).toBe('900');
  });

  it('the account throttle lifts once the window has passed', async () => {
    t.clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect((await attempt(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('login is throttled per address across accounts', async () => {
    const ip = '192.0.2.50';
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await attempt(`probe${i}@cobro.dev`, 'Wrong-password-1', ip)).statusCode).toBe(401);
    }
    expect((await attempt(BILLING_MERCHANT_ACCOUNT.email, BILLING_MERCHANT_ACCOUNT.password, ip)).statusCode).toBe(429);
    // Another address is not affected.
    expect((await attempt(BILLING_MERCHANT_ACCOUNT.email, BILLING_MERCHANT_ACCOUNT.password, '192.0.2.51')).statusCode).toBe(200);
  });
});
