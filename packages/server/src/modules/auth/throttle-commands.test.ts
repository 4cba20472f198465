import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, createTwoTestServers, databases, type TestApp, type TwoTestServers } from '../../../test/harness';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { LOGIN_THROTTLE } from './throttle-commands';

describe.each(databases)('login throttling on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
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

/** Fires every attempt at once and counts the answers: 401 means the password was evaluated, 429 that it was not. */
async function burst(apps: FastifyInstance[], attempts: Array<{ email: string; ip: string }>) {
  const responses = await Promise.all(
    attempts.map(({ email, ip }, i) =>
      apps[i % apps.length].inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong-password-1' },
        remoteAddress: ip,
      }),
    ),
  );
  const codes = responses.map((r) => r.statusCode);
  for (const r of responses.filter((r) => r.statusCode === 429)) expect(r.json()).toMatchObject({ code: 'API-007' });
  return { evaluated: codes.filter((c) => c === 401).length, throttled: codes.filter((c) => c === 429).length };
}

// The check and the record of an attempt are one atomic step, so simultaneous attempts cannot all slip under the limit.
describe.each(databases)('login throttling under concurrency on %s', (db) => {
  let t: TwoTestServers;
  beforeAll(async () => {
    t = await createTwoTestServers(db);
  });
  afterAll(() => t?.close());

  it('40 simultaneous wrong passwords for one account from one address: only the account limit is evaluated', async () => {
    const result = await burst([t.app], Array.from({ length: 40 }, () => ({ email: DEMO_ACCOUNT.email, ip: '203.0.113.90' })));
    expect(result).toEqual({ evaluated: LOGIN_THROTTLE.perAccount, throttled: 40 - LOGIN_THROTTLE.perAccount });
  });

  it('30 simultaneous wrong passwords for one account from 30 addresses, on two servers: the account limit holds', async () => {
    const attempts = Array.from({ length: 30 }, (_, i) => ({ email: NEW_MERCHANT_ACCOUNT.email, ip: `198.51.100.${100 + i}` }));
    const result = await burst([t.app, t.second], attempts);
    expect(result).toEqual({ evaluated: LOGIN_THROTTLE.perAccount, throttled: 30 - LOGIN_THROTTLE.perAccount });
  });

  it('40 simultaneous wrong passwords from one address for 40 accounts, on two servers: the address limit holds', async () => {
    const attempts = Array.from({ length: 40 }, (_, i) => ({ email: `burst${i}@cobro.dev`, ip: '192.0.2.90' }));
    const result = await burst([t.app, t.second], attempts);
    expect(result).toEqual({ evaluated: LOGIN_THROTTLE.perAddress, throttled: 40 - LOGIN_THROTTLE.perAddress });
  });

  it('a right password is not counted as a failure: five sign-ins in a row all succeed', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount + 1; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: BILLING_MERCHANT_ACCOUNT, remoteAddress: '192.0.2.91' });
      expect(response.statusCode).toBe(200);
    }
  });
});
