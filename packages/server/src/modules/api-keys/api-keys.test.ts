import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyResponse } from '@cobro/contracts';
import { apiKeys } from '../../db/schema/index';
import { sha256 } from '../../ids';
import { databases } from '../../../test/harness';
import { publicApiTest, type PublicApiTest } from '../public-api/public-api.fixtures';

describe.each(databases)('the secret API key on %s', (db) => {
  let c: PublicApiTest;
  beforeAll(async () => {
    c = await publicApiTest(db);
  });
  afterAll(() => c?.t.close());

  const listed = async (cookie: string) =>
    ApiKeyResponse.parse((await c.t.app.inject({ method: 'GET', url: '/api/organizations/api-key', headers: { cookie } })).json());

  it('none at first; generated once, shown once, stored only as its SHA-256 and its mode prefix and last four', async () => {
    expect(await listed(c.cookie)).toBeNull();
    const generated = await c.generate(c.cookie);
    expect(generated.api_key).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    // Issue 27 item 4: after a reload the row still says which key is in use (decision 1132).
    const masked = `sk_test_••••••••${generated.api_key.slice(-4)}`;
    expect(generated.masked_key).toBe(masked);
    expect(await listed(c.cookie)).toEqual({ id: generated.id, created_at: generated.created_at, masked_key: masked });
    const rows = await c.t.database.db.select().from(apiKeys).where(eq(apiKeys.organizationId, c.organizationId));
    expect(rows).toHaveLength(1);
    expect(rows[0].keyHash).toBe(sha256(generated.api_key));
    expect(JSON.stringify(rows)).not.toContain(generated.api_key.slice(8));
  });

  it('regenerating replaces the key: one row, the old key refused at once, the new one works', async () => {
    const first = await c.generate(c.cookie);
    const second = await c.generate(c.cookie);
    expect(second.id).not.toBe(first.id);
    expect(await listed(c.cookie)).toEqual({ id: second.id, created_at: second.created_at, masked_key: second.masked_key });
    const old = await c.v1(first.api_key, 'GET', '/customers');
    expect(old.statusCode).toBe(401);
    expect(old.headers['www-authenticate']).toBe('Bearer');
    expect(old.json()).toMatchObject({ code: 'API-002', details: { reason: 'invalid_api_key' } });
    expect((await c.v1(second.api_key, 'GET', '/customers')).statusCode).toBe(200);
  });

  it('two regenerations at once leave exactly one key', async () => {
    const [a, b] = await Promise.all([c.generate(c.cookie), c.generate(c.cookie)]);
    const working = await Promise.all([a, b].map(async (k) => (await c.v1(k.api_key, 'GET', '/customers')).statusCode));
    expect(working.sort()).toEqual([200, 401]);
  });

  it('deleting the key refuses it at once; another merchant cannot delete it', async () => {
    const key = await c.generate(c.cookie);
    const remove = (cookie: string, id: string) =>
      c.t.app.inject({ method: 'DELETE', url: `/api/organizations/remove-api-key/${id}`, headers: { cookie } });
    expect((await remove(c.otherCookie, key.id)).statusCode).toBe(404);
    expect((await remove(c.cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect((await c.v1(key.api_key, 'GET', '/customers')).statusCode).toBe(200);
    expect((await remove(c.cookie, key.id)).statusCode).toBe(204);
    expect(await listed(c.cookie)).toBeNull();
    expect((await c.v1(key.api_key, 'GET', '/customers')).statusCode).toBe(401);
  });

  it('the key calls need the session; the server-to-server API refuses a session without a key', async () => {
    expect((await c.t.app.inject({ method: 'POST', url: '/api/organizations/generate-api-key' })).statusCode).toBe(401);
    const withCookieOnly = await c.t.app.inject({ method: 'GET', url: '/api/v1/customers', headers: { cookie: c.cookie } });
    expect(withCookieOnly.statusCode).toBe(401);
    expect((await c.v1('sk_test_short', 'GET', '/customers')).statusCode).toBe(401);
  });
});
