import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect } from 'socket.io-client';
import { LegalDocument, Organization, TasksStatusResponse, type GatewayStep4Body, type RealtimePayload } from '@cobro/contracts';
import { databases, signIn } from '../../../test/harness';
import { gatewayTest, JPEG_BYTES, PDF_BYTES, PNG_BYTES, STEP_BODIES, type GatewayTest } from './gateway.fixtures';
import { runGatewayReviews, SANDBOX_IBAN_NEEDS_EXTERNAL_ACCOUNT, SANDBOX_REVIEW_DELAY_MS } from './review-commands';

describe.each(databases)('activation and the simulated review on %s', (db) => {
  let g: GatewayTest;
  let url: string;
  let documents: GatewayStep4Body;
  beforeAll(async () => {
    g = await gatewayTest(db);
    url = await g.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => g?.t.close());

  const organization = async () => Organization.parse((await g.call('GET', '/api/organizations')).json());
  const gatewayTask = async () =>
    TasksStatusResponse.parse((await g.call('GET', '/api/tasks-status')).json()).find((x) => x.task.type === 'gateway_activation')?.status;
  const review = async () => {
    g.t.clock.advance(SANDBOX_REVIEW_DELAY_MS);
    return runGatewayReviews(g.t.app);
  };
  const badAccount = { ...STEP_BODIES[5], account_number: SANDBOX_IBAN_NEEDS_EXTERNAL_ACCOUNT, iban_confirmation: undefined };

  it('a merchant signed up and not activated starts with every step pending and no verification', async () => {
    expect(await organization()).toMatchObject({ payments_activated: false, verification_status: null });
    expect(await gatewayTask()).toBe('INITIAL');
  });

  it('step 4 needs the three documents the merchant uploaded (missing_{name})', async () => {
    for (const n of [1, 2, 3] as const) expect((await g.step(n, STEP_BODIES[n])).statusCode).toBe(200);
    expect(await gatewayTask()).toBe('IN_PROGRESS');
    const front = LegalDocument.parse((await g.upload('front_dni', new File([PNG_BYTES], 'a.png', { type: 'image/png' }))).json());
    const missing = await g.step(4, { front_dni: front, back_dni: front, residence: { ...front, content: '' } });
    expect(missing.json()).toMatchObject({ code: 'API-001', fields: { residence: 'missing_residence' } });
    const stranger = await g.step(4, { front_dni: front, back_dni: front, residence: front });
    expect(stranger.json().fields).toEqual({ back_dni: 'missing_back_dni', residence: 'missing_residence' });
    const back = LegalDocument.parse((await g.upload('back_dni', new File([JPEG_BYTES], 'b.jpg', { type: 'image/jpeg' }))).json());
    const residence = LegalDocument.parse((await g.upload('residence', new File([PDF_BYTES], 'c.pdf', { type: 'application/pdf' }))).json());
    documents = { front_dni: front, back_dni: back, residence };
    const saved = await g.step(4, documents);
    expect(saved.json().onboarding_steps.step_four).toBe('complete');
  });

  it('step 5 completes the five steps: payments activated, the review pending until it answers (decision 1140)', async () => {
    const before = (await g.gatewayEvents()).length;
    const response = await g.step(5, badAccount);
    const underReview = { verification_status: 'pending', verification_details: [], payouts_enabled: false, charges_enabled: false };
    expect(Organization.parse(response.json())).toMatchObject({ payments_activated: true, verification_status: underReview });
    expect(await g.gatewayEvents()).toHaveLength(before + 1);
    expect(await gatewayTask()).toBe('ENABLED');
    expect(await runGatewayReviews(g.t.app)).toBe(0);
    // Still under review a moment before the delay is up: the merchant sees it pending, not answered at once.
    g.t.clock.advance(SANDBOX_REVIEW_DELAY_MS - 1);
    expect(await runGatewayReviews(g.t.app)).toBe(0);
    expect((await organization()).verification_status).toMatchObject(underReview);
  });

  it('the review of this account asks for external_account: unverified, payouts off, gateway-activation sent live', async () => {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: url, cookie: g.cookie }, reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const live = new Promise<RealtimePayload>((resolve) => socket.once('gateway-activation', resolve));
    const before = (await g.gatewayEvents()).length;
    expect(await review()).toBe(1);
    expect(await live).toMatchObject({ event: 'gateway-activation', organization_id: g.organizationId, id: g.organizationId });
    socket.close();
    expect((await organization()).verification_status).toEqual({
      verification_status: 'unverified',
      verification_code: 'requirements.past_due',
      verification_details: ['external_account'],
      payouts_enabled: false,
      charges_enabled: true,
    });
    expect(await g.gatewayEvents()).toHaveLength(before + 1);
    expect(await gatewayTask()).toBe('ERROR');
    expect(await review()).toBe(0);
  });

  it('company type and industry are locked once activated; the same values still save', async () => {
    const changed = await g.step(1, { ...STEP_BODIES[1], company_type: 'individual', company_industry: '5999' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'API-005', details: { fields: ['company_type', 'company_industry'] } });
    expect((await g.step(1, { ...STEP_BODIES[1], company_name: 'Tienda Nueva Dos S.L.' })).statusCode).toBe(200);
  });

  it('with external_account asked for, a new bank account is accepted and reviewed again: pending, then verified with payouts', async () => {
    const saved = await g.step(5, STEP_BODIES[5]);
    expect(saved.statusCode).toBe(200);
    expect(Organization.parse(saved.json()).verification_status).toMatchObject({ verification_status: 'pending', verification_details: [] });
    expect(await gatewayTask()).toBe('ENABLED');
    // A browser journey finishes the review ahead of its delay through the test hook: only its own merchant's.
    const hook = (cookie: string) => g.call('POST', '/api/__test__/gateway/review', undefined, cookie);
    expect((await hook(await signIn(g.t.app))).json()).toEqual({ reviewed: 0 });
    expect((await organization()).verification_status?.verification_status).toBe('pending');
    expect((await hook(g.cookie)).json()).toEqual({ reviewed: 1 });
    expect(await review()).toBe(0);
    expect((await organization()).verification_status).toMatchObject({
      verification_status: 'verified',
      verification_details: [],
      payouts_enabled: true,
      charges_enabled: true,
    });
    expect(await gatewayTask()).toBe('COMPLETED');
  });

  it('once verified, the bank account and the documents are no longer editable (API-005)', async () => {
    expect((await g.step(5, STEP_BODIES[5])).json()).toMatchObject({ code: 'API-005', details: { card: 'bank_account' } });
    expect((await g.step(4, documents)).json()).toMatchObject({ code: 'API-005', details: { card: 'documents' } });
  });
});
