import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@cobro/contracts';
import { urlOf } from '../src/http/route-url';
import { createTestApp, type TestApp } from './harness';

/**
 * Calls of the contract the reference server does not serve yet (they answer 404 API-004). The work that serves
 * one takes it off this list; the test below fails both ways, so the list is always exactly what is missing.
 */
const NOT_YET_SERVED: ReadonlyArray<keyof typeof endpoints> = [];

const served = (app: TestApp['app'], e: Endpoint) => app.hasRoute({ method: e.method, url: urlOf(e) });

describe('the reference server serves every call of the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('serves every call that is not listed as not yet served', () => {
    const missing = Object.entries(endpoints)
      .filter(([name, e]) => !NOT_YET_SERVED.includes(name as keyof typeof endpoints) && !served(t.app, e))
      .map(([name, e]) => `${name}: ${e.method} ${urlOf(e)}`);
    expect(missing).toEqual([]);
  });

  it('serves none of the calls listed as not yet served (take a call off the list once it is served)', () => {
    const nowServed = NOT_YET_SERVED.filter((name) => served(t.app, endpoints[name]));
    expect(nowServed).toEqual([]);
  });

  it('answers a call it does not serve with 404 API-004, as a client of the contract would see it', async () => {
    const e = NOT_YET_SERVED.length > 0 ? endpoints[NOT_YET_SERVED[0]] : { ...endpoints.login, path: '/auth/not-a-call' };
    const answer = await t.app.inject({ method: e.method, url: urlOf(e).replace(/:\w+/g, 'x') });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'API-004' });
  });

  it('would notice a route that is not registered', () => {
    expect(served(t.app, { ...endpoints.login, path: '/auth/not-a-call' })).toBe(false);
    expect(served(t.app, endpoints.login)).toBe(true);
  });
});
