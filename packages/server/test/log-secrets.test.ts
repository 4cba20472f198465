import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, organizations, users } from '../src/db/schema/index';
import { mailAfterAnswersSettled } from '../src/modules/accounts/after-answer';
import { sendPasswordLink } from '../src/modules/accounts/password-link-commands';
import { REDACTED_SECRET } from '../src/provider-protocols/secret-urls';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT } from '../src/seed/index';
import { createTestApp, databases, TEST_PUBLIC_URL, type TestApp } from './harness';

const linkToken = (text: string, page: string) => new RegExp(`${TEST_PUBLIC_URL}/${page}/([A-Za-z0-9_-]{43})`).exec(text)![1];

/** Every line the app logs, as written. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}

// Quality bar 25 (decision 0211): a password link token or a secret in a URL is never written to a log line, while
// each request still has its line (so the check cannot pass on an empty log).
describe.each(databases)('no secret or token in any log line (quality bar 25) on %s', (db) => {
  const log = logLines();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db, config: { publicUrl: TEST_PUBLIC_URL, logLevel: 'info' }, logStream: log.stream });
  });
  afterAll(() => t?.close());

  const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  /** Makes the requests, then checks the log lines they wrote: each has its line, and none holds the secret. */
  async function expectLoggedWithout(secret: string, requests: Array<{ method?: 'GET' | 'POST'; url: string; payload?: object }>) {
    const from = log.lines.length;
    for (const { method = 'GET', url, payload } of requests) await t.app.inject({ method, url, payload });
    const written = log.lines.slice(from).map((line) => JSON.parse(line) as { url?: string });
    expect(written.filter((line) => line.url).length).toBeGreaterThanOrEqual(requests.length);
    expect(log.lines.slice(from).join('')).not.toContain(secret);
    expect(log.lines.slice(from).join('')).toContain(REDACTED_SECRET);
  }

  it('a reset link token: its check, its use and the page the mail opens', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: BILLING_MERCHANT_ACCOUNT.email } });
    // The mail is written once the answer has gone (decision 0211): wait for that, not for a clock.
    await mailAfterAnswersSettled(t.app);
    const [mail] = await mailTo(BILLING_MERCHANT_ACCOUNT.email);
    const token = linkToken(mail.text, 'reset-password');
    await expectLoggedWithout(token, [
      { url: `/reset-password/${token}` },
      { url: `/api/auth/verify-token/${token}` },
      // Too weak a password: refused, so the link stays usable while its URL is logged.
      { method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'weak' } },
    ]);
  });

  it('a create link token: its check, its use and the page the mail opens', async () => {
    const [demo] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Cobro Demo S.L.'));
    const [apiUser] = await t.database.db
      .insert(users)
      .values({ email: 'log.api.user@example.es', name: 'Sam', role: 'api', language: 'en', organizationId: demo.id })
      .returning();
    await sendPasswordLink(t.app, { ...apiUser, language: 'en' }, 'CREATE_API_USER_PASSWORD');
    const [mail] = await mailTo(apiUser.email);
    const token = linkToken(mail.text, 'create-password');
    await expectLoggedWithout(token, [
      { url: `/create-password/${token}` },
      { url: `/api/auth/verify-token/${token}?token_type=CREATE_API_USER_PASSWORD` },
      { method: 'POST', url: `/api/auth/create-password/${token}`, payload: { password: 'weak' } },
    ]);
  });

  it('an e-mail confirmation token: the page the welcome mail opens and its use', async () => {
    const payload = { name: 'Rosa', last_name: 'Gil', email: 'log.alta@example.es', prefix: '+34', phone: '612345678', password: 'Strong-pass-1', passwordcopy: 'Strong-pass-1' };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(200);
    await mailAfterAnswersSettled(t.app);
    const [mail] = await mailTo('log.alta@example.es');
    const token = linkToken(mail.text, 'confirm-email');
    await expectLoggedWithout(token, [{ url: `/confirm-email/${token}` }, { method: 'POST', url: `/api/auth/confirm-email/${token}`, payload: {} }]);
  });

  it('a secret API key in the query string, refused, and under an unknown path', async () => {
    const secret = 'sk_test_51QueryStringSecretKey0000';
    await expectLoggedWithout(secret, [{ url: `/api/v1/charges?api_key=${secret}` }, { url: `/api/v1/nowhere?page=1&api_key=${secret}` }]);
  });

  it('the key and token query parameters, the widget script key included (redacted like a secret one)', async () => {
    const key = 'pk_test_51WidgetPublicKey00000000';
    await expectLoggedWithout(key, [{ url: `/widget/1.0.0/pay-button.js?key=${key}&api=/api` }, { url: `/api/widget/session?key=${key}` }]);
    const token = 'tok_QueryStringToken1234567890';
    await expectLoggedWithout(token, [{ url: `/api/auth/verify?token=${token}` }]);
  });

  it('the authorisation code Google sends back to the sign-in URL', async () => {
    const code = '4_0AQSTgQGoogleAuthorisationCode';
    await expectLoggedWithout(code, [{ url: `/api/auth/google-login?code=${code}&state=abc` }]);
  });

  it("a buyer portal code and the portal session it opens (decision 1152)", async () => {
    const [buyer] = await t.database.db
      .select({ email: customers.email, organizationId: customers.organizationId })
      .from(customers)
      .innerJoin(users, eq(users.organizationId, customers.organizationId))
      .where(eq(users.email, DEMO_ACCOUNT.email))
      .limit(1);
    const from = log.lines.length;
    await t.app.inject({ method: 'POST', url: '/api/portal/code', payload: { organization_id: buyer.organizationId, email: buyer.email } });
    await mailAfterAnswersSettled(t.app);
    const [mail] = (await mailTo(buyer.email)).filter((m) => m.text.includes('/portal/'));
    const code = /\n(\d{6})\n/.exec(`\n${mail.text}\n`)![1];
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/portal/session', payload: { organization_id: buyer.organizationId, email: buyer.email, code } });
    const session = signedIn.cookies.find((c) => c.name === 'cobro_portal')!.value;
    await t.app.inject({ method: 'GET', url: '/api/portal/purchases', headers: { cookie: `cobro_portal=${session}` } });
    const written = log.lines.slice(from).join('');
    expect(log.lines.slice(from).filter((line) => (JSON.parse(line) as { url?: string }).url)).toHaveLength(3);
    // Alone, not inside a longer number (a line's epoch-millisecond time may hold any six digits).
    expect(written).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
    expect(written).not.toContain(session);
  });
});
