import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, WidgetConfiguration, WidgetServicesResponse } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { organizations, plans, services, widgetConfigurations } from '../../db/schema/index';
import { BILLING_MERCHANT_ACCOUNT, DEMO_WIDGET_DOMAIN, DEMO_WIDGET_KEY, NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { dashboard } from './widget.fixtures';

const STRIPE = { cardProvider: 'stripe', stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } } as const;

const configuration = (body: string) => WidgetConfiguration.parse(JSON.parse(body));
const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

describe.each(databases)('widget configuration calls on %s', (db) => {
  let t: CheckoutTest;
  let demo: Awaited<ReturnType<typeof dashboard>>;
  let other: Awaited<ReturnType<typeof dashboard>>;
  beforeAll(async () => {
    t = await checkoutTest(db);
    demo = await dashboard(t.app);
    other = await dashboard(t.app, NEW_MERCHANT_ACCOUNT);
  });
  afterAll(() => t?.close());

  it('the demo merchant reads its seeded configuration: the fixed test key, its domain, callbacks off', async () => {
    const response = await demo('GET', '/widget-configuration');
    expect(response.statusCode).toBe(200);
    expect(configuration(response.body)).toEqual({
      domain: DEMO_WIDGET_DOMAIN,
      api_key: DEMO_WIDGET_KEY,
      version: '1.0.0',
      callback_url: 'https://demo.cobro.dev/webhooks/cobro',
      callback_url_enabled: false,
    });
  });

  it('a merchant without a row gets one on its first reads, once, with a pk_test_ key while the sandbox runs', async () => {
    const [first, second] = await Promise.all([other('GET', '/widget-configuration'), other('GET', '/widget-configuration')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const read = configuration(first.body);
    expect(read).toEqual({ domain: null, api_key: read.api_key, version: '1.0.0', callback_url: null, callback_url_enabled: false });
    expect(read.api_key).toMatch(/^pk_test_[\w-]{32}$/);
    expect(configuration(second.body).api_key).toBe(read.api_key);
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Comercio Nuevo S.L.'));
    const rows = await t.database.db.select().from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, org.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].callbackSecret).toMatch(/^whsec_/);
  });

  it('toggle-callback switches callbacks on and off and answers the whole configuration', async () => {
    const on = await demo('POST', '/widget-configuration/toggle-callback');
    expect(on.statusCode).toBe(200);
    expect(configuration(on.body).callback_url_enabled).toBe(true);
    const off = await demo('POST', '/widget-configuration/toggle-callback');
    expect(configuration(off.body).callback_url_enabled).toBe(false);
  });

  it('edit-callback-url saves an https URL with trailing slashes trimmed; anything else is 400 WID-004 invalid_callback_url', async () => {
    const saved = await demo('POST', '/widget-configuration/edit-callback-url', { callback_url: 'https://tienda.cobro.dev/hooks//' });
    expect(saved.statusCode).toBe(200);
    expect(configuration(saved.body).callback_url).toBe('https://tienda.cobro.dev/hooks');
    for (const callback_url of ['http://tienda.cobro.dev/hooks', 'not a url', 'https://user:pw@tienda.cobro.dev']) {
      const refused = await demo('POST', '/widget-configuration/edit-callback-url', { callback_url });
      expect(refused.statusCode, callback_url).toBe(400);
      expect(error(refused.body)).toMatchObject({ code: 'WID-004', fields: { callback_url: 'invalid_callback_url' } });
    }
  });

  it('edit-domain stores the https origin with trailing slashes trimmed (the https:// prefix is optional)', async () => {
    const saved = await other('POST', '/widget-configuration/edit-domain', { domain: 'Tienda-Nueva.es//' });
    expect(saved.statusCode).toBe(200);
    expect(configuration(saved.body).domain).toBe('https://tienda-nueva.es');
    const again = await other('POST', '/widget-configuration/edit-domain', { domain: 'https://tienda-nueva.es' });
    expect(configuration(again.body).domain).toBe('https://tienda-nueva.es');
  });

  it('edit-domain refuses what is not an https origin with 400 WID-002 invalid_domain', async () => {
    for (const domain of ['http://tienda-nueva.es', 'https://tienda-nueva.es/tienda', 'https://tienda-nueva.es?x=1', 'tienda']) {
      const refused = await other('POST', '/widget-configuration/edit-domain', { domain });
      expect(refused.statusCode, domain).toBe(400);
      expect(error(refused.body)).toMatchObject({ code: 'WID-002', fields: { domain: 'invalid_domain' } });
    }
  });

  it("a domain another organization uses is 409 WID-005 domain_already_exists and changes nothing", async () => {
    const refused = await other('POST', '/widget-configuration/edit-domain', { domain: DEMO_WIDGET_DOMAIN });
    expect(refused.statusCode).toBe(409);
    expect(error(refused.body)).toMatchObject({ code: 'WID-005', fields: { domain: 'domain_already_exists' } });
    expect(configuration((await other('GET', '/widget-configuration')).body).domain).toBe('https://tienda-nueva.es');
  });

  it('two organizations saving one domain at once: one wins, the other gets WID-005', async () => {
    const billing = await dashboard(t.app, BILLING_MERCHANT_ACCOUNT);
    const domain = 'https://carrera.cobro.dev';
    const answers = await Promise.all([
      other('POST', '/widget-configuration/edit-domain', { domain }),
      billing('POST', '/widget-configuration/edit-domain', { domain }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(error(answers.find((a) => a.statusCode === 409)!.body).code).toBe('WID-005');
    const owners = await t.database.db.select().from(widgetConfigurations).where(eq(widgetConfigurations.domain, domain));
    expect(owners).toHaveLength(1);
  });

  it('version-change selects a supported version; an unknown one is 404 WID-006 version_not_found', async () => {
    const old = await demo('POST', '/widget-configuration/version-change', { version: '0.0.4' });
    expect(old.statusCode).toBe(200);
    expect(configuration(old.body).version).toBe('0.0.4');
    const unknown = await demo('POST', '/widget-configuration/version-change', { version: '9.9.9' });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown.body)).toMatchObject({ code: 'WID-006', fields: { version: 'version_not_found' } });
    const latest = await demo('POST', '/widget-configuration/version-change', { version: '1.0.0' });
    expect(configuration(latest.body).version).toBe('1.0.0');
  });

  it('the services listing holds exactly the ACTIVE services with their ACTIVE plans, in the contract shape', async () => {
    const response = await demo('GET', '/widget-configuration/services');
    expect(response.statusCode).toBe(200);
    const listed = WidgetServicesResponse.parse(response.json());
    const [org] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Cobro Demo S.L.'));
    const active = await t.database.db
      .select({ serviceId: services.id, planId: plans.id, type: plans.type })
      .from(plans)
      .innerJoin(services, eq(services.id, plans.serviceId))
      .where(
        and(
          eq(services.organizationId, org.id),
          eq(services.status, 'ACTIVE'),
          eq(plans.status, 'ACTIVE'),
          isNull(plans.deletedAt),
          isNull(services.deletedAt),
        ),
      );
    expect(active.length).toBeGreaterThan(0);
    expect(listed.flatMap((s) => s.plans.map((p) => p.id)).sort()).toEqual(active.map((a) => a.planId).sort());
    expect(listed.map((s) => s.id).sort()).toEqual([...new Set(active.map((a) => a.serviceId))].sort());
    for (const service of listed) {
      const kinds = new Set(service.plans.map((p) => p.type));
      expect(service.type).toBe(kinds.size === 1 ? [...kinds][0] : 'variable');
    }
  });

  it('a failure while loading is 500 WID-001, while toggling 500 WID-003, while saving the domain WID-002', async () => {
    await t.database.db.execute(sql`alter table widget_configurations rename to widget_configurations_away`);
    try {
      const load = await demo('GET', '/widget-configuration');
      expect(load.statusCode).toBe(500);
      expect(error(load.body).code).toBe('WID-001');
      const toggle = await demo('POST', '/widget-configuration/toggle-callback');
      expect(toggle.statusCode).toBe(500);
      expect(error(toggle.body).code).toBe('WID-003');
      const domain = await demo('POST', '/widget-configuration/edit-domain', { domain: 'https://otra.cobro.dev' });
      expect(error(domain.body).code).toBe('WID-002');
      const callback = await demo('POST', '/widget-configuration/edit-callback-url', { callback_url: 'https://otra.cobro.dev/h' });
      expect(error(callback.body).code).toBe('WID-004');
    } finally {
      await t.database.db.execute(sql`alter table widget_configurations_away rename to widget_configurations`);
    }
    expect((await demo('GET', '/widget-configuration')).statusCode).toBe(200);
  });

  it('configuration calls need the merchant session (401 API-002)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/widget-configuration' });
    expect(response.statusCode).toBe(401);
    expect(error(response.body).code).toBe('API-002');
  });
});

describe('the widget outside the sandbox', () => {
  it('a server running a live card provider gives new rows pk_live_ keys and answers no loopback page', async () => {
    const t = await checkoutTest('pglite', { config: STRIPE });
    try {
      const other = await dashboard(t.app, NEW_MERCHANT_ACCOUNT);
      const read = configuration((await other('GET', '/widget-configuration')).body);
      expect(read.api_key).toMatch(/^pk_live_[\w-]{32}$/);
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/widget/session',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/widget/session',
        headers: { origin: 'http://localhost:5173', 'x-widget-key': DEMO_WIDGET_KEY },
      });
      expect(session.statusCode).toBe(403);
      expect(error(session.body).code).toBe('AE-003');
    } finally {
      await t.close();
    }
  });
});
