import { and, eq, gte, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CurrentProductPlan,
  PAYMENTS_PREFIX,
  PaymentLinkView,
  planLimit,
  ProductCheckoutResponse,
  ProductPlan,
  proratedAmount,
  splitGross,
  withVat,
} from '@cobro/contracts';
import { PDFDocument, PDFName } from 'pdf-lib';
import { charges, customers, organizations, productPlans } from '../../db/schema/index';
import { DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT, PLATFORM_MERCHANT_ACCOUNT } from '../../seed/index';
import { databases, signIn, TEST_NOW } from '../../../test/harness';
import { pdfLines } from '../../../test/pdf-text';
import { checkoutTest, confirmCard, json, newDni, personDetails, type CheckoutTest } from '../checkout/checkout.fixtures';
import { chargePeriod, claimDuePeriods } from '../subscriptions/index';

describe.each(databases)('the product plans on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  let orgId: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    orgId = (await get('/api/organizations')).json().id;
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, c = cookie) => json(t.app, 'GET', url, undefined, { cookie: c });
  const post = (url: string, c = cookie) => json(t.app, 'POST', url, undefined, { cookie: c });
  const start = async () => {
    const plans = ProductPlan.array().parse((await get('/api/uelz-plans')).json());
    return plans.find((p) => p.name === 'START Mensual')!;
  };

  it('lists the six plans, monthly first, and reads one', async () => {
    const plans = ProductPlan.array().parse((await get('/api/uelz-plans')).json());
    expect(plans.map((p) => p.name)).toEqual(['START Mensual', 'GROWTH Mensual', 'SCALE Mensual', 'START Anual', 'GROWTH Anual', 'SCALE Anual']);
    expect((await get(`/api/uelz-plans/${plans[0].id}`)).json()).toEqual(plans[0]);
    expect((await get('/api/uelz-plans/not-a-plan')).json()).toMatchObject({ code: 'API-004' });
  });

  it('without a plan: no current plan, the FREE limit from the real volume, no invoice', async () => {
    expect((await get('/api/uelz-plans/current')).json()).toBeNull();
    expect((await get('/api/uelz-plans/state')).json()).toEqual({ plan_exceeded: false, plan_name: null, plan_end_date: null });
    expect((await get('/api/uelz-plans/invoice')).json()).toEqual({ url: null });
    const over = { organizationId: orgId, status: 'succeeded' as const, paymentMethod: 'card', provider: 'STRIPE' as const, createdAt: TEST_NOW };
    const [row] = await t.database.db.insert(charges).values({ ...over, amount: planLimit(null).cents + 1 }).returning();
    expect((await get('/api/uelz-plans/state')).json().plan_exceeded).toBe(true);
    const planTask = (await get('/api/tasks-status')).json().find((x: { task: { type: string } }) => x.task.type === 'uelz_plan');
    expect(planTask).toMatchObject({ status: 'ERROR', task: { link: null, description: expect.stringMatching(/^FREE: up to 3,000 € a month\./) } });
    await t.database.db.delete(charges).where(eq(charges.id, row.id));
  });

  it('the house plans are sold only through the product checkout: every public buying path refuses them as not for sale', async () => {
    const plan = await start();
    expect((await post(`/api/uelz-plans/checkout/${plan.id}`)).statusCode).toBe(200);
    const link = await json(t.app, 'GET', `/api/payment-links/purchase/${plan.id}`);
    expect(PaymentLinkView.parse(link.json()).active).toBe(false);
    const buyer = { customer_type: 'PERSON', customer_email: 'buyer@example.es', customer_cif: newDni() };
    const body = { payment_method: 'card', customer_id: orgId, plan_id: plan.id, payment_link_id: plan.id, purchase_id: orgId };
    const refusals = [
      await json(t.app, 'POST', `/api/checkout/${plan.id}/verify-id`, buyer),
      await json(t.app, 'POST', `/api/checkout/${plan.id}/complete-data`, personDetails(buyer.customer_cif, buyer.customer_email)),
      await json(t.app, 'GET', `/api/checkout/${plan.id}/payment-options/${orgId}`),
      await json(t.app, 'POST', `${PAYMENTS_PREFIX}/stripe/create-purchase`, body),
      await json(t.app, 'POST', `${PAYMENTS_PREFIX}/stripe/payment-data`, body),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json().code])).toEqual(Array(5).fill([409, 'SER-005']));
  });

  it('buys START monthly with the sandbox card: prorated to day 1, net plus VAT, then active with an invoice', async () => {
    const plan = await start();
    const checkout = ProductCheckoutResponse.parse((await post(`/api/uelz-plans/checkout/${plan.id}`)).json());
    const due = splitGross(proratedAmount(withVat(plan.price).gross, TEST_NOW));
    expect(checkout).toMatchObject({ currency: 'eur', current_amount: due.net, total_tax_amount: due.tax, stripe_key: 'pk_sandbox_cobro' });
    expect((await get('/api/uelz-plans/current')).json()).toBeNull();
    expect((await confirmCard(t, checkout.client_secret)).statusCode).toBe(200);

    const current = CurrentProductPlan.parse((await get('/api/uelz-plans/current')).json());
    expect(current).toMatchObject({ status: 'active', plan_id: plan.id, plan: { name: 'START Mensual' } });
    const state = (await get('/api/uelz-plans/state')).json();
    expect(state).toEqual({ plan_exceeded: false, plan_name: 'START Mensual', plan_end_date: '2025-07-01T00:00:00.000Z' });
    const tasks = (await get('/api/tasks-status')).json();
    expect(tasks.find((x: { task: { type: string } }) => x.task.type === 'uelz_plan').status).toBe('COMPLETED');

    const { url } = (await get('/api/uelz-plans/invoice')).json();
    const pdf = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Named for the invoice it holds (its number), not for the product.
    const chargeId = new URL(url).pathname.split('/').pop()!;
    const number = `UELZ-2025-${chargeId.slice(0, 8).toUpperCase()}`;
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factura-${number}.pdf"`);
    const demo = await signIn(t.app, DEMO_ACCOUNT);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { cookie: demo } })).json()).toMatchObject({ code: 'API-004' });

    expect((await post(`/api/uelz-plans/checkout/${plan.id}`)).json()).toMatchObject({ code: 'API-005' });
  });

  it("writes the invoice in the merchant's language as the house's customer: the buying user's, Catalan and English too", async () => {
    const { url } = (await get('/api/uelz-plans/invoice')).json();
    const invoice = async () => {
      const answer = await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { cookie } });
      const pdf = await PDFDocument.load(answer.rawPayload);
      return { title: pdf.getTitle(), lang: pdf.catalog.get(PDFName.of('Lang'))?.toString(), lines: await pdfLines(answer.rawPayload) };
    };
    // Bought by a user whose language is Spanish (the seed's): the house's customer is Spanish.
    const [house] = await t.database.db.select().from(customers).where(eq(customers.externalCustomerId, orgId));
    expect(house.language).toBe('es');
    expect(await invoice()).toMatchObject({ title: expect.stringMatching(/^Factura UELZ-/), lang: '(es-ES)', lines: expect.arrayContaining(['Fecha de emisión', 'Base imponible']) });

    await t.database.db.update(customers).set({ language: 'ca' }).where(eq(customers.id, house.id));
    const catalan = await invoice();
    expect(catalan).toMatchObject({ title: expect.stringMatching(/^Factura UELZ-/), lang: '(ca-ES)' });
    expect(catalan.lines).toEqual(expect.arrayContaining(["Data d'emissió", 'EMISSOR', 'CLIENT', 'Base imposable', 'Imports en euros. Pagat amb targeta.']));
    // Amounts and dates as Catalan writes them (Spain's conventions, the month in Catalan).
    expect(catalan.lines.join('\n')).toMatch(/\d+,\d\d €/);
    expect(catalan.lines.join('\n')).toMatch(/de (gener|febrer|març|abril|maig|juny|juliol|agost|setembre|octubre|novembre|desembre) del \d{4}/);

    await t.database.db.update(customers).set({ language: 'en' }).where(eq(customers.id, house.id));
    const english = await invoice();
    expect(english).toMatchObject({ title: expect.stringMatching(/^Invoice UELZ-/), lang: '(en-GB)' });
    expect(english.lines).toEqual(expect.arrayContaining(['Date of issue', 'Taxable base', 'Amounts in euros. Paid by card.']));
    await t.database.db.update(customers).set({ language: 'es' }).where(eq(customers.id, house.id));
  });

  afterAll(() => t?.clock.set(TEST_NOW));

  it('renews on day 1 through the same recurring engine as merchants\' subscriptions, at the full price', async () => {
    t.clock.set(new Date('2025-07-01T06:00:00Z'));
    for (const period of await claimDuePeriods(t.app)) await chargePeriod(t.app, period);
    const later = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const plan = ProductPlan.parse((await get('/api/uelz-plans', later)).json()[0]);
    const [paid] = await t.database.db
      .select()
      .from(charges)
      .where(and(eq(charges.description, 'START Mensual'), gte(charges.createdAt, new Date('2025-07-01T00:00:00Z'))));
    expect(paid).toMatchObject({ amount: withVat(plan.price).gross, status: 'succeeded' });
    expect((await get('/api/uelz-plans/state', later)).json().plan_end_date).toBe('2025-08-01T00:00:00.000Z');
    t.clock.set(TEST_NOW);
  });

  it('a seeded GROWTH subscription: its name and plan_exceeded from this month\'s real volume', async () => {
    const demo = await signIn(t.app, DEMO_ACCOUNT);
    const demoOrg = (await get('/api/organizations', demo)).json().id;
    const [volume] = await t.database.db
      .select({ n: sum(charges.amount).mapWith(Number) })
      .from(charges)
      .where(
        and(
          eq(charges.organizationId, demoOrg),
          gte(charges.createdAt, new Date('2025-06-01T00:00:00Z')),
          inArray(charges.status, ['succeeded', 'paid', 'refunded', 'disputed']),
        ),
      );
    const state = (await get('/api/uelz-plans/state', demo)).json();
    expect(state.plan_name).toBe('GROWTH Mensual');
    expect(state.plan_exceeded).toBe((volume.n ?? 0) > 50_000_00);
  });

  it('a platform organization saves a card at zero cost and cannot choose plans', async () => {
    const [demoOrg] = await t.database.db.select().from(organizations).where(eq(organizations.companyName, 'Cobro Demo S.L.'));
    await t.database.db.update(organizations).set({ platformId: demoOrg.id }).where(eq(organizations.id, orgId));
    expect((await get('/api/organizations/payment-method')).json()).toEqual([]);
    const data = ProductCheckoutResponse.parse((await post('/api/organizations/platform/get-payment-data')).json());
    expect(data).toMatchObject({ current_amount: 0, total_tax_amount: 0, stripe_key: 'pk_sandbox_cobro' });
    expect((await confirmCard(t, data.client_secret)).statusCode).toBe(200);
    expect((await get('/api/organizations/payment-method')).json()).toMatchObject([{ type: 'card', last4: '4242' }]);
    const [plan] = await t.database.db.select().from(productPlans).limit(1);
    expect((await post(`/api/uelz-plans/checkout/${plan.id}`)).json()).toMatchObject({ code: 'API-003' });
    await t.database.db.update(organizations).set({ platformId: null }).where(eq(organizations.id, orgId));
    expect((await get('/api/organizations/payment-method')).json()).toMatchObject({ code: 'API-003' });
  });

  it('the seeded platform merchant is activated under its platform, with no card saved yet', async () => {
    const platform = await signIn(t.app, PLATFORM_MERCHANT_ACCOUNT);
    const organization = (await get('/api/organizations', platform)).json();
    expect(organization).toMatchObject({ company_name: 'Tienda Asociada S.L.', payments_activated: true });
    expect(organization.platform_father).toMatchObject({ company_name: 'Red Comercios Unidos S.L.' });
    expect((await get('/api/organizations/payment-method', platform)).json()).toEqual([]);
  });
});
