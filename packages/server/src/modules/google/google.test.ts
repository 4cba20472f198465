import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyResponse } from '@cobro/contracts';
import { GOOGLE_TEST_CLIENT, signInAtProvider, startGoogleProvider, type GoogleTestProvider } from '../../../test/google-provider';
import { createTestApp, databases, sessionCookie, TEST_PUBLIC_URL, type TestApp } from '../../../test/harness';
import { mailOutbox, sessions, users } from '../../db/schema/index';
import { mailAfterAnswersSettled } from '../accounts/index';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT } from '../../seed/index';
import { THROTTLES } from '../auth/index';
import { FLOW_COOKIE } from './google-flow';

const GOOGLE_LOGIN = '/api/auth/google-login';

/** Opens a flow as a browser would: the provider's authorisation URL and the flow cookie the server set. */
async function begin(t: TestApp) {
  const response = await t.app.inject({ method: 'GET', url: GOOGLE_LOGIN });
  expect(response.statusCode).toBe(302);
  const flow = response.cookies.find((c) => c.name === FLOW_COOKIE)!;
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: GOOGLE_LOGIN });
  return { authorizationUrl: response.headers.location as string, cookie: `${FLOW_COOKIE}=${flow.value}` };
}

/** Brings the provider's redirect back to the server with the browser's cookies. */
function callBack(t: TestApp, callbackUrl: string, cookie?: string, remoteAddress?: string) {
  const { pathname, search } = new URL(callbackUrl);
  return t.app.inject({ method: 'GET', url: pathname + search, headers: cookie ? { cookie } : {}, remoteAddress });
}

