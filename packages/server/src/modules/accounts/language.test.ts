import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VerifyResponse } from '@cobro/contracts';
import { createTestApp, databases, signIn, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { mailOutbox, users } from '../../db/schema/index';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { mailAfterAnswersSettled } from './after-answer';

// The profile the dashboard shows (GET /auth/verify's optional user fields) and PUT /auth/language (ours, decision 1130).
describe.each(databases)('the user’s profile and language on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL } });
  }, 60_000);
  afterAll(() => t?.close());

  const verify = async (cookie: string) => VerifyResponse.parse((await t.app.inject({ url: '/api/auth/verify', headers: { cookie } })).json());
  const setLanguage = (cookie: string | undefined, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/language', payload, headers: cookie ? { cookie } : {} });

  it('verify answers the profile: name, e-mail, phone, language, whether the e-mail is confirmed and a password is set', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNT);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const { user } = await verify(cookie);
    expect(user).toMatchObject({
      name: row.name,
      last_name: row.lastName,
      email: DEMO_ACCOUNT.email,
      prefix: '+34',
      phone: row.phone,
      // Never chosen: the dashboard follows the browser.
      language: null,
      email_verified: true,
      has_password: true,
    });
    expect(row.phone).toMatch(/^\d{9}$/);
  });

  it('the language is stored for the user, answered by verify and kept across sign-ins', async () => {
    const cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    expect((await verify(cookie)).user.language).toBeNull();
    const response = await setLanguage(cookie, { language: 'en' });
    expect(response.statusCode).toBe(204);
    expect((await verify(cookie)).user.language).toBe('en');
    await t.app.inject({ url: '/api/auth/logout', headers: { cookie } });
    const again = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    expect((await verify(again)).user.language).toBe('en');
    expect((await setLanguage(again, { language: 'es' })).statusCode).toBe(204);
    expect((await verify(again)).user.language).toBe('es');
  });

  it('mail to the user goes in the chosen language: the reset link in English after switching to English', async () => {
    const cookie = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    expect((await setLanguage(cookie, { language: 'en' })).statusCode).toBe(204);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: BILLING_MERCHANT_ACCOUNT.email } });
    await mailAfterAnswersSettled(t.app);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, BILLING_MERCHANT_ACCOUNT.email));
    expect(mail.subject).toBe('Reset your Cobro password');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('Catalan too (decision 1156): stored, answered by verify, and the reset link comes in Catalan', async () => {
    const cookie = await signIn(t.app, BILLING_MERCHANT_ACCOUNT);
    expect((await setLanguage(cookie, { language: 'ca' })).statusCode).toBe(204);
    expect((await verify(cookie)).user.language).toBe('ca');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: BILLING_MERCHANT_ACCOUNT.email } });
    await mailAfterAnswersSettled(t.app);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, BILLING_MERCHANT_ACCOUNT.email));
    const mail = mails.find((m) => m.html?.includes('<html lang="ca">'))!;
    expect(mail.subject).toBe('Restableix la contrasenya de Cobro');
    expect(mail.text).toContain("L'enllaç caduca d'aquí a");
  });

  it('only es, en and ca: another language is 400 API-001 on language, and nothing changes', async () => {
    const cookie = await signIn(t.app, DEMO_ACCOUNT);
    const response = await setLanguage(cookie, { language: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { language: expect.any(String) } });
    expect((await verify(cookie)).user.language).toBeNull();
  });

  it('needs a session: 401 API-002', async () => {
    const response = await setLanguage(undefined, { language: 'en' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'API-002' });
  });
});
