import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, TasksStatusResponse } from '@cobro/contracts';
import { databases, signIn } from '../../../test/harness';
import { SIGNED_UP_ACCOUNT } from '../../seed/index';
import { gatewayTest, STEP_BODIES, type GatewayTest } from './gateway.fixtures';

describe.each(databases)('gateway steps 1 to 3 and 5 on %s', (db) => {
  let g: GatewayTest;
  beforeAll(async () => {
    g = await gatewayTest(db);
  });
  afterAll(() => g?.t.close());

  it('every step needs a session (401 API-002)', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const response = await g.t.app.inject({ method: 'PUT', url: `/api/payment-gateway/step-${n}`, payload: {} });
      expect(response.statusCode).toBe(401);
    }
  });

  it('step 1 stores the company, marks the step complete and announces gateway-activation', async () => {
    const before = (await g.gatewayEvents()).length;
    const response = await g.step(1, STEP_BODIES[1]);
    expect(response.statusCode, response.body).toBe(200);
    expect(Organization.parse(response.json())).toMatchObject({
      company_name: 'Tienda Nueva S.L.',
      company_type: 'company',
      company_industry: '5734',
      payments_activated: false,
      onboarding_steps: { step_one: 'complete', step_two: 'pending' },
    });
    expect((await g.gatewayEvents()).length).toBe(before + 1);
  });

  it("step 1 refuses another merchant's company name in any case (PG-001 on company_name)", async () => {
    const response = await g.step(1, { ...STEP_BODIES[1], company_name: 'cobro demo s.l.' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PG-001', fields: { company_name: 'step_one.company_already_exists' } });
  });

  it('every field is required', async () => {
    const response = await g.step(1, { company_name: ' ', company_type: 'company' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ company_name: 'missing_field', company_industry: 'missing_field' });
  });

  it('step 2: postal code against the province, phone and website as the form checks them', async () => {
    const bad = await g.step(2, { ...STEP_BODIES[2], postal_code: '53001', website: 'https://www.example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ postal_code: 'invalid_postal_code', website: 'invalid_website' });
    expect((await g.step(2, { ...STEP_BODIES[2], phone: '12' })).json().fields).toMatchObject({ phone: 'phone_error' });
    const ok = Organization.parse((await g.step(2, STEP_BODIES[2])).json());
    expect(ok).toMatchObject({ prefix: '+34', phone: '612345678', website: 'https://tienda-nueva.es', address: { postal_code: '28013' } });
  });

  it("step 3: the legal representative is at least 18 on the server's clock, born 1900 or later", async () => {
    // TEST_NOW is 2025-06-16: born 2007-06-17 is 17 there (and 18 by the wall clock of later years).
    const young = await g.step(3, { ...STEP_BODIES[3], dob: '2007-06-17' });
    expect(young.json()).toMatchObject({ code: 'API-001', fields: { dob: 'underage' } });
    expect((await g.step(3, { ...STEP_BODIES[3], dob: '1899-12-31' })).json().fields).toMatchObject({ dob: 'birth_year_too_early' });
    const ok = Organization.parse((await g.step(3, { ...STEP_BODIES[3], dob: '2007-06-16' })).json());
    expect(ok.legal_manager).toMatchObject({ name: 'Jorge', dob: '2007-06-16', role: 'executive' });
  });

  it('step 5: IBAN without spaces, Spanish, equal to its confirmation; tax id by its control character', async () => {
    const mismatch = await g.step(5, { ...STEP_BODIES[5], iban_confirmation: 'ES9121000418450200051333' });
    expect(mismatch.json().fields).toMatchObject({ iban_confirmation: 'account_number_not_equal' });
    const foreign = await g.step(5, { ...STEP_BODIES[5], account_number: 'DE89370400440532013000', iban_confirmation: undefined });
    expect(foreign.json().fields).toMatchObject({ account_number: 'not_spanish_account' });
    expect((await g.step(5, { ...STEP_BODIES[5], nif: 'B12345675' })).json().fields).toMatchObject({ nif: 'invalid_tin' });
    const ok = Organization.parse((await g.step(5, STEP_BODIES[5])).json());
    expect(ok).toMatchObject({ nif: 'B12345674', bank_account: { account_number: 'ES9121000418450200051332', currency: 'EUR', country: 'ES' } });
    // Step 4 is still pending: payments are not activated.
    expect(ok).toMatchObject({ payments_activated: false, verification_status: null, onboarding_steps: { step_four: 'pending' } });
  });

  it('the merchant just signed up (no company name yet) is not activated and starts the wizard', async () => {
    const cookie = await signIn(g.t.app, SIGNED_UP_ACCOUNT);
    expect(Organization.parse((await g.call('GET', '/api/organizations', undefined, cookie)).json())).toMatchObject({
      payments_activated: false,
      verification_status: null,
      onboarding_steps: { step_one: 'pending', step_five: 'pending' },
    });
    const tasks = TasksStatusResponse.parse((await g.call('GET', '/api/tasks-status', undefined, cookie)).json());
    expect(tasks.find((x) => x.task.type === 'gateway_activation')?.status).toBe('INITIAL');
    const saved = await g.call('PUT', '/api/payment-gateway/step-1', { ...STEP_BODIES[1], company_name: 'Alta Reciente S.L.' }, cookie);
    expect(saved.json()).toMatchObject({ company_name: 'Alta Reciente S.L.', onboarding_steps: { step_one: 'complete' } });
  });

  it('steps 1 to 3 are refused while the verification is pending (API-005)', async () => {
    await g.setOrganization({ verificationStatus: 'pending' });
    for (const n of [1, 2, 3] as const) {
      const response = await g.step(n, STEP_BODIES[n]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'API-005', details: { verification_status: 'pending' } });
    }
    await g.setOrganization({ verificationStatus: null });
  });
});
