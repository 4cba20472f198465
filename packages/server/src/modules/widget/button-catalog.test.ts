import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, CheckoutSession } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { plans, services } from '../../db/schema/index';
import { DEMO_WIDGET_KEY } from '../../seed/index';
import { BUTTON_PLAN_QUOTA } from './button-plan-quota';
import { buttonTest, type ButtonTest } from './button.fixtures';
import { buttonPlan, dashboard } from './widget.fixtures';

const LIVE_KEY = 'pk_live_botones00000000000000000000';
const SECRET = 'pbsec_Ym90b25lcy1kZS1wcnVlYmEteS1kZS12ZXJkYWQtMzItYg';
const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));
type Paged = { data: { id: string; origin: string; key_mode: string | null }[] };

/**
 * What web-services buttons create is the button's (issue 26, item 6; decision 1011): marked with its origin and
 * key mode, shown so in the merchant's catalog but kept out of the product listing, a test key's apart from a live
 * key's, and created at most BUTTON_PLAN_QUOTA per key and window.
 */
describe.each(databases)("a web-services button's catalog on %s", (db) => {
  let t: ButtonTest;
  beforeAll(async () => {
    t = await buttonTest(db, SECRET);
  });
  afterAll(() => t?.close());

  const servicesNamed = (name: string) =>
    t.database.db.select().from(services).where(and(eq(services.name, name), isNull(services.deletedAt)));
  const plansOf = (serviceId: string) => t.database.db.select().from(plans).where(eq(plans.serviceId, serviceId));

  it("marks its service and plan as a test key button's: the merchant's lists show them marked, the product listing leaves them out", async () => {
    const session = CheckoutSession.parse((await t.click({ plan: buttonPlan({ service_name: 'Botón de prueba' }) })).json());
    const [service] = await servicesNamed('Botón de prueba');
    expect(service).toMatchObject({ origin: 'button', keyMode: 'test' });
    expect(await plansOf(service.id)).toMatchObject([{ id: session.link_id, origin: 'button', keyMode: 'test' }]);

    const call = await dashboard(t.app);
    const marked = { origin: 'button', key_mode: 'test' };
    const listed = await call('GET', `/services?search=${encodeURIComponent('Botón de prueba')}`);
    expect(listed.json()).toMatchObject({ data: [{ id: service.id, ...marked, plans: [{ id: session.link_id, ...marked }] }], total: 1 });
    const planList = (await call('GET', `/plans?search=${encodeURIComponent('Taller de cerámica')}`)).json() as Paged;
    expect(planList.data.find((p) => p.id === session.link_id)).toMatchObject(marked);
    expect(planList.data.filter((p) => p.id !== session.link_id).map((p) => [p.origin, p.key_mode])).toEqual(
      planList.data.filter((p) => p.id !== session.link_id).map(() => ['dashboard', null]),
    );
    expect((await call('GET', `/services/${service.id}`)).json()).toMatchObject(marked);
    // The product listing offers what a product-services button may sell: the merchant's own services only.
    const listing = (await call('GET', '/widget-configuration/services')).json() as { id: string }[];
    expect(listing.map((s) => s.id)).not.toContain(service.id);
    const asProduct = await t.click({ service_id: service.id, plan_id: session.link_id });
    expect([asProduct.statusCode, error(asProduct.body).code]).toEqual([404, 'SER-002']);
  });

  it("never adds a plan to the merchant's own service of the same name, whose list stays as it was", async () => {
    const now = t.clock.now();
    const [own] = await t.database.db
      .insert(services)
      .values({ organizationId: t.organizationId, name: 'Masaje deportivo', status: 'ACTIVE', published: true, createdAt: now, updatedAt: now })
      .returning();
    const response = await t.click({ plan: buttonPlan({ service_name: 'Masaje deportivo', amount: '0.50' }) });
    expect(response.statusCode).toBe(200);
    expect(await plansOf(own.id)).toEqual([]);
    const rows = await servicesNamed('Masaje deportivo');
    expect(rows.map((r) => [r.origin, r.keyMode]).sort()).toEqual([['button', 'test'], ['dashboard', null]]);
  });

  it("keeps a test key's plans apart from a live key's: the same button makes one of each", async () => {
    const body = { plan: buttonPlan({ service_name: 'Misma oferta', amount: '50.00' }) };
    const test = CheckoutSession.parse((await t.click(body)).json());
    await t.useKey(LIVE_KEY);
    try {
      const live = await t.click(t.signed(body), LIVE_KEY);
      expect(live.statusCode, live.body).toBe(200);
      expect(live.json().link_id).not.toBe(test.link_id);
    } finally {
      await t.useKey(DEMO_WIDGET_KEY);
    }
    const rows = await servicesNamed('Misma oferta');
    expect(rows.map((r) => r.keyMode).sort()).toEqual(['live', 'test']);
  });

  it('a key past its quota of new plans is 429 API-007 with Retry-After and creates nothing; reuse goes on; the window frees it', async () => {
    // This file's earlier clicks created some of this window's test plans; fill the rest.
    const { length: used } = await t.database.db
      .select({ id: plans.id })
      .from(plans)
      .where(and(eq(plans.organizationId, t.organizationId), eq(plans.keyMode, 'test')));
    for (let i = used; i < BUTTON_PLAN_QUOTA.test; i += 1) {
      const response = await t.click({ plan: buttonPlan({ service_name: 'Cuota', amount: `${i + 1}` }) });
      expect(response.statusCode, response.body).toBe(200);
    }
    const before = await t.database.db.select({ id: plans.id }).from(plans);
    t.clock.advance(10 * 60 * 1000);
    const refused = await t.click({ plan: buttonPlan({ service_name: 'Cuota', amount: '999' }) });
    expect(refused.statusCode).toBe(429);
    expect(error(refused.body)).toMatchObject({ code: 'API-007', details: { reason: 'button_plan_quota' } });
    // The window's oldest plan was created 10 minutes ago: it leaves the window in 50 minutes.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    const newService = await t.click({ plan: buttonPlan({ service_name: 'Cuota nueva' }) });
    expect(newService.statusCode).toBe(429);
    expect(await t.database.db.select({ id: plans.id }).from(plans)).toHaveLength(before.length);
    expect(await servicesNamed('Cuota nueva')).toEqual([]);

    const reused = await t.click({ plan: buttonPlan({ service_name: 'Cuota', amount: `${BUTTON_PLAN_QUOTA.test}` }) });
    expect(reused.statusCode).toBe(200);
    t.clock.advance(50 * 60 * 1000);
    expect((await t.click({ plan: buttonPlan({ service_name: 'Cuota', amount: '999' }) })).statusCode).toBe(200);
  });
});
