import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorBody, LoginResponse, VerifyResponse } from '@cobro/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, databases, sessionCookie, signIn, type TestApp } from '../../../test/harness';
import { sessions, users } from '../../db/schema/index';
import { DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { hashSessionId } from './session-commands';

// The real argon2id, watched: which hash each sign-in verifies against.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

const login = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });

describe.each(databases)('auth on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t?.close());

  it('login success sets an HttpOnly, SameSite=Lax, host-only session cookie and redirects to the panel', async () => {
    const response = await login(t, DEMO_ACCOUNT);
    expect(response.statusCode).toBe(200);
    expect(LoginResponse.parse(response.json())).toEqual({ redirectUrl: '/dashboard/panel' });
    const cookie = response.cookies.find((c) => c.name === 'cobro_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.domain).toBeUndefined();
    // Served over plain http in tests: Secure would make the browser drop it.
    expect(cookie.secure).toBeUndefined();
    expect(Buffer.from(cookie.value, 'base64url')).toHaveLength(32);
  });

  it('the session cookie is Secure when the public URL is https', async () => {
    const secure = await createTestApp({ db: 'pglite', config: { publicUrl: 'https://pay.example.es' } });
    try {
      const response = await secure.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT });
      expect(response.cookies.find((c) => c.name === 'cobro_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('stores only the SHA-256 of the session id', async () => {
    const response = await login(t, DEMO_ACCOUNT);
    const id = sessionCookie(response)!;
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.idHash, hashSessionId(id)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.idHash, id));
    expect(raw).toHaveLength(0);
  });

  it('login rotates the session id and kills the previous one', async () => {
    const first = await signIn(t.app);
    const response = await login(t, DEMO_ACCOUNT, { cookie: first });
    const second = sessionCookie(response)!;
    expect(`cobro_session=${second}`).not.toBe(first);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie: `cobro_session=${second}` } })).statusCode).toBe(200);
  });

  it('wrong password and unknown user give the same status, code and message (LOG-003)', async () => {
    const wrong = await login(t, { email: DEMO_ACCOUNT.email, password: 'Wrong-password-1' });
    const unknown = await login(t, { email: 'nobody@cobro.dev', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(ApiErrorBody.parse(wrong.json())).toEqual({ code: 'LOG-003', message: 'Incorrect e-mail or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('an unknown user costs a password verification, like a wrong password (the same argon2id work)', async () => {
    // By the work done, not by the clock (issue 26, item 8): each answer runs exactly one argon2id verification, and
    // the unknown e-mail's dummy hash has the stored hashes' parameters (memory, passes, lanes), so the same cost.
    const verified = vi.mocked(verify);
    const attempt = async (email: string, i: number) => {
      verified.mockClear();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Wrong-password-1' },
        remoteAddress: `10.0.0.${i}`,
      });
      expect(response.statusCode).toBe(401);
      expect(verified).toHaveBeenCalledTimes(1);
      return String(verified.mock.calls[0][0]);
    };
    const parameters = (hash: string) => /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/.exec(hash)?.[0];
    // Another account so the demo account's throttle is untouched.
    const [stored] = await t.database.db.select().from(users).where(eq(users.email, NEW_MERCHANT_ACCOUNT.email));
    const known = await attempt(NEW_MERCHANT_ACCOUNT.email, 1);
    expect(known).toBe(stored.passwordHash);
    const unknown = await attempt('ghost@cobro.dev', 2);
    expect(unknown).not.toBe(known);
    expect(parameters(unknown)).toBe('$argon2id$v=19$m=19456,t=2,p=1$');
    expect(parameters(unknown)).toBe(parameters(known));
  });

  it('e-mail is case-insensitive at sign-in', async () => {
    const response = await login(t, { email: '  DEMO@Cobro.dev ', password: DEMO_ACCOUNT.password });
    expect(response.statusCode).toBe(200);
  });

  it('verify without a session answers 401 API-002', async () => {
    const response = await t.app.inject({ url: '/api/auth/verify' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'API-002' });
    const forged = await t.app.inject({ url: '/api/auth/verify', headers: { cookie: 'cobro_session=forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('verify with a session answers the user, the organization and the product type', async () => {
    const cookie = await signIn(t.app);
    const response = await t.app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = VerifyResponse.parse(response.json());
    expect(body.user.email).toBe(DEMO_ACCOUNT.email);
    expect(body.user.owner.email).toBe(DEMO_ACCOUNT.email);
    expect(body.organization.company_name).toBe('Cobro Demo S.L.');
    expect(body.client_product_type).toBe('payments');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('a session expires after its lifetime', async () => {
    const cookie = await signIn(t.app);
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    try {
      expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      t.clock.advance(-8 * 24 * 60 * 60 * 1000);
    }
  });

  it('logout kills the session and clears the cookie', async () => {
    const cookie = await signIn(t.app);
    const response = await t.app.inject({ url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'cobro_session')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout from another site (a link or a page navigating to it) is refused with API-009 and the session lives', async () => {
    const cookie = await signIn(t.app);
    const crossSite = await t.app.inject({ url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'API-009' });
    expect(crossSite.cookies.find((c) => c.name === 'cobro_session')).toBeUndefined();
    const foreign = await t.app.inject({ url: '/api/auth/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'API-009' });
    // Fastify answers HEAD with the GET handler: the same rule holds.
    const head = await t.app.inject({ method: 'HEAD', url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(head.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(200);
  });

  it("logout from the dashboard's own page (a same-origin fetch) ends the session", async () => {
    const cookie = await signIn(t.app);
    const response = await t.app.inject({ url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(401);
  });

  it('passwords are stored as argon2id hashes', async () => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
