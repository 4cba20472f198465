import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTwoTestServers, databases, type TwoTestServers } from '../../../test/harness';
import { BILLING_MERCHANT_ACCOUNT, DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT } from '../../seed/index';
import { THROTTLES } from '../auth/index';

const MINUTE = 60_000;
const SIGN_UP = THROTTLES['sign-up'];
const FORGOT = THROTTLES['forgot-password'];

const signUp = (email: string) => ({
  name: 'Marta',
  last_name: 'López',
  email,
  prefix: '+34',
  phone: '612345678',
  password: 'Strong-pass-1',
  passwordcopy: 'Strong-pass-1',
});

function expectThrottled(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'API-007' });
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

// Quality bar 24 (decision 0210): no anonymous call that creates an account or sends mail is free of a throttle.
// Limits are counted in the database, per e-mail and per client address, over windows of the injected clock.
describe.each(databases)('sign-up and forgot-password throttling (quality bar 24) on %s', (db) => {
  let t: TwoTestServers;
  beforeAll(async () => {
    t = await createTwoTestServers(db);
  });
  afterAll(() => t?.close());

  const register = (app: FastifyInstance, email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: signUp(email), remoteAddress: ip });
  const forgot = (app: FastifyInstance, email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });

  it('sign-up per address, on two servers: taken e-mails (REG-002) count too; then 429 until the oldest leaves the window', async () => {
    const ip = '203.0.113.10';
    const taken = [DEMO_ACCOUNT, BILLING_MERCHANT_ACCOUNT, NEW_MERCHANT_ACCOUNT, SIGNED_UP_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT].map((a) => a.email);
    for (let i = 0; i < SIGN_UP.perAddress; i++) {
      // Every other one probes an existing account: each REG-002 tells whether an e-mail has one, so it is counted.
      const probe = i % 2 === 1;
      const response = await register([t.app, t.second][i % 2], probe ? taken[(i - 1) / 2] : `per.address.${i}@example.es`, ip);
      expect(response.statusCode).toBe(probe ? 409 : 200);
      if (i === 0) t.clock.advance(10 * MINUTE);
    }
    const retryAfter = (SIGN_UP.windowMs - 10 * MINUTE) / 1000;
    expectThrottled(await register(t.app, 'per.address.late@example.es', ip), retryAfter);
    expectThrottled(await register(t.second, DEMO_ACCOUNT.email, ip), retryAfter);
    // Another address is not affected.
    expect((await register(t.second, 'per.address.other@example.es', '203.0.113.11')).statusCode).toBe(200);
    // Once the first attempt leaves the window, one more goes through.
    t.clock.advance(retryAfter * 1000);
    expect((await register(t.app, 'per.address.late@example.es', ip)).statusCode).toBe(200);
    expect((await register(t.app, 'per.address.later@example.es', ip)).statusCode).toBe(429);
  });

  it('sign-up per e-mail, from as many addresses as attempts', async () => {
    const email = 'per.email@example.es';
    const answers = [];
    for (let i = 0; i < SIGN_UP.perEmail; i++) answers.push((await register([t.app, t.second][i % 2], email, `198.51.100.${i}`)).statusCode);
    expect(answers).toEqual([200, ...Array(SIGN_UP.perEmail - 1).fill(409)]);
    expectThrottled(await register(t.app, email, '198.51.100.200'), SIGN_UP.windowMs / 1000);
  });

  it('forgot-password per address, known and unknown e-mails alike, on two servers', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < FORGOT.perAddress; i++) {
      const email = i === 0 ? DEMO_ACCOUNT.email : `nadie.${i}@example.es`;
      expect((await forgot([t.app, t.second][i % 2], email, ip)).statusCode).toBe(204);
    }
    expectThrottled(await forgot(t.second, 'nadie.late@example.es', ip), FORGOT.windowMs / 1000);
    expect((await forgot(t.app, 'nadie.late@example.es', '203.0.113.31')).statusCode).toBe(204);
  });

  it('forgot-password per e-mail: a 429 for a known and an unknown e-mail reads alike', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (const email of ['FACTURAS@cobro.dev', 'fantasma@example.es']) {
      for (let i = 0; i < FORGOT.perEmail; i++) expect((await forgot([t.app, t.second][i % 2], email, `10.1.${i}.1`)).statusCode).toBe(204);
      answers.push(await forgot(t.app, email, '10.1.200.1'));
    }
    for (const answer of answers) expectThrottled(answer, FORGOT.windowMs / 1000);
    expect(answers[0].body).toBe(answers[1].body);
  });

  it('simultaneous forgot-password requests for one e-mail on two servers: exactly the limit is let through', async () => {
    const attempts = Array.from({ length: FORGOT.perEmail + 10 }, (_, i) => forgot([t.app, t.second][i % 2], 'burst.forgot@example.es', `10.2.${i}.1`));
    const codes = (await Promise.all(attempts)).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 204)).toHaveLength(FORGOT.perEmail);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  }, 120_000);
});
