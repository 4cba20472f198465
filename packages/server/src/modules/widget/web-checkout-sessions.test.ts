import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody, CheckoutSession } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { checkoutSessions, plans, services } from '../../db/schema/index';
import { checkoutTest, eventsFor, type CheckoutTest } from '../checkout/checkout.fixtures';
import { buttonPlan, clickButton } from './widget.fixtures';

const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

describe.each(databases)('checkout sessions of web-services buttons on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const click = (body: unknown) => clickButton(t.app, body);
  const plansNamed = (serviceName: string) =>
    t.database.db
      .select({ plan: plans })
      .from(plans)
      .innerJoin(services, eq(services.id, plans.serviceId))
      .where(and(eq(services.name, serviceName), isNull(plans.deletedAt)));

  it('the first click publishes a service and a plan (price id, payment link, events); the session opens its link', async () => {
    const response = await click({ plan: buttonPlan() });
    expect(response.statusCode).toBe(200);
    const session = CheckoutSession.parse(response.json());
    const [{ plan }] = await plansNamed('Talleres online');
    expect(session.link_id).toBe(plan.id);
    expect(plan).toMatchObject({
      name: 'Taller de cerámica',
      description: 'Cuatro sesiones',
      unitAmount: 1990,
      currency: 'eur',
      type: 'fixed',
      recurring: false,
      frequency: null,
      status: 'ACTIVE',
      active: true,
      paymentLinkUrl: `http://cobro.test/checkout/${plan.id}`,
      paymentLinkActive: true,
    });
    expect(plan.stripeId).toMatch(/^price_sb_/);
    const [service] = await t.database.db.select().from(services).where(eq(services.id, plan.serviceId));
    expect(service).toMatchObject({ status: 'ACTIVE', published: true });
    expect(await eventsFor(t, plan.id)).toEqual(['plan-updated']);
    expect(await eventsFor(t, service.id)).toEqual(['service-updated']);
    const link = await t.app.inject({ method: 'GET', url: `/api/payment-links/purchase/${plan.id}` });
    expect(link.json()).toMatchObject({ active: true, plan_id: plan.id });
  });

  it('repeated clicks reuse the plan (the description does not count); another amount adds a plan to the service', async () => {
    const first = CheckoutSession.parse((await click({ plan: buttonPlan() })).json());
    const again = CheckoutSession.parse((await click({ plan: buttonPlan({ description: 'Otra descripción' }) })).json());
    expect(again.link_id).toBe(first.link_id);
    expect(again.id).not.toBe(first.id);
    expect(await plansNamed('Talleres online')).toHaveLength(1);
    const dearer = CheckoutSession.parse((await click({ plan: buttonPlan({ amount: 25 }) })).json());
    expect(dearer.link_id).not.toBe(first.link_id);
    const rows = await plansNamed('Talleres online');
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.plan.serviceId)).size).toBe(1);
  });

  it('concurrent identical clicks make one service and one plan', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => click({ plan: buttonPlan({ service_name: 'Carrera de clics', type: 'Subscription', frequency: 'month' }) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.json().link_id)).size).toBe(1);
    expect(await plansNamed('Carrera de clics')).toHaveLength(1);
    expect(await t.database.db.select().from(services).where(eq(services.name, 'Carrera de clics'))).toHaveLength(1);
  });

  it('maps a subscription as the plan form does: semiannually, last_day as 31 with prorate, billing cycles', async () => {
    const monthly = await click({
      plan: buttonPlan({ service_name: 'Suscripciones', type: 'Subscription', frequency: 'month', payment_day: 'last_day', billing_cycles: '12' }),
    });
    expect(monthly.statusCode).toBe(200);
    const half = await click({ plan: buttonPlan({ service_name: 'Suscripciones', type: 'Subscription', frequency: 'semiannually' }) });
    const rows = await plansNamed('Suscripciones');
    const byId = new Map(rows.map((r) => [r.plan.id, r.plan]));
    expect(byId.get(monthly.json().link_id)).toMatchObject({ recurring: true, frequency: 'month', paymentDay: 31, prorate: true, billingCycles: 12 });
    expect(byId.get(half.json().link_id)).toMatchObject({ recurring: true, frequency: 'semianually', paymentDay: null, prorate: false });
  });

  it('stores consume units and the usage id of the button on the session', async () => {
    const response = await click({ plan: buttonPlan({ consume_units: '3', external_usage_id: 'uso-1' }) });
    const [row] = await t.database.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, response.json().id));
    expect(row).toMatchObject({ consumeUnits: 3, externalUsageId: 'uso-1' });
  });

  it.each([
    ['a written amount that is not one', { amount: '19.9.0' }, 'CHK-014', { 'plan.amount': 'services.invalid_amount' }],
    ['a zero amount', { amount: '0' }, 'CHK-014', { 'plan.amount': 'services.invalid_amount' }],
    ['a subscription without frequency', { type: 'Subscription' }, 'CHK-015', { 'plan.frequency': 'missing_field' }],
    ['an unknown frequency', { type: 'Subscription', frequency: 'fortnight' }, 'CHK-015', { 'plan.frequency': 'invalid_invalid_value' }],
    ['a payment day on a weekly plan', { type: 'Subscription', frequency: 'week', payment_day: 3 }, 'CHK-015', { 'plan.payment_day': 'services.missing_field' }],
    ['a frequency on a one-time plan', { frequency: 'month' }, 'CHK-015', { 'plan.frequency': 'services.missing_field' }],
    ['billing cycles on a one-time plan', { billing_cycles: 3 }, 'CHK-002', { 'plan.billing_cycles': 'services.missing_field' }],
    ['a variable one-time plan', { subscription_type: 'variable', future_charge: 'no_charge' }, 'CHK-002', { 'plan.subscription_type': 'invalid_subscription_type' }],
    ['no service name', { service_name: ' ' }, 'CHK-002', { 'plan.service_name': 'missing_field' }],
    ['a plan name over 50 characters', { plan_name: 'x'.repeat(51) }, 'CHK-002', { 'plan.plan_name': 'too_long' }],
  ])('%s is refused (%s) and creates nothing', async (_, over, code, fields) => {
    const before = await t.database.db.select({ id: plans.id }).from(plans);
    const response = await click({ plan: buttonPlan(over) });
    expect(response.statusCode).toBe(code === 'CHK-002' ? 400 : 422);
    expect(error(response.body)).toMatchObject({ code, fields });
    expect(await t.database.db.select({ id: plans.id }).from(plans)).toHaveLength(before.length);
  });

  it('a variable subscription opens its checkout: the plan is variable, per unit, with its future charge (decision 1139)', async () => {
    const over = { type: 'Subscription', frequency: 'month', subscription_type: 'variable', future_charge: 'last_charge', plan_name: 'Por horas' };
    const session = CheckoutSession.parse((await click({ plan: buttonPlan(over) })).json());
    const [plan] = await t.database.db.select().from(plans).where(eq(plans.id, session.link_id));
    expect(plan).toMatchObject({ type: 'variable', recurring: true, futureCharge: 'last_charge', status: 'ACTIVE' });
    const view = (await t.app.inject({ method: 'GET', url: `/api/payment-links/purchase/${plan.id}` })).json();
    expect(view).toMatchObject({ active: true, plan: { type: 'variable' } });
  });

  it('a service or plan the merchant paused is not brought back: 409 SER-005', async () => {
    const session = CheckoutSession.parse((await click({ plan: buttonPlan({ service_name: 'Pausado' }) })).json());
    await t.database.db.update(plans).set({ status: 'PAUSED', active: false }).where(eq(plans.id, session.link_id));
    const paused = await click({ plan: buttonPlan({ service_name: 'Pausado' }) });
    expect([paused.statusCode, error(paused.body).code]).toEqual([409, 'SER-005']);
    await t.database.db.update(services).set({ status: 'PAUSED' }).where(eq(services.name, 'Pausado'));
    const service = await click({ plan: buttonPlan({ service_name: 'Pausado', amount: '5' }) });
    expect([service.statusCode, error(service.body).code]).toEqual([409, 'SER-005']);
  });
});
