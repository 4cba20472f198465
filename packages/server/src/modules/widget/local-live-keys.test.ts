import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, CheckoutSession, localLiveKeyOf, WidgetSession } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { plans, services } from '../../db/schema/index';
import { DEMO_WIDGET_DOMAIN, DEMO_WIDGET_KEY } from '../../seed/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { buttonTest, type ButtonTest } from './button.fixtures';
import { buttonPlan, widgetCall } from './widget.fixtures';

// Issue 27 item 13: the sandbox issues test keys only, so a live key's protection (WID-007) could not be seen on an
// integrator's machine. The local live key of a test key (decision 1121) is answered in live mode, on localhost too,
// while the sandbox runs; nowhere else.

const LOCAL_LIVE_KEY = localLiveKeyOf(DEMO_WIDGET_KEY)!;
const LOCALHOST = 'http://localhost:8080';
const SECRET = 'pbsec_bG9jYWwtbGl2ZS1rZXlzLXRlc3Qtc2VjcmV0LTMyLWJ5dGVz';
const STRIPE = { cardProvider: 'stripe', stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: 'whsec_x' } } as const;
const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

const request = (serviceName: string, over: Record<string, unknown> = {}) => ({
  plan: buttonPlan({ service_name: serviceName, amount: '50.00', ...over }),
  customer: { external_product_id: 'ceramica-50' },
});

describe.each(databases)('local live keys on %s (decision 1121)', (db) => {
  let t: ButtonTest;
  beforeAll(async () => {
    t = await buttonTest(db, SECRET);
  }, 60_000);
  afterAll(() => t?.close());

  const page = (origin: string | undefined, key = LOCAL_LIVE_KEY) => ({ ...(origin ? { origin } : {}), 'x-widget-key': key });
  const session = (origin: string | undefined, key?: string) => widgetCall(t.app, 'GET', '/widget/session', page(origin, key));
  const click = (body: unknown, origin = LOCALHOST) => widgetCall(t.app, 'POST', '/widget/checkout-sessions', page(origin), body);
  const plansOf = (serviceName: string) =>
    t.database.db
      .select({ id: plans.id, keyMode: plans.keyMode })
      .from(plans)
      .innerJoin(services, eq(services.id, plans.serviceId))
      .where(eq(services.name, serviceName));

  it('is the test key with pk_live_local_ in place of pk_test_', () => {
    expect(LOCAL_LIVE_KEY).toBe('pk_live_local_cobrodemo_public_sandbox_key');
    expect(localLiveKeyOf('pk_live_abc')).toBeUndefined();
  });

  it("answers the test key's merchant in live mode, on localhost pages and on the configured domain", async () => {
    for (const origin of [LOCALHOST, 'http://127.0.0.1:5173', DEMO_WIDGET_DOMAIN]) {
      const response = await session(origin);
      expect(response.statusCode, origin).toBe(200);
      expect(WidgetSession.parse(response.json())).toMatchObject({ organization: { company_name: 'Cobro Demo S.L.' }, mode: 'live' });
    }
  });

  it('refuses any other page as a live key does (AE-003), and a local key of no test key (AE-002)', async () => {
    for (const origin of ['https://evil.example', 'https://localhost:8080', undefined]) {
      const response = await session(origin);
      expect(response.statusCode, String(origin)).toBe(403);
      expect(error(response.body).code).toBe('AE-003');
    }
    const unknown = await session(LOCALHOST, 'pk_live_local_nobody');
    expect(unknown.statusCode).toBe(401);
    expect(error(unknown.body).code).toBe('AE-002');
  });

  it('refuses an unsigned web-services button and a price changed after signing (WID-007), creating nothing', async () => {
    const unsigned = await click(request('Local sin firma'));
    expect(unsigned.statusCode).toBe(403);
    expect(error(unsigned.body)).toMatchObject({ code: 'WID-007', fields: { signature: 'missing_field' } });
    const body = t.signed(request('Local editado'));
    const edited = await click({ ...body, plan: { ...body.plan, amount: '0.50' } });
    expect(edited.statusCode).toBe(403);
    expect(error(edited.body)).toMatchObject({ code: 'WID-007', fields: { signature: 'signature_mismatch' } });
    expect(await plansOf('Local sin firma')).toEqual([]);
    expect(await plansOf('Local editado')).toEqual([]);
  });

  it("opens the signed price, and books its plan as a live key's", async () => {
    const response = await click(t.signed(request('Local firmado')));
    expect(response.statusCode, response.body).toBe(200);
    expect(CheckoutSession.parse(response.json()).plan_signature).toBe('signed');
    expect(await plansOf('Local firmado')).toEqual([expect.objectContaining({ keyMode: 'live' })]);
  });

  it('the test key itself still opens the changed price, as it did (test mode)', async () => {
    const body = t.signed(request('Local en pruebas'));
    const response = await widgetCall(t.app, 'POST', '/widget/checkout-sessions', page(LOCALHOST, DEMO_WIDGET_KEY), {
      ...body,
      plan: { ...body.plan, amount: '0.50' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(CheckoutSession.parse(response.json()).plan_signature).toBe('mismatch');
  });
});

describe.each(databases)('local live keys without the sandbox on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db, { config: STRIPE });
  }, 60_000);
  afterAll(() => t?.close());

  it('are unknown where a real card provider takes the payments (AE-002)', async () => {
    const response = await widgetCall(t.app, 'GET', '/widget/session', { origin: DEMO_WIDGET_DOMAIN, 'x-widget-key': LOCAL_LIVE_KEY });
    expect(response.statusCode).toBe(401);
    expect(error(response.body).code).toBe('AE-002');
  });
});
