import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, TASK_IDS, TasksStatusResponse } from '@cobro/contracts';
import { createTestApp, databases, signIn, type TestApp } from '../../../test/harness';
import { BILLING_MERCHANT_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../../seed/index';

describe.each(databases)('organizations and tasks-status on %s', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ db });
  });
  afterAll(() => t?.close());

  const get = async (url: string, account?: { email: string; password: string }) =>
    t.app.inject({ url, headers: { cookie: await signIn(t.app, account) } });

  it('GET /organizations answers the signed-in merchant organization in the contract shape', async () => {
    const response = await get('/api/organizations');
    expect(response.statusCode).toBe(200);
    const org = Organization.parse(response.json());
    expect(org).toMatchObject({
      company_name: 'Cobro Demo S.L.',
      payments_activated: true,
      client_product_type: 'payments',
      verification_status: { verification_status: 'verified', payouts_enabled: true, charges_enabled: true },
      address: { country: 'ES', city: 'Madrid', postal_code: '28009' },
      owner: { email: 'demo@cobro.dev' },
    });
    expect(org.bank_account?.account_number).toMatch(/^ES\d{22}$/);
  });

  it('each merchant sees its own organization (the seeded access-rule merchants)', async () => {
    const fresh = Organization.parse((await get('/api/organizations', NEW_MERCHANT_ACCOUNT)).json());
    expect(fresh).toMatchObject({ company_name: 'Comercio Nuevo S.L.', payments_activated: false, verification_status: null });
    const billing = Organization.parse((await get('/api/organizations', BILLING_MERCHANT_ACCOUNT)).json());
    expect(billing.client_product_type).toBe('billing');
  });

  it('GET /organizations and /tasks-status need a session (401 API-002)', async () => {
    for (const url of ['/api/organizations', '/api/tasks-status']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'API-002' });
    }
  });

  it('GET /tasks-status answers the five tasks with their fixed ids in the contract shape', async () => {
    const tasks = TasksStatusResponse.parse((await get('/api/tasks-status')).json());
    expect(tasks.map((x) => [x.task_id, x.task.type])).toEqual(Object.entries(TASK_IDS).map(([type, id]) => [id, type]));
    // The demo merchant is verified with payouts, has methods, published services, links and an active plan.
    expect(tasks.every((x) => x.status === 'COMPLETED')).toBe(true);
    expect(tasks.find((x) => x.task.type === 'uelz_plan')?.task.link).toBeNull();
  });

  it('a merchant that has not started activation has every task INITIAL', async () => {
    const tasks = TasksStatusResponse.parse((await get('/api/tasks-status', NEW_MERCHANT_ACCOUNT)).json());
    expect(tasks.map((x) => x.status)).toEqual(['INITIAL', 'INITIAL', 'INITIAL', 'INITIAL', 'INITIAL']);
  });
});
