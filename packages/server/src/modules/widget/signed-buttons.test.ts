import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBody, CallbackChargeData, CheckoutSession, signedAttributesOf } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { checkoutSessions, plans, services } from '../../db/schema/index';
import { DEMO_WIDGET_KEY } from '../../seed/index';
import { callbackChargeData } from '../callbacks/charge-data-view';
import { chargesOf, confirmCard, json, newBuyer } from '../checkout/checkout.fixtures';
import { signButton } from './button-signing-rules';
import { buttonTest, type ButtonTest } from './button.fixtures';
import { buttonPlan } from './widget.fixtures';

const LIVE_KEY = 'pk_live_firmados0000000000000000000';
const SECRET = 'pbsec_c2lnbmVkLWJ1dHRvbnMtdGVzdC1zZWNyZXQtMzItYnl0ZXM';
const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

/** A web-services click as the button sends it: the plan, the external ids, and the merchant's signature. */
const request = (over: Record<string, unknown> = {}) => ({
  plan: buttonPlan({ service_name: 'Cerámica firmada', amount: '50.00' }),
  customer: { external_product_id: 'ceramica-50', email: 'ana@example.es' },
  ...over,
});

describe.each(databases)('signed web-services buttons on %s (decision 1010)', (db) => {
  let t: ButtonTest;
  beforeAll(async () => {
    t = await buttonTest(db, SECRET);
  });
  afterAll(() => t?.close());

  const plansOf = (serviceName: string) =>
    t.database.db.select({ id: plans.id }).from(plans).innerJoin(services, eq(services.id, plans.serviceId)).where(eq(services.name, serviceName));

  describe('with a live key', () => {
    beforeEach(() => t.useKey(LIVE_KEY));

    it('a signed button opens a session that keeps the signed attributes as sent', async () => {
      const response = await t.click(t.signed(request()), LIVE_KEY);
      expect(response.statusCode, response.body).toBe(200);
      const session = CheckoutSession.parse(response.json());
      expect(session.plan_signature).toBe('signed');
      const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      expect(row).toMatchObject({
        planSignature: 'signed',
        planAttributes: {
          'service-name': 'Cerámica firmada',
          'plan-name': 'Taller de cerámica',
          description: 'Cuatro sesiones',
          amount: '50.00',
          'plan-type': 'Unique',
          'external-product-id': 'ceramica-50',
        },
      });
    });

    it('an unsigned button is refused with 403 WID-007 (signature missing) and creates nothing', async () => {
      const body = request({ plan: buttonPlan({ service_name: 'Sin firma', amount: '50.00' }) });
      const response = await t.click(body, LIVE_KEY);
      expect(response.statusCode).toBe(403);
      expect(error(response.body)).toMatchObject({ code: 'WID-007', fields: { signature: 'missing_field' } });
      expect(await plansOf('Sin firma')).toEqual([]);
    });

    it.each([
      ['the amount changed in devtools', (b: ReturnType<typeof request>) => ({ ...b, plan: { ...b.plan, amount: '0.50' } })],
      ['the amount respelt (same price, other text)', (b: ReturnType<typeof request>) => ({ ...b, plan: { ...b.plan, amount: '50' } })],
      ['another external product id', (b: ReturnType<typeof request>) => ({ ...b, customer: { ...b.customer, external_product_id: 'ceramica-500' } })],
      ['a frequency added', (b: ReturnType<typeof request>) => ({ ...b, plan: { ...b.plan, type: 'Subscription', frequency: 'month' } })],
      ['a signature of another secret', (b: ReturnType<typeof request>) => ({ ...b, signature: signButton('pbsec_otro', signedAttributesOf(b)) })],
    ])('%s: refused with 403 WID-007 (signature mismatch), nothing created', async (_, alter) => {
      const altered = alter(t.signed(request({ plan: buttonPlan({ service_name: 'Alterado', amount: '50.00' }) })));
      const response = await t.click(altered, LIVE_KEY);
      expect(response.statusCode).toBe(403);
      expect(error(response.body)).toMatchObject({ code: 'WID-007', fields: { signature: 'signature_mismatch' } });
      expect(await plansOf('Alterado')).toEqual([]);
    });

    it("the buyer's own data is not signed: changing the e-mail keeps the signature valid", async () => {
      const body = t.signed(request());
      const response = await t.click({ ...body, customer: { ...body.customer, email: 'otra@example.es' } }, LIVE_KEY);
      expect(response.statusCode, response.body).toBe(200);
    });

    it('a product-services button needs no signature (its price is on the server)', async () => {
      const response = await t.click({ service_id: t.oneTime.serviceId, plan_id: t.oneTime.id }, LIVE_KEY);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).not.toHaveProperty('plan_signature');
    });

    it('the callback of a purchase made through the signed button carries the signed plan', async () => {
      const session = CheckoutSession.parse((await t.click(t.signed(request()), LIVE_KEY)).json());
      const { customerId } = await newBuyer(t, session.link_id);
      const body = { payment_method: 'card', customer_id: customerId, plan_id: session.link_id, payment_link_id: session.link_id };
      const created = await json(t.app, 'POST', '/api/payments/stripe/create-purchase', body, { 'checkout-session': session.id });
      expect(created.statusCode, created.body).toBe(200);
      const purchaseId = created.json().purchase_id as string;
      const data = await json(t.app, 'POST', '/api/payments/stripe/payment-data', { ...body, purchase_id: purchaseId });
      await confirmCard(t, data.json().client_secret);
      const [charge] = await chargesOf(t, purchaseId);
      const callback = CallbackChargeData.parse(await callbackChargeData(t.database.db, t.organizationId, charge.id));
      expect(callback).toMatchObject({ amount: 5000, external_product_id: 'ceramica-50' });
      expect(callback.button_plan).toEqual({ signed: true, attributes: signedAttributesOf(request()) });
    });
  });

  describe('with a test key', () => {
    beforeEach(() => t.useKey(DEMO_WIDGET_KEY));

    it.each([
      ['signed', () => t.signed(request())],
      ['missing', () => request()],
      ['mismatch', () => ({ ...t.signed(request()), plan: { ...request().plan, amount: '0.50' } })],
    ] as const)('a %s plan opens a session that says so, for the button to warn', async (state, body) => {
      const response = await t.click(body(), DEMO_WIDGET_KEY);
      expect(response.statusCode, response.body).toBe(200);
      expect(CheckoutSession.parse(response.json()).plan_signature).toBe(state);
      const read = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${response.json().id}` });
      expect(read.json().plan_signature).toBe(state);
    });
  });
});

