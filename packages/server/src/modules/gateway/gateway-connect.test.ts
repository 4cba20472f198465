import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegalDocument, Organization } from '@cobro/contracts';
import { stripeSignatureHeader } from '../../provider-protocols/index';
import { recordedStripe } from '../payment-engine/provider-adapters/stripe.fixtures';
import { gatewayTest, JPEG_BYTES, PDF_BYTES, PNG_BYTES, STEP_BODIES, type GatewayTest } from './gateway.fixtures';
import { runGatewayReviews, SANDBOX_REVIEW_DELAY_MS } from './review-commands';

const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const KEYS = { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: 'whsec_recorded', connectWebhookSecret: 'whsec_connect' };
const ACCOUNT = 'acct_1QAbCdEfGhIjKlMn';
const FILE = { body: recorded('stripe-file') };

/** Stripe Connect against recorded answers (no request leaves the machine), on PGlite like the other Stripe tests. */
describe('Stripe Connect for the gateway', () => {
  let g: GatewayTest;
  let recording: ReturnType<typeof recordedStripe>;
  beforeAll(async () => {
    recording = recordedStripe({
      'POST /v1/files': [FILE, FILE, FILE],
      'POST /v1/accounts': [{ body: recorded('stripe-account-created') }],
      [`GET /v1/accounts/${ACCOUNT}/persons`]: [{ body: recorded('stripe-persons-empty') }],
      [`POST /v1/accounts/${ACCOUNT}/persons`]: [{ body: recorded('stripe-person') }],
      [`POST /v1/accounts/${ACCOUNT}`]: [{ body: recorded('stripe-account-created') }, { status: 500, body: '{"error":{"type":"api_error"}}' }],
    });
    g = await gatewayTest('pglite', { config: { cardProvider: 'stripe', stripe: KEYS }, overrides: { stripe: recording.stripe } });
  });
  afterAll(() => g?.t.close());

  const sent = (method: string, path: string) => recording.seen.filter((r) => r.method === method && r.path === path);
  const organization = async () => Organization.parse((await g.call('GET', '/api/organizations')).json());
  const accountEvent = (account: object, secret = KEYS.connectWebhookSecret) => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'account.updated', data: { object: { id: ACCOUNT, object: 'account', ...account } } });
    const signature = stripeSignatureHeader(payload, secret, Math.floor(g.t.clock.now().getTime() / 1000));
    return g.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/connect-webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };

  it('nothing is sent before activation; the activating save creates the account with documents, bank and representative', async () => {
    for (const n of [1, 2, 3] as const) expect((await g.step(n, STEP_BODIES[n])).statusCode).toBe(200);
    const documents = {
      front_dni: LegalDocument.parse((await g.upload('front_dni', new File([PNG_BYTES], 'a.png', { type: 'image/png' }))).json()),
      back_dni: LegalDocument.parse((await g.upload('back_dni', new File([JPEG_BYTES], 'b.jpg', { type: 'image/jpeg' }))).json()),
      residence: LegalDocument.parse((await g.upload('residence', new File([PDF_BYTES], 'c.pdf', { type: 'application/pdf' }))).json()),
    };
    expect((await g.step(4, documents)).statusCode).toBe(200);
    expect(recording.seen).toEqual([]);

    const activated = await g.step(5, STEP_BODIES[5]);
    expect(Organization.parse(activated.json())).toMatchObject({ payments_activated: true, stripe_id: ACCOUNT, verification_status: null });
    expect(sent('POST', '/v1/files')).toHaveLength(3);
    const [created] = sent('POST', '/v1/accounts');
    expect(Object.fromEntries(created.form)).toMatchObject({
      type: 'custom',
      country: 'ES',
      business_type: 'company',
      'business_profile[mcc]': '5734',
      'company[name]': 'Tienda Nueva S.L.',
      'company[tax_id]': 'B12345674',
      'external_account[account_number]': 'ES9121000418450200051332',
      'tos_acceptance[ip]': '127.0.0.1',
    });
    expect(created.idempotencyKey).toMatch(/^connect-account-/);
    const [person] = sent('POST', `/v1/accounts/${ACCOUNT}/persons`);
    expect(Object.fromEntries(person.form)).toMatchObject({
      first_name: 'Jorge',
      'dob[year]': '1980',
      'relationship[representative]': 'true',
      'verification[document][front]': 'file_1QAbCdEfGhIjKlMnOpQrStUv',
      'verification[additional_document][front]': 'file_1QAbCdEfGhIjKlMnOpQrStUv',
    });
    // With Stripe, no review is simulated.
    g.t.clock.advance(SANDBOX_REVIEW_DELAY_MS);
    expect(await runGatewayReviews(g.t.app)).toBe(0);
  });

  it('account.updated, signed, writes the verification and announces it; a wrong signature is 400', async () => {
    expect((await accountEvent({}, 'whsec_other')).statusCode).toBe(400);
    const before = (await g.gatewayEvents()).length;
    const due = await accountEvent({
      charges_enabled: true,
      payouts_enabled: false,
      requirements: { currently_due: ['external_account'], past_due: [], pending_verification: [], disabled_reason: null },
    });
    expect(due.statusCode).toBe(200);
    expect((await organization()).verification_status).toEqual({
      verification_status: 'unverified',
      verification_code: null,
      verification_details: ['external_account'],
      payouts_enabled: false,
      charges_enabled: true,
    });
    expect(await g.gatewayEvents()).toHaveLength(before + 1);
  });

  it('the bank account asked for updates the account; a provider failure is PE-001 (502)', async () => {
    expect((await g.step(5, STEP_BODIES[5])).statusCode).toBe(200);
    const [update] = sent('POST', `/v1/accounts/${ACCOUNT}`);
    expect(update.form.get('external_account[account_number]')).toBe('ES9121000418450200051332');
    const failed = await g.step(5, STEP_BODIES[5]);
    expect([failed.statusCode, failed.json().code]).toEqual([502, 'PE-001']);
  });

  it('verified once charges and payouts are on with nothing due; an unknown account is acknowledged', async () => {
    const ok = { charges_enabled: true, payouts_enabled: true, requirements: { currently_due: [], past_due: [], pending_verification: [] } };
    expect((await accountEvent(ok)).statusCode).toBe(200);
    expect((await organization()).verification_status).toMatchObject({ verification_status: 'verified', payouts_enabled: true });
    const payload = JSON.stringify({ type: 'account.updated', data: { object: { id: 'acct_unknown', ...ok } } });
    const signature = stripeSignatureHeader(payload, KEYS.connectWebhookSecret, Math.floor(g.t.clock.now().getTime() / 1000));
    const unknown = await g.t.app.inject({ method: 'POST', url: '/api/payments/stripe/connect-webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
    expect(unknown.statusCode).toBe(200);
  });
});
