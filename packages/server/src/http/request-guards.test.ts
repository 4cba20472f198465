import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@cobro/contracts';
import { count } from 'drizzle-orm';
import { createTestApp, databases, signIn, type TestApp } from '../../test/harness';
import { sessions } from '../db/schema/index';
import { DEMO_ACCOUNT } from '../seed/index';

describe.each(databases)('request validation and CSRF on %s', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ db });
    cookie = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

  it('malformed JSON answers 400 API-001', async () => {
    const response = await post('{"email": "demo@cobro.dev",');
    expect(response.statusCode).toBe(400);
    expect(error(response.body).code).toBe('API-001');
  });

  it('an empty JSON body answers 400 API-001', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(error(response.body).code).toBe('API-001');
  });

  it('wrong types answer 400 API-001 with per-field messages', async () => {
    const response = await post(JSON.stringify({ email: 42, password: ['x'] }));
    expect(response.statusCode).toBe(400);
    const body = error(response.body);
    expect(body.code).toBe('API-001');
    expect(body.fields).toEqual({ email: 'invalid_type', password: 'invalid_type' });
  });

  it('missing fields answer missing_field and a bad e-mail answers invalid_email (contract messages)', async () => {
    const missing = error((await post(JSON.stringify({}))).body);
    expect(missing.fields).toEqual({ email: 'missing_field', password: 'missing_field' });
    const bad = error((await post(JSON.stringify({ email: 'not-an-email', password: 'x' }))).body);
    expect(bad.fields).toEqual({ email: 'invalid_email' });
  });

  it('unknown fields answer 400 API-001 naming the field', async () => {
    const response = await post(JSON.stringify({ ...DEMO_ACCOUNT, admin: true }));
    expect(response.statusCode).toBe(400);
    expect(error(response.body).fields).toEqual({ admin: 'unknown_field' });
  });

  it('a body over the limit answers 413 API-008', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(error(response.body).code).toBe('API-008');
  });

  it('a non-JSON content type answers 415 API-001 (no text/plain or form bodies)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await post('email=demo@cobro.dev&password=x', { 'content-type': type });
      expect(response.statusCode, type).toBe(415);
      expect(error(response.body).code).toBe('API-001');
    }
  });

  it('SQL and script payloads are plain data: a 4xx, never a 500, nothing changed', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(sessions);
    for (const email of ["' OR 1=1 --@x.es", '<script>alert(1)</script>@x.es', "demo@cobro.dev'; drop table users; --"]) {
      const response = await post(JSON.stringify({ email, password: "' OR ''='" }));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const [after] = await t.database.db.select({ n: count() }).from(sessions);
    expect(after.n).toBe(before.n);
  });

  it('an unknown route under /api answers 404 API-004', async () => {
    for (const [method, url] of [['GET', '/api/nothing-here'], ['DELETE', '/api/auth/login'], ['GET', '/api']] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie, accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(error(response.body).code).toBe('API-004');
    }
  });

  it('a cross-site state-changing request with a valid session cookie is refused (Sec-Fetch-Site)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/__test__/events',
      payload: { event: 'plan-updated' },
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(error(response.body).code).toBe('API-009');
  });

  it('a state-changing request from a foreign Origin is refused; our own origin passes', async () => {
    const foreign = await post(JSON.stringify(DEMO_ACCOUNT), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(error(foreign.body).code).toBe('API-009');
    const own = await post(JSON.stringify(DEMO_ACCOUNT), { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(200);
  });

  it('the configured PUBLIC_URL counts as our origin', async () => {
    const withPublic = await createTestApp({ db: 'pglite', seed: true, config: { publicUrl: 'https://pay.example.es' } });
    try {
      const response = await withPublic.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: DEMO_ACCOUNT,
        headers: { origin: 'https://pay.example.es' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await withPublic.close();
    }
  });
});
