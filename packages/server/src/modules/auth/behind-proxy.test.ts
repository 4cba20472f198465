import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DEMO_ACCOUNT } from '../../seed/index';
import { LOGIN_THROTTLE } from './throttle-commands';

/** A login as nginx forwards it: every request comes from the balancer's loopback address. */
const throughProxy = (t: TestApp, email: string, password: string, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
  });

/** Fails the address limit from one client: unknown e-mails, so no account limit is reached first. */
async function exhaustAddress(t: TestApp, client: (n: number) => string) {
  for (let n = 0; n < LOGIN_THROTTLE.perAddress; n += 1) {
    expect((await throughProxy(t, `nobody-${n}@example.es`, 'Wrong-password-1', client(n))).statusCode).toBe(401);
  }
}

// Behind a load balancer the throttle must count each buyer's or merchant's address, not the balancer's.
describe('the login throttle behind a reverse proxy', () => {
  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ config: { trustProxy: 'loopback' } });
    });
    afterAll(() => t?.close());

    it("counts the forwarded client's address: one client's failures do not lock out the others", async () => {
      await exhaustAddress(t, () => '203.0.113.7');
      expect((await throughProxy(t, 'nobody-x@example.es', 'Wrong-password-1', '203.0.113.7')).statusCode).toBe(429);
      expect((await throughProxy(t, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password, '203.0.113.8')).statusCode).toBe(200);
    }, 120_000);
  });

  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For, so a client cannot pick a fresh address for each attempt', async () => {
      await exhaustAddress(t, (n) => `198.51.100.${n}`);
      expect((await throughProxy(t, 'nobody-x@example.es', 'Wrong-password-1', '198.51.100.250')).statusCode).toBe(429);
    }, 120_000);
  });
});
