import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charges, customers, paymentMethods, purchases } from '../../../db/schema/index';
import { stripeSignatureHeader } from '../../../provider-protocols/index';
import { chargesOf, checkoutTest, eventsFor, json, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';
import { recorded, recordedStripe } from './stripe.fixtures';
import { stripeProvider } from './stripe';

const KEYS = { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: 'whsec_recorded_secret' };
const INTENT = 'pi_3QAbCdEfGhIjKlMn0a1b2c3d';

describe('the Stripe adapter against recorded answers', () => {
  let t: CheckoutTest;
  let recording: ReturnType<typeof recordedStripe>;
  beforeAll(async () => {
    recording = recordedStripe({
      'POST /v1/payment_intents': [{ body: recorded('stripe-payment-intent-created') }],
      'GET /v1/payment_intents/pi_3QAbCdEfGhIjKlMn0a1b2c3d': [{ body: recorded('stripe-payment-intent-succeeded') }],
      'POST /v1/refunds': [{ body: recorded('stripe-refund') }],
    });
    t = await checkoutTest('pglite', {
      config: { cardProvider: 'stripe', stripe: KEYS },
      overrides: { stripe: recording.stripe },
    });
  });
  afterAll(() => t?.close());

  const webhook = (event: object, at = t.clock.now(), secret = KEYS.webhookSecret) => {
    const payload = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, secret, Math.floor(at.getTime() / 1000)) },
      payload,
    });
  };
  const intentEvent = (type: string, object: object) => ({ id: 'evt_recorded', object: 'event', type, data: { object } });

  it('payment-data creates a PaymentIntent (amount, method, charge id, idempotency key) and answers its client secret', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect(data.json()).toMatchObject({ payment_intent: INTENT, client_secret: `${INTENT}_secret_Zx9YwVuTsRqPoNmLkJiH`, stripe_key: 'pk_test_recorded' });
    const [request] = recording.seen.filter((r) => r.path === '/v1/payment_intents');
    const [charge] = await chargesOf(t, purchaseId);
    expect(request.form.get('amount')).toBe('9000');
    expect(request.form.get('currency')).toBe('eur');
    expect(request.form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(request.form.get('metadata[cobro_charge_id]')).toBe(charge.id);
    expect(request.idempotencyKey).toBe(`payment-${charge.id}`);
    expect(charge.providerId).toBe(INTENT);
  });

  it('the webhook is verified on the raw body; payment_intent.succeeded pays the charge, a late processing is a no-op', async () => {
    const succeeded = JSON.parse(recorded('stripe-payment-intent-succeeded'));
    const answer = await webhook(intentEvent('payment_intent.succeeded', succeeded));
    expect(answer.statusCode).toBe(200);
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.providerId, INTENT));
    expect(charge).toMatchObject({ status: 'succeeded', paymentMethodDetails: { type: 'card', card: { brand: 'visa', last4: '4242' } } });
    expect((await webhook(intentEvent('payment_intent.processing', { ...succeeded, status: 'processing' }))).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(charges).where(eq(charges.providerId, INTENT));
    expect(after.status).toBe('succeeded');
    expect((await eventsFor(t, charge.id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
  });

  it('the webhook refuses a wrong secret, an old timestamp and a future one (tolerance window on both sides)', async () => {
    const event = intentEvent('payment_intent.succeeded', JSON.parse(recorded('stripe-payment-intent-succeeded')));
    expect((await webhook(event, t.clock.now(), 'whsec_other')).statusCode).toBe(400);
    expect((await webhook(event, new Date(t.clock.now().getTime() - 301_000))).statusCode).toBe(400);
    expect((await webhook(event, new Date(t.clock.now().getTime() + 301_000))).statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) });
    expect(unsigned.statusCode).toBe(400);
  });

  it('lookupPayment and refund go through the SDK', async () => {
    const provider = stripeProvider(t.app, KEYS, recording.stripe);
    const [charge] = await t.database.db.select().from(charges).where(eq(charges.providerId, INTENT));
    expect(await provider.lookupPayment({ chargeId: charge.id, providerPaymentId: INTENT })).toEqual({ status: 'succeeded', providerPaymentId: INTENT });
    const refund = await provider.refund({ chargeId: charge.id, providerPaymentId: INTENT, idempotencyKey: 'refund-1', amount: 3000, reason: 'requested_by_customer' });
    expect(refund).toEqual({ status: 'succeeded', providerRefundId: 're_3QAbCdEfGhIjKlMn0r1e2f3u' });
    const [request] = recording.seen.filter((r) => r.path === '/v1/refunds');
    expect(request.form.get('payment_intent')).toBe(INTENT);
    expect(request.idempotencyKey).toBe('refund-1');
  });

  it('a subscription creates the Stripe customer once and asks to keep the card; an off-session decline is a failure', async () => {
    const subscription = recordedStripe({
      'POST /v1/customers': [{ body: recorded('stripe-customer') }],
      'POST /v1/payment_intents': [{ body: recorded('stripe-payment-intent-created') }, { status: 402, body: recorded('stripe-card-declined') }],
    });
    const provider = stripeProvider(t.app, KEYS, subscription.stripe);
    const { customerId } = await newBuyer(t, t.monthly.id);
    const base = {
      chargeId: '00000000-0000-4000-8000-000000000001', organizationId: t.monthly.organizationId, amount: 4900, currency: 'eur' as const, paymentMethod: 'card' as const,
      description: 'Mensual', customer: { id: customerId, email: 'buyer@example.es', name: 'Lucía García', providerCustomerId: null },
      returnUrls: { success: '', failure: '' }, notificationUrl: '', saveForFutureUse: true,
    };
    const first = await provider.createPayment({ ...base, idempotencyKey: 'first' });
    expect(first.status).toBe('requires_action');
    expect(subscription.seen[1].form.get('setup_future_usage')).toBe('off_session');
    expect(subscription.seen[1].form.get('customer')).toBe('cus_RAbCdEfGhIjKlM');
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(stored.providerCustomerId).toBe('cus_RAbCdEfGhIjKlM');
    const renewal = await provider.createPayment({ ...base, idempotencyKey: 'renewal', customer: { ...base.customer, providerCustomerId: 'cus_RAbCdEfGhIjKlM' }, offSession: { providerMethodId: 'pm_1QAbCdEfGhIjKlMnOpQrStUv' } });
    expect(renewal).toMatchObject({ status: 'failed', code: 'card_declined', declineCode: 'insufficient_funds', providerPaymentId: 'pi_3QOffSessionDeclined01' });
    expect(subscription.seen[2].form.get('off_session')).toBe('true');
  });

  it('setup_intent.succeeded from update-card replaces the subscription\'s method', async () => {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const [purchase] = await t.database.db
      .insert(purchases)
      .values({ organizationId: t.monthly.organizationId, customerId, serviceId: t.monthly.serviceId, planId: t.monthly.id, provider: 'STRIPE', status: 'active', amount: 4900 })
      .returning();
    const setup = { id: 'seti_1QAbCdEf', object: 'setup_intent', status: 'succeeded', metadata: { cobro_purchase_id: purchase.id }, payment_method: { id: 'pm_1QNewCard', object: 'payment_method', type: 'card', card: { brand: 'mastercard', last4: '4444' } } };
    expect((await webhook(intentEvent('setup_intent.succeeded', setup))).statusCode).toBe(200);
    const [updated] = await t.database.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    const [method] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, updated.paymentMethodId!));
    expect(method).toMatchObject({ providerId: 'pm_1QNewCard', brand: 'mastercard', last4: '4444' });
  });

  it('the sandbox frame endpoints still refuse a Stripe client secret', async () => {
    const response = await json(t.app, 'POST', '/api/payments/sandbox/confirm', { client_secret: `${INTENT}_secret_x`, instrument: { type: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(response.statusCode).toBe(404);
  });
});
