import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databases, signIn, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { mailOutbox, users } from '../../db/schema/index';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT } from '../../seed/index';
import { createSession } from '../auth/index';
import { LOGIN_THROTTLE } from '../auth/throttle-commands';
import { mailAfterAnswersSettled } from './after-answer';

const NEW_PASSWORD = 'Changed-pass-2';

// PUT /auth/password (ours, decision 1130): the signed-in user changes the password with the current one.
describe.each(databases)('password change while signed in on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL } });
  }, 60_000);
  afterAll(() => t?.close());

  const change = (cookie: string | undefined, payload: object, remoteAddress = '10.20.0.1') =>
    t.app.inject({ method: 'PUT', url: '/api/auth/password', payload, headers: cookie ? { cookie } : {}, remoteAddress });
  const verify = (cookie: string) => t.app.inject({ url: '/api/auth/verify', headers: { cookie } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: '10.20.9.9' });
  const body = (current: string, password = NEW_PASSWORD, passwordcopy = password) => ({ current_password: current, password, passwordcopy });

  it('sets the new password, keeps this session and ends every other session of the user (not other users’)', async () => {
    const here = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const elsewhere = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const someoneElse = await signIn(t.app, DEMO_ACCOUNT);
    const response = await change(here, body(BILLING_MERCHANT_ACCOUNT.password));
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'cobro_session')).toBeUndefined();
    expect((await verify(here)).statusCode).toBe(200);
    expect((await verify(elsewhere)).statusCode).toBe(401);
    expect((await verify(someoneElse)).statusCode).toBe(200);
    expect((await login(BILLING_MERCHANT_ACCOUNT.email, BILLING_MERCHANT_ACCOUNT.password)).statusCode).toBe(401);
    expect((await login(BILLING_MERCHANT_ACCOUNT.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, BILLING_MERCHANT_ACCOUNT.email));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('uses up the reset links the user still had open, as a reset does', async () => {
    const cookie = await signIn(t.app, PLATFORM_MERCHANT_ACCOUNT);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: PLATFORM_MERCHANT_ACCOUNT.email } });
    await mailAfterAnswersSettled(t.app);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, PLATFORM_MERCHANT_ACCOUNT.email));
    const token = /reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect((await t.app.inject({ url: `/api/auth/verify-token/${token}` })).statusCode).toBe(204);
    expect((await change(cookie, body(PLATFORM_MERCHANT_ACCOUNT.password))).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/auth/verify-token/${token}` })).statusCode).toBe(400);
  });

  it('a wrong current password is 400 LOG-003 on current_password (not a 401 that signs the dashboard out) and changes nothing', async () => {
    const cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const other = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const response = await change(cookie, body('Not-the-password-1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'LOG-003', fields: { current_password: 'wrong_password' } });
    expect((await verify(cookie)).statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(200);
    expect((await login(NEW_MERCHANT_ACCOUNT.email, NEW_MERCHANT_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('the new password follows the sign-up rules, and its copy must match: 400 API-001 with the field messages', async () => {
    const cookie = await signIn(t.app, SIGNED_UP_ACCOUNT);
    const weak = await change(cookie, body(SIGNED_UP_ACCOUNT.password, 'weakpass'));
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'API-001', fields: { password: 'valid_password' } });
    const mismatch = await change(cookie, body(SIGNED_UP_ACCOUNT.password, NEW_PASSWORD, 'Changed-pass-3'));
    expect(mismatch.json()).toMatchObject({ code: 'API-001', fields: { passwordcopy: 'valid_copy_password' } });
    const missing = await change(cookie, body('', NEW_PASSWORD));
    expect(missing.json()).toMatchObject({ code: 'API-001', fields: { current_password: 'missing_field' } });
    expect((await login(SIGNED_UP_ACCOUNT.email, SIGNED_UP_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('wrong current passwords count against the account’s sign-in limit: past it, 429 API-007', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNT);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await change(cookie, body('Guessing-pass-1'), `10.21.0.${i}`)).statusCode).toBe(400);
    }
    const blocked = await change(cookie, body(DEMO_ACCOUNT.password), '10.21.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'API-007' });
    expect(blocked.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowMs / 1000));
    t.clock.advance(LOGIN_THROTTLE.windowMs);
    try {
      // Once the window has passed, the right password goes through and clears the account's failures.
      expect((await change(cookie, body(DEMO_ACCOUNT.password, DEMO_ACCOUNT.password))).statusCode).toBe(204);
    } finally {
      t.clock.advance(-LOGIN_THROTTLE.windowMs);
    }
  });

  it('an account that signs in with Google only has no current password to give: LOG-003', async () => {
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    await t.database.db
      .insert(users)
      .values({ email: 'solo.google@example.es', name: 'Gala', googleId: 'google-sub-change', organizationId: demo.organizationId });
    const [google] = await t.database.db.select().from(users).where(eq(users.email, 'solo.google@example.es'));
    const session = await createSession(t.database.db, google.id, t.clock.now(), {});
    const response = await change(`cobro_session=${session.id}`, body('Anything-goes-1'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'LOG-003' });
  });

  it('needs a session: 401 API-002', async () => {
    const response = await change(undefined, body(DEMO_ACCOUNT.password));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'API-002' });
  });
});
