import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, WidgetSession } from '@cobro/contracts';
import { databases, signIn } from '../../../test/harness';
import { organizations, widgetConfigurations } from '../../db/schema/index';
import { DEMO_WIDGET_DOMAIN, DEMO_WIDGET_KEY } from '../../seed/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { fixedPlan, pngFile, serviceForm } from '../services/services.fixtures';
import { DEMO_PAGE, OWN_ORIGIN, widgetCall } from './widget.fixtures';

const LIVE_KEY = 'pk_live_facturas000000000000000000';
const LIVE_DOMAIN = 'https://facturas.cobro.dev';

const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

describe.each(databases)('widget API key and Origin on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
    // A second organization with a live key (as a server running a live card provider issues them).
    const [billing] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Facturación Pyme S.L.'));
    await t.database.db.insert(widgetConfigurations).values({
      organizationId: billing.id,
      domain: LIVE_DOMAIN,
      apiKey: LIVE_KEY,
      version: '1.0.0',
      callbackSecret: 'whsec_dGVzdA==',
    });
  });
  afterAll(() => t?.close());

  const session = (headers: Record<string, string>) => widgetCall(t.app, 'GET', '/widget/session', headers);

  it("the demo page's key and Origin open a widget session: test mode, can charge, versions", async () => {
    const response = await session(DEMO_PAGE);
    expect(response.statusCode).toBe(200);
    expect(WidgetSession.parse(response.json())).toEqual({
      organization: { company_name: 'Cobro Demo S.L.' },
      mode: 'test',
      charges_enabled: true,
      version: '1.0.0',
      latest_version: '1.0.0',
    });
  });

  it('without a key the answer is 401 AE-001; an unknown key is 401 AE-002', async () => {
    const missing = await session({ origin: DEMO_WIDGET_DOMAIN });
    expect(missing.statusCode).toBe(401);
    expect(error(missing.body).code).toBe('AE-001');
    const unknown = await session({ origin: DEMO_WIDGET_DOMAIN, 'x-widget-key': 'pk_test_nobody' });
    expect(unknown.statusCode).toBe(401);
    expect(error(unknown.body).code).toBe('AE-002');
  });

  it('a page on another origin is 403 AE-003, even on a subdomain, another port or plain http', async () => {
    for (const origin of ['https://evil.example', 'https://shop.demo.cobro.dev', 'https://demo.cobro.dev:8443', 'http://demo.cobro.dev', LIVE_DOMAIN]) {
      const response = await session({ origin, 'x-widget-key': DEMO_WIDGET_KEY });
      expect(response.statusCode, origin).toBe(403);
      expect(error(response.body).code).toBe('AE-003');
    }
  });

  it('a test key also answers loopback pages on any port; a live key does not', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:8080', 'http://localhost']) {
      expect((await session({ origin, 'x-widget-key': DEMO_WIDGET_KEY })).statusCode, origin).toBe(200);
      const live = await session({ origin, 'x-widget-key': LIVE_KEY });
      expect(live.statusCode, origin).toBe(403);
      expect(error(live.body).code).toBe('AE-003');
    }
    expect((await session({ origin: 'https://localhost:5173', 'x-widget-key': DEMO_WIDGET_KEY })).statusCode).toBe(403);
  });

  it("a live key answers its own domain in live mode, and this server's origin (the dashboard preview)", async () => {
    const live = await session({ origin: LIVE_DOMAIN, 'x-widget-key': LIVE_KEY });
    expect(live.statusCode).toBe(200);
    expect(WidgetSession.parse(live.json())).toMatchObject({ mode: 'live', charges_enabled: false });
    expect((await session({ origin: OWN_ORIGIN, 'x-widget-key': LIVE_KEY })).statusCode).toBe(200);
    expect((await session({ origin: OWN_ORIGIN, 'x-widget-key': DEMO_WIDGET_KEY })).statusCode).toBe(200);
    // A same-origin GET carries no Origin, only Sec-Fetch-Site.
    expect((await session({ 'sec-fetch-site': 'same-origin', 'x-widget-key': LIVE_KEY })).statusCode).toBe(200);
    expect((await session({ 'sec-fetch-site': 'cross-site', 'x-widget-key': LIVE_KEY })).statusCode).toBe(403);
  });

  it('without an Origin (server to server) a test key is answered and a live key is 403 AE-003', async () => {
    expect((await session({ 'x-widget-key': DEMO_WIDGET_KEY })).statusCode).toBe(200);
    const live = await session({ 'x-widget-key': LIVE_KEY });
    expect(live.statusCode).toBe(403);
    expect(error(live.body).code).toBe('AE-003');
  });

  it('`Origin: null` (sandboxed frames, file pages) is 403 AE-003 and never answered with a null origin', async () => {
    const response = await session({ origin: 'null', 'x-widget-key': DEMO_WIDGET_KEY });
    expect(response.statusCode).toBe(403);
    expect(error(response.body).code).toBe('AE-003');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers.vary).toBe('Origin');
  });
});

