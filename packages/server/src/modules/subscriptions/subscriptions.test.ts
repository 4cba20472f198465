import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubscriptionView } from '@cobro/contracts';
import { paymentMethods, purchases } from '../../db/schema/index';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { checkoutTest, confirmCard, eventsFor, json, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

describe.each(databases)('update-card on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function subscription() {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const { purchaseId, data } = await startPayment(t, t.monthly.id, customerId, 'card');
    await confirmCard(t, data.json().client_secret);
    return { customerId, purchaseId };
  }

  it('GET /subscriptions/{id} answers the subscription view, without credentials, by purchase or subscription id', async () => {
    const { purchaseId, customerId } = await subscription();
    const response = await json(t.app, 'GET', `/api/subscriptions/${purchaseId}`);
    const view = SubscriptionView.parse(response.json());
    expect(view).toMatchObject({
      id: purchaseId,
      status: 'active',
      company_name: 'Cobro Demo S.L.',
      customer: { id: customerId, email: expect.stringContaining('@example.es') },
      plan: { name: 'Mensual ilimitado', unit_amount: 4900, frequency: 'month', payment_day: 1 },
      payment_method: { type: 'card', brand: 'visa', last4: '4242' },
      payment_methods: ['sepa_debit', 'card'],
    });
    const bySubscriptionId = await json(t.app, 'GET', `/api/subscriptions/${(await purchaseRow(t, purchaseId)).subscriptionId}`);
    expect(bySubscriptionId.json().id).toBe(purchaseId);
  });

  it('SUB-001 for an unknown subscription or a one-time purchase', async () => {
    expect((await json(t.app, 'GET', '/api/subscriptions/00000000-0000-4000-8000-000000000000')).json().code).toBe('SUB-001');
    expect((await json(t.app, 'GET', '/api/subscriptions/sub_nothing')).json().code).toBe('SUB-001');
  });

  it('SUB-004 when the subscription is not active, naming the company', async () => {
    const { purchaseId } = await subscription();
    await t.database.db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchaseId));
    const response = await json(t.app, 'GET', `/api/subscriptions/${purchaseId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SUB-004', details: { company_name: 'Cobro Demo S.L.', extendedMessage: 'The subscription with Cobro Demo S.L. is not active' } });
  });

  it('get-payment-data gives a sandbox setup secret; confirming it in the frame replaces the card', async () => {
    const { purchaseId } = await subscription();
    const view = SubscriptionView.parse((await json(t.app, 'GET', `/api/subscriptions/${purchaseId}`)).json());
    const setup = await json(t.app, 'POST', `/api/subscriptions/${purchaseId}/get-payment-data`, { payment_method: 'card', customer_stripe_id: view.customer.stripe_id });
    expect(setup.json()).toMatchObject({ stripe_key: 'pk_sandbox_cobro', client_secret: expect.stringMatching(/^seti_sb_/) });
    expect((await confirmCard(t, setup.json().client_secret, '5555555555554444')).json().status).toBe('failed');
    expect((await confirmCard(t, setup.json().client_secret, SANDBOX_CARDS.attachesButFails)).json().status).toBe('succeeded');
    const purchase = await purchaseRow(t, purchaseId);
    const [method] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, purchase.paymentMethodId!));
    expect(method).toMatchObject({ last4: '0341', brand: 'visa' });
    expect(await eventsFor(t, purchaseId)).toContain('purchases-updated');
  });

  it('get-payment-data for another customer id is SUB-002', async () => {
    const { purchaseId } = await subscription();
    const response = await json(t.app, 'POST', `/api/subscriptions/${purchaseId}/get-payment-data`, { payment_method: 'card', customer_stripe_id: 'cus_someone_else' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('SUB-002');
  });
});