describe.each(databases)('Google sign-in through OpenID Connect on %s', (db) => {
  let google: GoogleTestProvider;
  let t: TestApp;
  beforeAll(async () => {
    google = await startGoogleProvider({ redirectUris: [`${TEST_PUBLIC_URL}${GOOGLE_LOGIN}`] });
    t = await createTestApp({
      db,
      config: { publicUrl: TEST_PUBLIC_URL, google: { issuerUrl: google.issuer, ...GOOGLE_TEST_CLIENT } },
    });
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });

  it('the admin host page tells the dashboard that Google sign-in is offered', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'text/html' } });
    expect(page.body).toMatch(/<merchant-dashboard api-url="\/api" google-sign-in="true"[ >]/);
  });

  it('starts with PKCE (S256), state and nonce at the discovered authorisation endpoint', async () => {
    const url = new URL((await begin(t)).authorizationUrl);
    expect(url.origin + url.pathname).toBe(`${google.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: GOOGLE_TEST_CLIENT.clientId,
      redirect_uri: `${TEST_PUBLIC_URL}${GOOGLE_LOGIN}`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toMatch(/^[\w-]{43}$/);
  });

  it('signs a new person up (owner and organization, no password), then signs them in again', async () => {
    const email = `nueva.${db}@gmail.com`;
    google.describe(email, { given_name: 'Nuria', family_name: 'Vidal' });
    const first = await begin(t);
    const answer = await callBack(t, await signInAtProvider(first.authorizationUrl, email), first.cookie);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/activate-your-payment-gateway');
    expect(answer.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');
    const verify = await t.app.inject({ method: 'GET', url: '/api/auth/verify', headers: { cookie: `cobro_session=${sessionCookie(answer)}` } });
    const view = VerifyResponse.parse(verify.json());
    expect(view.user).toMatchObject({ name: 'Nuria', last_name: 'Vidal', email });
    expect(view.organization).toMatchObject({ company_name: '', payments_activated: false });
    expect(view.client_product_type).toBe('payments');
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ googleId: google.subOf(email), passwordHash: null, role: 'owner' });

    const again = await begin(t);
    const second = await callBack(t, await signInAtProvider(again.authorizationUrl, email), again.cookie);
    expect(second.headers.location).toBe('/dashboard/panel');
    expect(sessionCookie(second)).toBeDefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('a first Google sign-in is a sign-up: the address is confirmed (Google verified it) and the welcome mail says what to do next', async () => {
    const email = `bienvenida.${db}@gmail.com`;
    google.describe(email, { given_name: 'Olga', family_name: 'Sanz' });
    const flow = await begin(t);
    const { pathname, search } = new URL(await signInAtProvider(flow.authorizationUrl, email));
    const answer = await t.app.inject({ url: pathname + search, headers: { cookie: flow.cookie, 'accept-language': 'en-GB,en;q=0.9' } });
    expect(answer.headers.location).toBe('/activate-your-payment-gateway');
    await mailAfterAnswersSettled(t.app);
    const verify = await t.app.inject({ url: '/api/auth/verify', headers: { cookie: `cobro_session=${sessionCookie(answer)}` } });
    expect(VerifyResponse.parse(verify.json()).user).toMatchObject({ email_verified: true, has_password: false });
    const [mail, ...others] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(others).toEqual([]);
    expect(mail.subject).toBe('Welcome to Cobro');
    expect(mail.text).toMatch(/^Hello Olga,/);
    expect(mail.text).toContain(`Activate your payment gateway: ${TEST_PUBLIC_URL}/activate-your-payment-gateway`);
    expect(mail.text).not.toContain('/confirm-email/');
  });

  it('refuses an answer whose state is not the flow this browser started (GOO-001, no session)', async () => {
    const mine = await begin(t);
    const other = await begin(t);
    const callbackUrl = await signInAtProvider(other.authorizationUrl, `estado.${db}@gmail.com`);
    const answer = await callBack(t, callbackUrl, mine.cookie);
    expect(answer.headers.location).toBe('/signin?code_error=GOO-001');
    expect(sessionCookie(answer)).toBeUndefined();
    // Without any flow cookie (the answer replayed in another browser) it is refused as well.
    expect((await callBack(t, callbackUrl)).headers.location).toBe('/signin?code_error=GOO-001');
  });

  it('refuses an ID token whose nonce is not the flow one (GOO-001, no account, no session)', async () => {
    const email = `nonce.${db}@gmail.com`;
    const flow = await begin(t);
    const tampered = new URL(flow.authorizationUrl);
    tampered.searchParams.set('nonce', 'a-nonce-this-server-never-issued');
    const answer = await callBack(t, await signInAtProvider(tampered.href, email), flow.cookie);
    expect(answer.headers.location).toBe('/signin?code_error=GOO-001');
    expect(sessionCookie(answer)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses an e-mail the provider has not verified (GOO-001)', async () => {
    const email = `sin.verificar.${db}@gmail.com`;
    google.describe(email, { email_verified: false });
    const flow = await begin(t);
    const answer = await callBack(t, await signInAtProvider(flow.authorizationUrl, email), flow.cookie);
    expect(answer.headers.location).toBe('/signin?code_error=GOO-001');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('an e-mail that already has a password account is GOO-002: not linked, no session', async () => {
    const before = await t.database.db.select().from(sessions);
    const flow = await begin(t);
    const answer = await callBack(t, await signInAtProvider(flow.authorizationUrl, DEMO_ACCOUNT.email), flow.cookie);
    expect(answer.headers.location).toBe('/signin?code_error=GOO-002');
    expect(sessionCookie(answer)).toBeUndefined();
    const [demo] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(demo.googleId).toBeNull();
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length);
  });

  it("a first sign-in is a sign-up: past the address's sign-up limit it is API-007 and opens no account (decision 0210)", async () => {
    const ip = '192.0.2.60';
    const taken = [DEMO_ACCOUNT, BILLING_MERCHANT_ACCOUNT, NEW_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT];
    for (let i = 0; i < THROTTLES['sign-up'].perAddress; i++) {
      const { email } = taken[i % taken.length];
      const payload = { name: 'Eva', last_name: 'Gil', email, prefix: '+34', phone: '612345678', password: 'Strong-pass-1', passwordcopy: 'Strong-pass-1' };
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress: ip })).statusCode).toBe(409);
    }
    const email = `limitada.${db}@gmail.com`;
    google.describe(email, { given_name: 'Lía' });
    const flow = await begin(t);
    const answer = await callBack(t, await signInAtProvider(flow.authorizationUrl, email), flow.cookie, ip);
    expect(answer.headers.location).toBe('/signin?code_error=API-007');
    expect(sessionCookie(answer)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Signing in to an account Google already opened is not a sign-up.
    const known = `nueva.${db}@gmail.com`;
    const again = await begin(t);
    const back = await callBack(t, await signInAtProvider(again.authorizationUrl, known), again.cookie, ip);
    expect(back.headers.location).toBe('/dashboard/panel');
  });
});

describe('Google sign-in when Google is not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t?.close());

  it('the admin host page tells the dashboard to show no Google button', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/signin', headers: { accept: 'text/html' } });
    expect(page.body).toMatch(/<merchant-dashboard api-url="\/api" google-sign-in="false"[ >]/);
  });

  it('sends the browser back to sign-in with GOO-001 instead of a raw error', async () => {
    const response = await t.app.inject({ method: 'GET', url: GOOGLE_LOGIN });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin?code_error=GOO-001');
  });
});
