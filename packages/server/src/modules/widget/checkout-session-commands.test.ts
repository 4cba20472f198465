import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, CheckoutSession, CHECKOUT_SESSION_MAX_HOURS, CHECKOUT_SESSION_TTL_MINUTES } from '@cobro/contracts';
import { databases, TEST_NOW } from '../../../test/harness';
import { checkoutSessions, organizations, plans, purchases, widgetConfigurations } from '../../db/schema/index';
import { checkoutTest, json, newBuyer, purchaseRow, type CheckoutTest } from '../checkout/checkout.fixtures';
import { checkoutSessionExternalIds } from './checkout-session-commands';
import { clickButton, DEMO_PAGE } from './widget.fixtures';

const TTL_MS = CHECKOUT_SESSION_TTL_MINUTES * 60_000;
const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

describe.each(databases)('checkout sessions of product-services buttons on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const click = (body: unknown, headers: Record<string, string> = DEMO_PAGE) => clickButton(t.app, body, headers);
  const product = (over: Record<string, unknown> = {}) => click({ service_id: t.oneTime.serviceId, plan_id: t.oneTime.id, ...over });

  describe('product-services mode', () => {
    it('an ACTIVE plan with an active link opens a session on its link, for 60 minutes, with an empty prefill', async () => {
      const response = await product();
      expect(response.statusCode).toBe(200);
      const session = CheckoutSession.parse(response.json());
      expect(session).toEqual({
        id: session.id,
        link_id: t.oneTime.id,
        expires_at: new Date(TEST_NOW.getTime() + TTL_MS).toISOString(),
        prefill: {
          type: 'PERSON',
          email: null,
          cif: null,
          name: null,
          surname: null,
          company_name: null,
          prefix: null,
          phone: null,
          country: null,
          city: null,
          postal_code: null,
          address: null,
        },
        not_editable: false,
      });
    });

    it("keeps the button's customer data as the prefill, not_editable, and the external ids on the server only", async () => {
      const customer = {
        email: 'compras@empresa.es',
        cif: 'B12345674',
        type: 'COMPANY',
        company_name: 'Empresa S.L.',
        country: 'ES',
        city: ' Sevilla ',
        not_editable: '',
        external_product_id: 'prod-7',
        external_customer_id: 'cli-42',
        external_order_id: 'ord-9',
      };
      const response = await product({ customer });
      expect(response.statusCode).toBe(200);
      const session = CheckoutSession.parse(response.json());
      expect(session.prefill).toMatchObject({ type: 'COMPANY', email: 'compras@empresa.es', cif: 'B12345674', city: 'Sevilla', name: null });
      expect(session.not_editable).toBe(true);
      expect(response.body).not.toContain('cli-42');
      const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, session.id));
      expect(row).toMatchObject({ externalProductId: 'prod-7', externalCustomerId: 'cli-42', externalOrderId: 'ord-9', consumeUnits: null });
    });

    it('an unknown service is 404 SER-002, a plan outside it 404 CHK-004, a variable one-time plan 404 CHK-004', async () => {
      const unknown = await product({ service_id: '00000000-0000-4000-8000-000000000000' });
      expect([unknown.statusCode, error(unknown.body).code]).toEqual([404, 'SER-002']);
      const garbage = await product({ service_id: 'not-an-id' });
      expect(error(garbage.body).code).toBe('SER-002');
      const [elsewhere] = await t.database.db.select().from(plans).where(eq(plans.name, 'Declaración de la renta'));
      const outside = await product({ plan_id: elsewhere.id });
      expect([outside.statusCode, error(outside.body).code]).toEqual([404, 'CHK-004']);
      const [variable] = await t.database.db
        .select()
        .from(plans)
        .where(and(eq(plans.type, 'variable'), eq(plans.status, 'ACTIVE'), isNull(plans.deletedAt)));
      // A variable subscription is sold (decision 1139); a variable one-time plan has no period to bill.
      expect((await click({ service_id: variable.serviceId, plan_id: variable.id })).statusCode).toBe(200);
      await t.database.db.update(plans).set({ recurring: false, frequency: null }).where(eq(plans.id, variable.id));
      try {
        const metered = await click({ service_id: variable.serviceId, plan_id: variable.id });
        expect([metered.statusCode, error(metered.body).code]).toEqual([404, 'CHK-004']);
      } finally {
        await t.database.db.update(plans).set({ recurring: true, frequency: variable.frequency }).where(eq(plans.id, variable.id));
      }
    });

    it('a paused plan is 409 SER-005', async () => {
      await t.database.db.update(plans).set({ status: 'PAUSED' }).where(eq(plans.id, t.weekly.id));
      try {
        const response = await click({ service_id: t.weekly.serviceId, plan_id: t.weekly.id });
        expect([response.statusCode, error(response.body).code]).toEqual([409, 'SER-005']);
      } finally {
        await t.database.db.update(plans).set({ status: 'ACTIVE' }).where(eq(plans.id, t.weekly.id));
      }
    });

    it("a merchant that cannot take payments is 409 ORG-002; once it can, another merchant's service is 404 SER-002", async () => {
      const [newOrg] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Comercio Nuevo S.L.'));
      const key = 'pk_test_nuevo0000000000000000000000';
      await t.database.db.insert(widgetConfigurations).values({ organizationId: newOrg.id, apiKey: key, version: '1.0.0', callbackSecret: 'whsec_eA==' });
      const demoPlan = { service_id: t.oneTime.serviceId, plan_id: t.oneTime.id };
      const cannotCharge = await click(demoPlan, { 'x-widget-key': key });
      expect([cannotCharge.statusCode, error(cannotCharge.body).code]).toEqual([409, 'ORG-002']);
      await t.database.db
        .update(organizations)
        .set({ verificationStatus: 'verified', chargesEnabled: true, payoutsEnabled: true })
        .where(eq(organizations.id, newOrg.id));
      const foreign = await click(demoPlan, { 'x-widget-key': key });
      expect([foreign.statusCode, error(foreign.body).code]).toEqual([404, 'SER-002']);
    });

    it('half a product button (a service without its plan) is 400 CHK-002 naming the field', async () => {
      const response = await click({ service_id: t.oneTime.serviceId });
      expect(response.statusCode).toBe(400);
      expect(error(response.body)).toMatchObject({ code: 'CHK-002', fields: { plan_id: 'missing_field' } });
    });
  });

  describe('reading sessions and buying through them', () => {
    it('GET /checkout-sessions/{id} answers the session while it lives and 404 CHK-006 once it expired', async () => {
      const created = CheckoutSession.parse((await product({ customer: { email: 'ana@cobro.dev' } })).json());
      const read = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${created.id}` });
      expect(read.statusCode).toBe(200);
      expect(CheckoutSession.parse(read.json())).toEqual(created);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const unknown = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${id}` });
        expect([unknown.statusCode, error(unknown.body).code]).toEqual([404, 'CHK-006']);
      }
      t.clock.advance(TTL_MS - 1);
      try {
        expect((await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${created.id}` })).statusCode).toBe(200);
        t.clock.advance(1);
        const expired = await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${created.id}` });
        expect([expired.statusCode, error(expired.body).code]).toEqual([404, 'CHK-006']);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    it('POST /checkout-sessions/{id}/extend gives an hour from now again, at least ten times, never past the limit nor after the end (WCAG 2.2.1)', async () => {
      const created = CheckoutSession.parse((await product()).json());
      const extend = () => t.app.inject({ method: 'POST', url: `/api/checkout-sessions/${created.id}/extend` });
      const limit = TEST_NOW.getTime() + CHECKOUT_SESSION_MAX_HOURS * 3_600_000;
      try {
        // Asked each time 50 minutes in, as a buyer warned before the end would.
        for (let asked = 1; asked <= CHECKOUT_SESSION_MAX_HOURS; asked += 1) {
          t.clock.advance(50 * 60_000);
          const extended = await extend();
          expect(extended.statusCode).toBe(200);
          const expected = Math.min(t.clock.now().getTime() + TTL_MS, limit);
          expect(CheckoutSession.parse(extended.json())).toEqual({ ...created, expires_at: new Date(expected).toISOString() });
          expect(CheckoutSession.parse((await t.app.inject({ method: 'GET', url: `/api/checkout-sessions/${created.id}` })).json()).expires_at).toBe(
            new Date(expected).toISOString(),
          );
        }
        t.clock.set(new Date(limit));
        const ended = await extend();
        expect([ended.statusCode, error(ended.body).code]).toEqual([404, 'CHK-006']);
        const unknown = await t.app.inject({ method: 'POST', url: '/api/checkout-sessions/nope/extend' });
        expect([unknown.statusCode, error(unknown.body).code]).toEqual([404, 'CHK-006']);
      } finally {
        t.clock.set(TEST_NOW);
      }
    });

    const createPurchase = (planId: string, customerId: string, session?: string) =>
      json(
        t.app,
        'POST',
        '/api/payments/stripe/create-purchase',
        { payment_method: 'card', customer_id: customerId, plan_id: planId, payment_link_id: planId },
        session ? { 'checkout-session': session } : {},
      );

    it('create-purchase keeps its checkout session, sold through the widget, with the external ids for the callback', async () => {
      const created = CheckoutSession.parse(
        (await product({ customer: { external_customer_id: 'cli-7', external_product_id: 'prod-1', external_order_id: 'ord-3' } })).json(),
      );
      const { customerId } = await newBuyer(t, t.oneTime.id);
      const response = await createPurchase(t.oneTime.id, customerId, created.id);
      expect(response.statusCode, response.body).toBe(200);
      const purchaseId = response.json().purchase_id;
      expect(await purchaseRow(t, purchaseId)).toMatchObject({
        checkoutSessionId: created.id,
        salesChannel: 'WIDGET',
        externalCustomerId: 'cli-7',
        externalProductId: 'prod-1',
        externalOrderId: 'ord-3',
      });
      expect(await checkoutSessionExternalIds(t.database.db, purchaseId)).toEqual({
        external_product_id: 'prod-1',
        external_customer_id: 'cli-7',
        external_order_id: 'ord-3',
        external_usage_id: null,
        consume_units: null,
      });
      const [plain] = await t.database.db.select({ id: purchases.id }).from(purchases).where(isNull(purchases.checkoutSessionId)).limit(1);
      expect(await checkoutSessionExternalIds(t.database.db, plain.id)).toBeNull();
    });

    it('a session of another plan is 400 API-001; an unknown or expired one is 404 CHK-006; nothing is bought', async () => {
      const other = CheckoutSession.parse((await click({ service_id: t.monthly.serviceId, plan_id: t.monthly.id })).json());
      const { customerId } = await newBuyer(t, t.oneTime.id);
      const wrongPlan = await createPurchase(t.oneTime.id, customerId, other.id);
      expect(wrongPlan.statusCode).toBe(400);
      expect(error(wrongPlan.body)).toMatchObject({ code: 'API-001', fields: { 'checkout-session': 'invalid' } });
      const unknown = await createPurchase(t.oneTime.id, customerId, '00000000-0000-4000-8000-000000000000');
      expect([unknown.statusCode, error(unknown.body).code]).toEqual([404, 'CHK-006']);
      const mine = CheckoutSession.parse((await product()).json());
      t.clock.advance(TTL_MS);
      try {
        const expired = await createPurchase(t.oneTime.id, customerId, mine.id);
        expect([expired.statusCode, error(expired.body).code]).toEqual([404, 'CHK-006']);
      } finally {
        t.clock.set(TEST_NOW);
      }
      expect(await t.database.db.select().from(purchases).where(eq(purchases.customerId, customerId))).toHaveLength(0);
    });
  });
});
