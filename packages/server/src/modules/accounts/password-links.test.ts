import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, databases, sessionCookie, signIn, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { mailOutbox, organizations, passwordTokens, users } from '../../db/schema/index';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT } from '../../seed/index';
import { LOGIN_THROTTLE } from '../auth/throttle-commands';
import { mailerOf } from '../../mail/index';
import { mailAfterAnswersSettled } from './after-answer';
import { sendPasswordLink } from './password-link-commands';
import { MAX_OPEN_LINKS, LINK_TOKEN_TTL_MS } from './token-rules';

const NEW_PASSWORD = 'Brand-new-pass-2';
const linkToken = (text: string, page: string) => new RegExp(`${TEST_PUBLIC_URL}/${page}/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

describe.each(databases)('password links on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL } });
  });
  afterAll(() => t?.close());

  // Each request from an address of its own: this file asks for more links than one address may (decision 0210).
  let requests = 0;
  const nextAddress = () => {
    requests += 1;
    return `10.9.${Math.floor(requests / 256)}.${requests % 256}`;
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/auth/${url}`, payload, headers, remoteAddress: nextAddress() });
  const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** Asks for forgot-password, then waits for the mail it sends after the answer (the app's own hook, no polling). */
  async function forgotPassword(email: string) {
    const answer = await call('POST', 'forgot-password', { email });
    await mailAfterAnswersSettled(t.app);
    return answer;
  }
  /** Asks for a reset link and reads it from the outbox once the mail, sent after the answer, is there. */
  async function resetLink(email: string) {
    const before = new Set((await mailTo(email)).map((m) => m.id));
    expect((await forgotPassword(email)).statusCode).toBe(204);
    // The clock stands still, so the new mail is told apart by its id, not its time.
    const fresh = (await mailTo(email)).filter((m) => !before.has(m.id));
    expect(fresh).toHaveLength(1);
    return linkToken(fresh[0].text, 'reset-password')!;
  }
  const login = (email: string, password: string) => call('POST', 'login', { email, password });

  it('forgot-password answers a known and an unknown e-mail alike (204, no body) and mails only the known one', async () => {
    const known = await forgotPassword('FACTURAS@cobro.dev');
    const unknown = await forgotPassword('nadie@example.es');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(unknown.body).toBe(known.body);
    const mails = await mailTo(BILLING_MERCHANT_ACCOUNT.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(await mailTo('nadie@example.es')).toEqual([]);
    expect(mail.subject).toBe('Restablece tu contraseña de Cobro');
    expect(mail.text).toMatch(/^Hola, Ana:/);
    expect(mail.text).toContain('El enlace caduca en 1 hora');
    const token = linkToken(mail.text, 'reset-password')!;
    // The address rides in the fragment, which no server sees: the page prefills sign-in with it (decision 1130).
    expect(mail.html).toContain(`<a href="${TEST_PUBLIC_URL}/reset-password/${token}#email=facturas%40cobro.dev">Restablecer contraseña</a>`);
    expect(mail.text).toContain(`Restablecer contraseña: ${TEST_PUBLIC_URL}/reset-password/${token}#email=facturas%40cobro.dev`);
    expect(mail.html).toContain('<html lang="es">');
    // Only the SHA-256 of the token is stored.
    const [user] = await t.database.db.select().from(users).where(eq(users.email, BILLING_MERCHANT_ACCOUNT.email));
    const rows = await t.database.db.select().from(passwordTokens).where(eq(passwordTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - t.clock.now().getTime()).toBe(LINK_TOKEN_TTL_MS.RESET_PASSWORD);
  });

  it('forgot-password answers before it mails: the transport is called only once the answer has gone', async () => {
    const email = 'orden@example.es';
    const payload = { name: 'Tere', last_name: 'Ruiz', email, prefix: '+34', phone: '612345678', password: NEW_PASSWORD, passwordcopy: NEW_PASSWORD };
    expect((await call('POST', 'register', payload)).statusCode).toBe(200);
    // The welcome mail sign-up sends after its answer goes first, so only forgot-password's reaches the spy.
    await mailAfterAnswersSettled(t.app);
    // By order, not by the clock (issue 26, item 8): an answer that waited for the token, the mail or the outbox
    // would put the transport call first; one that answers first takes the same path for a known and an unknown
    // e-mail (one look-up), so the two cannot be told apart by their time.
    const transport = mailerOf(t.app).transport;
    const order: string[] = [];
    const send = transport.send.bind(transport);
    const spy = vi.spyOn(transport, 'send').mockImplementation((message) => {
      order.push(`transport ${message.to}`);
      return send(message);
    });
    try {
      const known = await call('POST', 'forgot-password', { email });
      order.push('answer to the known e-mail');
      await mailAfterAnswersSettled(t.app);
      const unknown = await call('POST', 'forgot-password', { email: 'fantasma@example.es' });
      order.push('answer to the unknown e-mail');
      await mailAfterAnswersSettled(t.app);
      expect(order).toEqual(['answer to the known e-mail', `transport ${email}`, 'answer to the unknown e-mail']);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    } finally {
      spy.mockRestore();
    }
  });

  it('a mailbox cannot be flooded: past the open-link limit, forgot-password still answers 204 and sends nothing', async () => {
    for (let i = 0; i < MAX_OPEN_LINKS; i++) await resetLink(SIGNED_UP_ACCOUNT.email);
    expect((await forgotPassword(SIGNED_UP_ACCOUNT.email)).statusCode).toBe(204);
    expect(await mailTo(SIGNED_UP_ACCOUNT.email)).toHaveLength(MAX_OPEN_LINKS);
  });

  it('verify-token: 204 for a usable reset link; 400 FOP-004 for an unknown token or the other kind of link', async () => {
    const token = await resetLink(DEMO_ACCOUNT.email);
    expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(204);
    const otherKind = await call('GET', `verify-token/${token}?token_type=CREATE_API_USER_PASSWORD`);
    expect(otherKind.statusCode).toBe(400);
    expect(otherKind.json()).toMatchObject({ code: 'FOP-004' });
    const unknown = await call('GET', `verify-token/${'x'.repeat(43)}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'FOP-004' });
  });

  it('reset sets the password once, ends every session of the user and the browser’s, and the link is then used up', async () => {
    const token = await resetLink(BILLING_MERCHANT_ACCOUNT.email);
    const first = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const second = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    const response = await call('POST', `reset-password/${token}`, { password: NEW_PASSWORD }, { cookie: first });
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response)).toBe('');
    for (const cookie of [first, second]) {
      expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await login(BILLING_MERCHANT_ACCOUNT.email, BILLING_MERCHANT_ACCOUNT.password)).statusCode).toBe(401);
    expect((await login(BILLING_MERCHANT_ACCOUNT.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await call('POST', `reset-password/${token}`, { password: 'Another-pass-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'FOP-004' });
    expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(400);
    expect((await login(BILLING_MERCHANT_ACCOUNT.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('two simultaneous uses of one link: one sets the password, the other is FOP-004', async () => {
    const token = await resetLink(NEW_MERCHANT_ACCOUNT.email);
    const answers = await Promise.all(
      ['Racing-pass-1', 'Racing-pass-2'].map((password) => call('POST', `reset-password/${token}`, { password })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
  });

  it('using one link uses up the user’s other links', async () => {
    const older = await resetLink(DEMO_ACCOUNT.email);
    const newer = await resetLink(DEMO_ACCOUNT.email);
    expect((await call('POST', `reset-password/${newer}`, { password: DEMO_ACCOUNT.password })).statusCode).toBe(204);
    expect((await call('GET', `verify-token/${older}`)).statusCode).toBe(400);
  });

  it('a link expires after its lifetime (clock moved): verify and reset are 400', async () => {
    const token = await resetLink(DEMO_ACCOUNT.email);
    t.clock.advance(LINK_TOKEN_TTL_MS.RESET_PASSWORD - 1000);
    try {
      expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(204);
      t.clock.advance(1000);
      expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(400);
      expect((await call('POST', `reset-password/${token}`, { password: NEW_PASSWORD })).statusCode).toBe(400);
    } finally {
      t.clock.advance(-LINK_TOKEN_TTL_MS.RESET_PASSWORD);
    }
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('a password that breaks the rules is 400 API-001 and leaves the link usable', async () => {
    const token = await resetLink(DEMO_ACCOUNT.email);
    const weak = await call('POST', `reset-password/${token}`, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'API-001', fields: { password: expect.any(String) } });
    expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(204);
  });

  it('create-password: an API user gets an English link of its own kind and sets the first password', async () => {
    const [demoOrg] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Cobro Demo S.L.'));
    const [apiUser] = await t.database.db
      .insert(users)
      .values({ email: 'api.user@example.es', name: "Sam <O'Neil>", role: 'api', language: 'en', organizationId: demoOrg.id })
      .returning();
    await sendPasswordLink(t.app, { ...apiUser, language: 'en' }, 'CREATE_API_USER_PASSWORD');
    const [mail] = await mailTo('api.user@example.es');
    expect(mail.subject).toBe('Create your Cobro password');
    expect(mail.text).toMatch(/^Hello Sam <O'Neil>,/);
    expect(mail.html).toContain('<p>Hello Sam &lt;O&#39;Neil&gt;,</p>');
    expect(mail.text).toContain('The link expires in 72 hours');
    expect(mail.html).toContain('<html lang="en">');
    const token = linkToken(mail.text, 'create-password')!;
    expect((await call('GET', `verify-token/${token}?token_type=CREATE_API_USER_PASSWORD`)).statusCode).toBe(204);
    expect((await call('GET', `verify-token/${token}`)).statusCode).toBe(400);
    expect((await call('POST', `reset-password/${token}`, { password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await call('POST', `create-password/${token}`, { password: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await login('api.user@example.es', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await call('POST', `create-password/${token}`, { password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('the login throttle still holds for an account whose password was reset', async () => {
    const token = await resetLink(NEW_MERCHANT_ACCOUNT.email);
    expect((await call('POST', `reset-password/${token}`, { password: NEW_PASSWORD })).statusCode).toBe(204);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: NEW_MERCHANT_ACCOUNT.email, password: 'Wrong-password-1' },
        remoteAddress: `198.51.100.${i}`,
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await login(NEW_MERCHANT_ACCOUNT.email, NEW_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'API-007' });
  });
});
