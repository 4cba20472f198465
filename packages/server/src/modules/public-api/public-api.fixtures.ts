import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { GeneratedApiKey } from '@cobro/contracts';
import { BILLING_MERCHANT_ACCOUNT } from '../../seed/index';
import { signIn } from '../../../test/harness';
import { moneyTest, type MoneyTest } from '../charges/money.fixtures';

export interface PublicApiTest extends MoneyTest {
  /** The second merchant's session (merchant B); the demo merchant is A. */
  otherCookie: string;
  /** Generates (or regenerates) a merchant's secret key through the dashboard call. */
  generate(cookie: string): Promise<GeneratedApiKey>;
  /** A server-to-server call with a secret key, on this app or another one on the same database. */
  v1(key: string, method: 'GET' | 'POST', url: string, options?: { payload?: object; headers?: Record<string, string>; app?: FastifyInstance }): Promise<LightMyRequestResponse>;
}

/** The demo merchant (A) and the billing merchant (B) signed in on one seeded database. */
export async function publicApiTest(db: Parameters<typeof moneyTest>[0]): Promise<PublicApiTest> {
  const c = await moneyTest(db);
  const otherCookie = await signIn(c.t.app, BILLING_MERCHANT_ACCOUNT);
  return {
    ...c,
    otherCookie,
    async generate(cookie) {
      const response = await c.t.app.inject({ method: 'POST', url: '/api/organizations/generate-api-key', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`generate-api-key: ${response.statusCode} ${response.body}`);
      return GeneratedApiKey.parse(response.json());
    },
    v1: (key, method, url, { payload, headers = {}, app = c.t.app } = {}) =>
      app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload ? { payload } : {}) }),
  };
}
