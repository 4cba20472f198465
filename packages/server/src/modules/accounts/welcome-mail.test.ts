import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VerifyResponse } from '@cobro/contracts';
import { createTestApp, databases, sessionCookie, signIn, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { mailOutbox, users } from '../../db/schema/index';
import { DEMO_ACCOUNT } from '../../seed/index';
import { mailAfterAnswersSettled } from './after-answer';
import { LINK_TOKEN_TTL_MS, MAX_OPEN_LINKS } from './token-rules';

const PASSWORD = 'Strong-pass-1';
const signUp = (email: string) => ({ name: 'Marta', last_name: 'López', email, prefix: '+34', phone: '612345678', password: PASSWORD, passwordcopy: PASSWORD });
const confirmToken = (text: string) => new RegExp(`${TEST_PUBLIC_URL}/confirm-email/([A-Za-z0-9_-]{43})`).exec(text)?.[1];

// Sign-up's welcome mail confirms the address and says what to do next (decision 1130).
describe.each(databases)('the welcome mail and the e-mail confirmation on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL } });
  }, 60_000);
  afterAll(() => t?.close());

  let addresses = 0;
  const nextAddress = () => `10.30.${Math.floor(++addresses / 256)}.${addresses % 256}`;
  const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** Signs up, then waits for the mail sent after the answer; answers the session cookie. */
  async function register(email: string, language: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: signUp(email),
      headers: { 'accept-language': language },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    await mailAfterAnswersSettled(t.app);
    return `cobro_session=${sessionCookie(response)}`;
  }
  const confirm = (token: string) => t.app.inject({ method: 'POST', url: `/api/auth/confirm-email/${token}`, payload: {} });
  const resend = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: {}, headers: { cookie } });
  const verified = async (cookie: string) =>
    VerifyResponse.parse((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).json()).user.email_verified;

  it('a Spanish sign-up gets one welcome mail in Spanish: the confirmation link and what to do next', async () => {
    await register('bienvenida@example.es', 'es-ES,es;q=0.9');
    const [mail, ...others] = await mailsTo('bienvenida@example.es');
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Te damos la bienvenida a Cobro');
    expect(mail.text).toMatch(/^Hola, Marta:/);
    expect(mail.text).toContain('Confirma tu dirección de correo electrónico:');
    expect(mail.text).toContain('El enlace caduca en 7 días y solo se puede usar una vez.');
    expect(mail.text).toContain('Qué hacer ahora');
    expect(mail.text).toContain(`Activa tu pasarela de pago: ${TEST_PUBLIC_URL}/activate-your-payment-gateway`);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/dashboard/configuration/payment-methods`);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/dashboard/services`);
    const token = confirmToken(mail.text)!;
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).toContain(`<a href="${TEST_PUBLIC_URL}/confirm-email/${token}">Confirmar mi correo</a>`);
    expect(mail.html).toContain(`<a href="${TEST_PUBLIC_URL}/activate-your-payment-gateway">Activa tu pasarela de pago</a>`);
  });

  it('an English sign-up gets it in English', async () => {
    await register('welcome@example.es', 'en-GB,en;q=0.9');
    const [mail] = await mailsTo('welcome@example.es');
    expect(mail.subject).toBe('Welcome to Cobro');
    expect(mail.text).toMatch(/^Hello Marta,/);
    expect(mail.text).toContain('Confirm your e-mail address:');
    expect(mail.text).toContain('The link expires in 7 days and works only once.');
    expect(mail.text).toContain('What to do next');
    expect(mail.text).toContain(`Activate your payment gateway: ${TEST_PUBLIC_URL}/activate-your-payment-gateway`);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('>Confirm my e-mail</a>');
  });

  it('the link confirms the address once: then verify says so, and the link is used up (400 EMA-001)', async () => {
    const cookie = await register('confirma@example.es', 'es');
    expect(await verified(cookie)).toBe(false);
    const token = confirmToken((await mailsTo('confirma@example.es'))[0].text)!;
    // Any browser opens it: no session needed.
    const response = await confirm(token);
    expect(response.statusCode).toBe(204);
    expect(await verified(cookie)).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'confirma@example.es'));
    expect(user.emailVerifiedAt).toEqual(t.clock.now());
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'EMA-001' });
    expect((await confirm('x'.repeat(43))).json()).toMatchObject({ code: 'EMA-001' });
  });

  it('the link expires after 7 days', async () => {
    const cookie = await register('caduca@example.es', 'es');
    const token = confirmToken((await mailsTo('caduca@example.es'))[0].text)!;
    expect(LINK_TOKEN_TTL_MS.CONFIRM_EMAIL).toBe(7 * 24 * 60 * 60 * 1000);
    t.clock.advance(LINK_TOKEN_TTL_MS.CONFIRM_EMAIL);
    try {
      expect((await confirm(token)).statusCode).toBe(400);
    } finally {
      t.clock.advance(-LINK_TOKEN_TTL_MS.CONFIRM_EMAIL);
    }
    expect(await verified(cookie)).toBe(false);
  });

  it('a confirmation link is not a password link, and using a reset link leaves the confirmation link usable', async () => {
    await register('familias@example.es', 'es');
    const token = confirmToken((await mailsTo('familias@example.es'))[0].text)!;
    expect((await t.app.inject({ url: `/api/auth/verify-token/${token}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'Other-pass-2' } })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'familias@example.es' }, remoteAddress: nextAddress() });
    await mailAfterAnswersSettled(t.app);
    const reset = /reset-password\/([A-Za-z0-9_-]{43})/.exec((await mailsTo('familias@example.es')).find((m) => m.text.includes('reset-password'))!.text)![1];
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${reset}`, payload: { password: 'Other-pass-2' } })).statusCode).toBe(204);
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('a signed-in user asks for a new link, in their language; once confirmed it is 409 API-005', async () => {
    const cookie = await register('otra.vez@example.es', 'en');
    expect((await resend(cookie)).statusCode).toBe(204);
    await mailAfterAnswersSettled(t.app);
    const mails = await mailsTo('otra.vez@example.es');
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to Cobro', 'Confirm your Cobro e-mail address']);
    const fresh = mails[1];
    expect(fresh.text).toMatch(/^Hello Marta,/);
    expect(fresh.text).toContain('The link expires in 7 days and works only once.');
    expect(fresh.text).not.toContain('What to do next');
    expect((await confirm(confirmToken(fresh.text)!)).statusCode).toBe(204);
    // One use uses up the user's other confirmation links.
    expect((await confirm(confirmToken(mails[0].text)!)).statusCode).toBe(400);
    const done = await resend(cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'API-005' });
  });

  it('a mailbox cannot be flooded: past the open-link limit a new link is answered 204 and not sent', async () => {
    const cookie = await register('muchas@example.es', 'es');
    for (let i = 1; i < MAX_OPEN_LINKS; i++) expect((await resend(cookie)).statusCode).toBe(204);
    await mailAfterAnswersSettled(t.app);
    expect(await mailsTo('muchas@example.es')).toHaveLength(MAX_OPEN_LINKS);
    expect((await resend(cookie)).statusCode).toBe(204);
    await mailAfterAnswersSettled(t.app);
    expect(await mailsTo('muchas@example.es')).toHaveLength(MAX_OPEN_LINKS);
  });

  it('the seeded merchants have confirmed addresses; asking for a link then is 409 and needs a session', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNT);
    expect(await verified(cookie)).toBe(true);
    expect((await resend(cookie)).statusCode).toBe(409);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
