import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, signIn, type TestApp } from '../../test/harness';

/** Issue 26 item 7: every answer, JSON and errors alike, tells the browser not to sniff its type. */
describe.each(databases)('X-Content-Type-Options on %s', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ db });
    cookie = await signIn(t.app);
  }, 180_000);
  afterAll(() => t?.close());

  it.each([
    ['a JSON answer', '/api/health', 200],
    ['the organization files (data URLs)', '/api/organizations/{id}/files', 200],
    ['an error', '/api/customers', 401],
    ['an unknown API path', '/api/no-such-call', 404],
    ['a URL the router cannot decode', '/api/customers/%E0%A4%A', 400],
  ])('%s carries nosniff', async (_, url, status) => {
    const organization = (await t.app.inject({ url: '/api/organizations', headers: { cookie } })).json().id as string;
    const signedIn = url.includes('{id}');
    const response = await t.app.inject({ url: url.replace('{id}', organization), headers: signedIn ? { cookie } : {} });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
