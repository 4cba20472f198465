import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService, Plan } from '@cobro/contracts';
import { databases, signIn, TEST_PUBLIC_URL } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { catalogTest, fixedPlan, serviceForm, variablePlan, type CatalogTest } from './services.fixtures';

describe.each(databases)('POST /services and plans on %s', (db) => {
  let c: CatalogTest;
  beforeAll(async () => {
    c = await catalogTest(db);
  });
  afterAll(() => c?.t.close());

  it('creates a draft service with its plans in one call (publish=false)', async () => {
    const service = await c.create({ name: 'Clases de piano', plans: [fixedPlan(), variablePlan()] });
    expect(service).toMatchObject({ name: 'Clases de piano', status: 'DRAFT', published: false, images: [], type: null });
    expect(service.plans.map((p) => [p.name, p.status, p.stripe_id, p.payment_link])).toEqual([
      ['Mensualidad', 'DRAFT', null, null],
      ['Por horas', 'DRAFT', null, null],
    ]);
    const read = await c.call('GET', `/api/services/${service.id}`);
    expect(MerchantService.parse(read.json())).toEqual(service);
    expect(await c.eventsFor(service.id)).toEqual(['service-updated']);
    expect(await c.eventsFor(service.plans[0].id)).toEqual(['plan-updated']);
  });

  it('publishing on create gives each plan a provider id and only fixed plans a payment link', async () => {
    const service = await c.create({ plans: [fixedPlan(), variablePlan()] }, true);
    expect(service).toMatchObject({ status: 'ACTIVE', published: true });
    const [fixed, variable] = service.plans;
    expect(fixed).toMatchObject({ status: 'ACTIVE', active: true, payment_link: { url: `${TEST_PUBLIC_URL}/checkout/${fixed.id}`, active: true } });
    expect(fixed.stripe_id).toMatch(/^price_sb_[0-9A-Za-z]{24}$/);
    expect(variable).toMatchObject({ status: 'ACTIVE', active: true, payment_link: null });
    expect(variable.stripe_id).toMatch(/^price_sb_/);
  });

  it('a service needs a name and at least one plan (services.missing_field, services.missing_plans)', async () => {
    const noName = await c.call('POST', '/api/services?publish=false', serviceForm({ name: ' ', plans: [fixedPlan()] }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toMatchObject({ name: 'services.missing_field' });
    const noPlans = await c.call('POST', '/api/services?publish=false', serviceForm({ name: 'Yoga', plans: [] }));
    expect(noPlans.json()).toMatchObject({ code: 'API-001', fields: { plans: 'services.missing_plans' } });
  });

  it('a plan body breaking the plan rules is refused and nothing is created', async () => {
    const before = (await c.call('GET', '/api/services?status=DRAFT&page_size=20')).json().total;
    const bad = await c.call('POST', '/api/services?publish=false', serviceForm({ name: 'Yoga', plans: [variablePlan({ future_charge: null })] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'plans.0.future_charge': 'services.missing_field' });
    expect((await c.call('GET', '/api/services?status=DRAFT&page_size=20')).json().total).toBe(before);
  });

  it('publish needs charges_enabled (409 ORG-002), on create and on the publish call', async () => {
    const cookie = await signIn(c.t.app, NEW_MERCHANT_ACCOUNT);
    const form = serviceForm({ name: 'Sin cobros', plans: [fixedPlan()] });
    const refused = await c.call('POST', '/api/services?publish=true', form, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORG-002');
    const draft = await c.call('POST', '/api/services?publish=false', serviceForm({ name: 'Sin cobros', plans: [fixedPlan()] }), cookie);
    expect(draft.statusCode).toBe(201);
    const publish = await c.call('PUT', `/api/services/${draft.json().id}/publish`, undefined, cookie);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().code).toBe('ORG-002');
  });

  it('POST /services/{id}/plans adds a draft plan to a draft service', async () => {
    const service = await c.create();
    const response = await c.call('POST', `/api/services/${service.id}/plans`, fixedPlan({ name: 'Anual', frequency: 'year' }));
    expect(response.statusCode).toBe(201);
    const plan = Plan.parse(response.json());
    expect(plan).toMatchObject({ name: 'Anual', status: 'DRAFT', service_id: service.id, stripe_id: null, service: { id: service.id } });
    expect(await c.eventsFor(plan.id)).toEqual(['plan-updated']);
  });

  it('a plan added to a published service is published at once, with its payment link', async () => {
    const service = await c.create({}, true);
    const plan = Plan.parse((await c.call('POST', `/api/services/${service.id}/plans`, fixedPlan({ name: 'Extra' }))).json());
    expect(plan).toMatchObject({ status: 'ACTIVE', payment_link: { url: `${TEST_PUBLIC_URL}/checkout/${plan.id}`, active: true } });
  });

  it('GET /services/{service_id}/plans/{plan_id} answers the plan with payment_link {url, active}', async () => {
    const service = await c.create({}, true);
    const id = service.plans[0].id;
    const response = await c.call('GET', `/api/services/${service.id}/plans/${id}`);
    expect(response.statusCode).toBe(200);
    expect(Plan.parse(response.json()).payment_link).toEqual({ url: `${TEST_PUBLIC_URL}/checkout/${id}`, active: true });
    const missing = await c.call('GET', `/api/services/${service.id}/plans/not-a-plan`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('SER-003');
  });

  it('another organization cannot see the service (404 SER-002) and calls need a session', async () => {
    const service = await c.create();
    const other = await signIn(c.t.app, NEW_MERCHANT_ACCOUNT);
    const response = await c.call('GET', `/api/services/${service.id}`, undefined, other);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('SER-002');
    const anonymous = await c.t.app.inject({ method: 'GET', url: '/api/services' });
    expect(anonymous.statusCode).toBe(401);
  });
});
