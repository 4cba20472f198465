import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantService, Plan } from '@cobro/contracts';
import { plans, services } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { catalogTest, fixedPlan, variablePlan, type CatalogTest } from './services.fixtures';

describe.each(databases)('service and plan state rules on %s', (db) => {
  let c: CatalogTest;
  beforeAll(async () => {
    c = await catalogTest(db);
  });
  afterAll(() => c?.t.close());

  const put = (url: string) => c.call('PUT', url);
  /** Forces a status the API cannot reach directly (DISABLED), to test the rules from every status. */
  const forceService = (id: string, status: 'DISABLED') => c.t.database.db.update(services).set({ status }).where(eq(services.id, id));

  async function expectRefused(url: string, method: 'PUT' | 'DELETE' = 'PUT') {
    const response = await c.call(method, url);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('SER-004');
    return response.json();
  }

  it('publish turns a draft ACTIVE with provider ids and links for fixed plans only; a second publish is 409', async () => {
    const draft = await c.create({ plans: [fixedPlan(), variablePlan()] });
    const response = await put(`/api/services/${draft.id}/publish`);
    expect(response.statusCode).toBe(200);
    const published = MerchantService.parse(response.json());
    expect(published).toMatchObject({ status: 'ACTIVE', published: true });
    expect(published.plans.map((p) => [p.status, p.active, Boolean(p.stripe_id), p.payment_link?.active ?? null])).toEqual([
      ['ACTIVE', true, true, true],
      ['ACTIVE', true, true, null],
    ]);
    expect(await c.eventsFor(draft.id)).toEqual(['service-updated', 'service-updated']);
    expect(await c.eventsFor(draft.plans[1].id)).toEqual(['plan-updated', 'plan-updated']);
    await expectRefused(`/api/services/${draft.id}/publish`);
  });

  it('concurrent publish of the same draft: exactly one wins, one set of payment links', async () => {
    const draft = await c.create({ plans: [fixedPlan(), fixedPlan({ name: 'Otro' })] });
    const answers = await Promise.all([put(`/api/services/${draft.id}/publish`), put(`/api/services/${draft.id}/publish`)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = MerchantService.parse(answers.find((a) => a.statusCode === 200)!.json());
    const rows = await c.t.database.db.select().from(plans).where(eq(plans.serviceId, draft.id));
    // The stored provider ids are the winner's: the loser wrote nothing.
    expect(rows.map((r) => r.stripeId).sort()).toEqual(winner.plans.map((p) => p.stripe_id).sort());
    expect(rows.every((r) => r.paymentLinkActive && r.paymentLinkUrl?.endsWith(`/checkout/${r.id}`))).toBe(true);
    expect(await c.eventsFor(draft.id)).toEqual(['service-updated', 'service-updated']);
  });

  it('service pause is allowed only from ACTIVE', async () => {
    const draft = await c.create();
    expect((await expectRefused(`/api/services/${draft.id}/pause`)).details).toEqual({ status: 'DRAFT' });
    await put(`/api/services/${draft.id}/publish`);
    const paused = await put(`/api/services/${draft.id}/pause`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json().status).toBe('PAUSED');
    await expectRefused(`/api/services/${draft.id}/pause`);
    await forceService(draft.id, 'DISABLED');
    await expectRefused(`/api/services/${draft.id}/pause`);
  });

  it('service resume (enable) is allowed for PAUSED or DISABLED, not for ACTIVE or DRAFT', async () => {
    const service = await c.create();
    await expectRefused(`/api/services/${service.id}/enable`);
    await put(`/api/services/${service.id}/publish`);
    await expectRefused(`/api/services/${service.id}/enable`);
    await put(`/api/services/${service.id}/pause`);
    expect((await put(`/api/services/${service.id}/enable`)).json().status).toBe('ACTIVE');
    await forceService(service.id, 'DISABLED');
    expect((await put(`/api/services/${service.id}/enable`)).json().status).toBe('ACTIVE');
    expect(await c.eventsFor(service.id)).toHaveLength(5);
  });

  it('an illegal transition changes nothing and emits nothing', async () => {
    const draft = await c.create();
    await expectRefused(`/api/services/${draft.id}/enable`);
    expect((await c.call('GET', `/api/services/${draft.id}`)).json()).toEqual(draft);
    expect(await c.eventsFor(draft.id)).toEqual(['service-updated']);
  });

  it('plan pause when the plan is active and not PAUSED; it switches the payment link off', async () => {
    const service = await c.create({}, true);
    const url = `/api/services/${service.id}/plans/${service.plans[0].id}`;
    const paused = Plan.parse((await put(`${url}/pause`)).json());
    expect(paused).toMatchObject({ status: 'PAUSED', active: false, payment_link: { active: false } });
    await expectRefused(`${url}/pause`);
    const draft = await c.create();
    await expectRefused(`/api/services/${draft.id}/plans/${draft.plans[0].id}/pause`);
    expect(await c.eventsFor(service.plans[0].id)).toEqual(['plan-updated', 'plan-updated']);
  });

  it('plan resume for DISABLED or PAUSED; it switches the payment link back on', async () => {
    const service = await c.create({}, true);
    const id = service.plans[0].id;
    const url = `/api/services/${service.id}/plans/${id}`;
    await expectRefused(`${url}/enable`);
    await put(`${url}/pause`);
    expect(Plan.parse((await put(`${url}/enable`)).json())).toMatchObject({ status: 'ACTIVE', active: true, payment_link: { active: true } });
    await c.t.database.db.update(plans).set({ status: 'DISABLED', active: false }).where(eq(plans.id, id));
    expect((await put(`${url}/enable`)).json().status).toBe('ACTIVE');
    const draft = await c.create();
    await expectRefused(`/api/services/${draft.id}/plans/${draft.plans[0].id}/enable`);
  });

  it('plan delete only for DRAFT plans of a draft service; the plan leaves the lists', async () => {
    const draft = await c.create({ plans: [fixedPlan(), fixedPlan({ name: 'Segundo' })] });
    const [first, second] = draft.plans;
    const response = await c.call('DELETE', `/api/services/${draft.id}/plans/${second.id}`);
    expect(response.statusCode).toBe(204);
    const after = MerchantService.parse((await c.call('GET', `/api/services/${draft.id}`)).json());
    expect(after.plans.map((p) => p.id)).toEqual([first.id]);
    expect((await c.call('GET', `/api/services/${draft.id}/plans/${second.id}`)).statusCode).toBe(404);
    expect(await c.eventsFor(second.id)).toEqual(['plan-updated', 'plan-updated']);
  });

  it('deleting the last plan of a draft service is refused: the whole service is to be deleted instead', async () => {
    const draft = await c.create();
    const body = await expectRefused(`/api/services/${draft.id}/plans/${draft.plans[0].id}`, 'DELETE');
    expect(body.details.reason).toBe('delete_service');
  });

  it('deleting a plan of a non-draft service is refused (error modal)', async () => {
    const service = await c.create({ plans: [fixedPlan(), fixedPlan({ name: 'Segundo' })] }, true);
    const body = await expectRefused(`/api/services/${service.id}/plans/${service.plans[0].id}`, 'DELETE');
    expect(body.details.reason).toBe('not_allowed');
    // A draft plan left in a published service (data from before a publish) is refused for the service's status.
    await c.t.database.db.update(plans).set({ status: 'DRAFT' }).where(eq(plans.id, service.plans[1].id));
    const refused = await expectRefused(`/api/services/${service.id}/plans/${service.plans[1].id}`, 'DELETE');
    expect(refused.details.reason).toBe('service_not_draft');
  });

  it('a whole service can be deleted only while it is a draft, with its plans', async () => {
    const draft = await c.create();
    expect((await c.call('DELETE', `/api/services/${draft.id}`)).statusCode).toBe(204);
    expect((await c.call('GET', `/api/services/${draft.id}`)).statusCode).toBe(404);
    expect(await c.eventsFor(draft.plans[0].id)).toEqual(['plan-updated', 'plan-updated']);
    const [row] = await c.t.database.db.select().from(services).where(eq(services.id, draft.id));
    expect(row.deletedAt).not.toBeNull();
    const published = await c.create({}, true);
    await expectRefused(`/api/services/${published.id}`, 'DELETE');
  });

  it('unknown ids answer 404 with the resource code', async () => {
    expect((await put('/api/services/00000000-0000-4000-8000-000000000000/pause')).json().code).toBe('SER-002');
    expect((await put('/api/services/not-a-uuid/publish')).json().code).toBe('SER-002');
    const service = await c.create();
    expect((await put(`/api/services/${service.id}/plans/00000000-0000-4000-8000-000000000000/pause`)).json().code).toBe('SER-003');
  });
});