describe.each(databases)('CORS and the CSRF guard on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const preflight = (url: string, origin: string, method = 'POST') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type, x-widget-key' },
    });
  const allowed = (response: { headers: Record<string, unknown> }) => response.headers['access-control-allow-origin'];

  it('a widget preflight from an allowlisted page answers its exact origin, methods and headers, without credentials', async () => {
    const response = await preflight('/api/widget/checkout-sessions', DEMO_WIDGET_DOMAIN);
    expect(response.statusCode).toBe(204);
    expect(allowed(response)).toBe(DEMO_WIDGET_DOMAIN);
    expect(response.headers.vary).toBe('Origin');
    expect(response.headers['access-control-allow-methods']).toBe('POST');
    expect(String(response.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['content-type', 'idempotency-key', 'update-key', 'checkout-session', 'x-widget-key']),
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('a preflight from any other page gets no allowed origin: not `*`, not `null`', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://demo.cobro.dev.evil.example', 'file://']) {
      const response = await preflight('/api/widget/session', origin, 'GET');
      expect(allowed(response), origin).toBeUndefined();
      expect(response.headers['access-control-allow-methods']).toBeUndefined();
      expect(response.headers.vary).toBe('Origin');
    }
  });

  it('loopback pages pass the preflight while the sandbox runs; this server passes too', async () => {
    expect(allowed(await preflight('/api/widget/session', 'http://localhost:5173', 'GET'))).toBe('http://localhost:5173');
    expect(allowed(await preflight('/api/widget/session', OWN_ORIGIN, 'GET'))).toBe(OWN_ORIGIN);
  });

  it('real widget answers carry the exact origin and Vary, errors included, so the page can read the code', async () => {
    const ok = await widgetCall(t.app, 'GET', '/widget/session', DEMO_PAGE);
    expect(allowed(ok)).toBe(DEMO_WIDGET_DOMAIN);
    expect(ok.headers.vary).toBe('Origin');
    const missingKey = await widgetCall(t.app, 'GET', '/widget/session', { origin: DEMO_WIDGET_DOMAIN });
    expect(error(missingKey.body).code).toBe('AE-001');
    expect(allowed(missingKey)).toBe(DEMO_WIDGET_DOMAIN);
    const evil = await widgetCall(t.app, 'GET', '/widget/session', { origin: 'https://evil.example', 'x-widget-key': DEMO_WIDGET_KEY });
    expect(allowed(evil)).toBeUndefined();
  });

  it('the checkout calls answer allowlisted pages with credentials where they are declared with them', async () => {
    const create = await preflight('/api/payments/stripe/create-purchase', DEMO_WIDGET_DOMAIN);
    expect(allowed(create)).toBe(DEMO_WIDGET_DOMAIN);
    expect(create.headers['access-control-allow-credentials']).toBe('true');
    const verify = await preflight(`/api/checkout/${t.oneTime.id}/verify-id`, 'http://127.0.0.1:3000');
    expect(allowed(verify)).toBe('http://127.0.0.1:3000');
    const link = await t.app.inject({ method: 'GET', url: `/api/payment-links/purchase/${t.oneTime.id}`, headers: { origin: DEMO_WIDGET_DOMAIN } });
    expect(link.statusCode).toBe(200);
    expect(allowed(link)).toBe(DEMO_WIDGET_DOMAIN);
    expect(link.headers['access-control-allow-credentials']).toBeUndefined();
    const session = await preflight('/api/checkout-sessions/00000000-0000-4000-8000-000000000000', DEMO_WIDGET_DOMAIN, 'GET');
    expect(allowed(session)).toBe(DEMO_WIDGET_DOMAIN);
    const evil = await t.app.inject({ method: 'GET', url: `/api/payment-links/purchase/${t.oneTime.id}`, headers: { origin: 'https://evil.example' } });
    expect(allowed(evil)).toBeUndefined();
  });

  it('dashboard calls answer no CORS at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/widget-configuration', headers: { cookie, origin: DEMO_WIDGET_DOMAIN } });
    expect(allowed(response)).toBeUndefined();
    expect((await preflight('/api/widget-configuration/toggle-callback', DEMO_WIDGET_DOMAIN)).statusCode).toBe(404);
  });

  it('the CSRF guard lets cross-site checkout and widget writes through, and still refuses cross-site session writes', async () => {
    const crossSite = { origin: DEMO_WIDGET_DOMAIN, 'sec-fetch-site': 'cross-site' };
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/${t.oneTime.id}/verify-id`,
      headers: crossSite,
      payload: { customer_type: 'PERSON', customer_email: 'nadie@cobro.dev', customer_cif: '12345678Z' },
    });
    expect(verify.statusCode).toBe(200);
    const click = await widgetCall(t.app, 'POST', '/widget/checkout-sessions', { ...DEMO_PAGE, 'sec-fetch-site': 'cross-site' }, {
      service_id: t.oneTime.serviceId,
      plan_id: t.oneTime.id,
    });
    expect(click.statusCode).toBe(200);
    for (const headers of [crossSite, { origin: DEMO_WIDGET_DOMAIN }]) {
      const write = await t.app.inject({ method: 'POST', url: '/api/widget-configuration/toggle-callback', headers: { cookie, ...headers } });
      expect(write.statusCode).toBe(403);
      expect(error(write.body).code).toBe('API-009');
    }
  });

  it('service images, shown by the checkout inside merchant pages, are served with CORP cross-origin', async () => {
    const form = serviceForm({ name: 'Con portada', plans: [fixedPlan()], files: [pngFile()] });
    const created = await t.app.inject({ method: 'POST', url: '/api/services?publish=false', headers: { cookie }, payload: form as never });
    expect(created.statusCode, created.body).toBe(201);
    const image = new URL(created.json().images[0]);
    const served = await t.app.inject({ method: 'GET', url: image.pathname, headers: { origin: DEMO_WIDGET_DOMAIN } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('a domain saved in the dashboard is allowed at once (this process forgets its cached answer)', async () => {
    const origin = 'https://recien-guardado.es';
    expect(allowed(await preflight('/api/widget/session', origin, 'GET'))).toBeUndefined();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/widget-configuration/edit-domain',
      headers: { cookie },
      payload: { domain: origin },
    });
    expect(saved.statusCode).toBe(200);
    expect(allowed(await preflight('/api/widget/session', origin, 'GET'))).toBe(origin);
    expect(allowed(await preflight('/api/widget/session', DEMO_WIDGET_DOMAIN, 'GET'))).toBeUndefined();
  });
});
