import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VerifyResponse } from '@cobro/contracts';
import { createTestApp, databases, sessionCookie, signIn, type TestApp } from '../../../test/harness';
import { organizations, users } from '../../db/schema/index';
import { DEMO_ACCOUNT, SIGNED_UP_ACCOUNT } from '../../seed/index';

const signUp = (n: number, overrides: Record<string, string> = {}) => ({
  name: 'Marta',
  last_name: 'López Vidal',
  email: `Marta.${n}@Example.es`,
  prefix: '+34',
  phone: '612345678',
  password: 'Strong-pass-1',
  passwordcopy: 'Strong-pass-1',
  ...overrides,
});

describe.each(databases)('register on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t?.close());

  const register = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
  const userOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the owner and the organization, opens a session and answers like GET /auth/verify', async () => {
    const response = await register(signUp(1), { 'accept-language': 'en-GB,en;q=0.9,es;q=0.8' });
    expect(response.statusCode).toBe(200);
    const body = VerifyResponse.parse(response.json());
    // What sign-up knows, so the wizard's legal representative step starts from it (issue 27, item 9).
    expect(body.user).toMatchObject({ name: 'Marta', last_name: 'López Vidal', email: 'marta.1@example.es', prefix: '+34', phone: '612345678' });
    expect(body.user.owner).toEqual({ id: body.user.id, name: 'Marta', email: 'marta.1@example.es' });
    expect(body.client_product_type).toBe('payments');
    expect(body.organization).toMatchObject({ owner_id: body.user.id, company_name: '', payments_activated: false });
    const user = await userOf('marta.1@example.es');
    expect(user).toMatchObject({ prefix: '+34', phone: '612345678', role: 'owner', language: 'en', organizationId: body.organization.id });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const cookie = `cobro_session=${sessionCookie(response)}`;
    const verify = await t.app.inject({ url: '/api/auth/verify', headers: { cookie } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual(response.json());
  });

  it('the new merchant signs in with the password, in any case of the e-mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'MARTA.1@example.es', password: 'Strong-pass-1' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('a Spanish browser (or none named) gives Spanish mail', async () => {
    expect((await register(signUp(2), { 'accept-language': 'es-ES,es;q=0.9' })).statusCode).toBe(200);
    expect((await userOf('marta.2@example.es')).language).toBe('es');
  });

  it('ends the session the browser had, as sign-in does', async () => {
    const demo = await signIn(t.app);
    const response = await register(signUp(3), { cookie: demo });
    expect(response.statusCode).toBe(200);
    expect(`cobro_session=${sessionCookie(response)}`).not.toBe(demo);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: { cookie: demo } })).statusCode).toBe(401);
  });

  it('an e-mail in use, in any case, is 409 REG-002 and changes nothing', async () => {
    const before = await userOf(DEMO_ACCOUNT.email);
    const response = await register(signUp(4, { email: 'DEMO@cobro.dev' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'REG-002' });
    expect(sessionCookie(response)).toBeUndefined();
    expect(await userOf(DEMO_ACCOUNT.email)).toEqual(before);
  });

  it('an e-mail of a Google-only account is 409 GOO-002', async () => {
    await t.database.db.insert(users).values({ email: 'google.only@example.es', name: 'Gema', googleId: 'google-sub-1' });
    const response = await register(signUp(5, { email: 'google.only@example.es' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'GOO-002' });
  });

  it('two simultaneous sign-ups of one e-mail make one account: one 200, one REG-002', async () => {
    const answers = await Promise.all([register(signUp(6)), register(signUp(6))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'marta.6@example.es'))).toHaveLength(1);
  });

  it('every signed-up organization starts without a company name (names stay unique once set)', async () => {
    const unnamed = await t.database.db.select().from(organizations).where(eq(organizations.companyName, ''));
    // The seeded signed-up merchant and the sign-ups above.
    expect(unnamed.length).toBeGreaterThanOrEqual(5);
    const [seeded] = await t.database.db.select().from(users).where(eq(users.email, SIGNED_UP_ACCOUNT.email));
    expect(unnamed.map((o) => o.ownerId)).toContain(seeded.id);
  });

  it('invalid fields are 400 REG-001 with the field messages: phone, password rules, confirmation, e-mail', async () => {
    const response = await register(
      signUp(7, { phone: '12', password: 'weakpass', passwordcopy: 'other', email: 'not-an-email', name: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('REG-001');
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'name', 'password', 'passwordcopy', 'phone']);
    const mismatch = await register(signUp(8, { phone: '12', passwordcopy: 'Strong-pass-2' }));
    expect(Object.keys(mismatch.json().fields).sort()).toEqual(['passwordcopy', 'phone']);
    expect(await userOf('marta.8@example.es')).toBeUndefined();
  });

  it('the seeded signed-up merchant signs in', async () => {
    expect(await signIn(t.app, SIGNED_UP_ACCOUNT)).toMatch(/^cobro_session=/);
  });
});
