import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { charges, paymentAnomalies } from '../../../db/schema/index';
import { stripeSignatureHeader } from '../../../provider-protocols/index';
import { chargesOf, checkoutTest, eventsFor, json, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';
import { recorded, recordedStripe } from './stripe.fixtures';

const KEYS = { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: 'whsec_recorded_secret' };
/** The id in the recorded answers; each test names its own intents (a charge's provider id is unique). */
const RECORDED_ID = 'pi_3QAbCdEfGhIjKlMn0a1b2c3d';
const pair = (test: string) => [`pi_3QFirst${test}`, `pi_3QSecond${test}`] as const;

type Answers = Record<string, Array<{ status?: number; body: string }>>;

/** A recorded PaymentIntent answer as another intent, status or charge would give it. */
function intent(name: 'created' | 'succeeded', id: string, extra: Record<string, unknown> = {}) {
  const body = JSON.parse(recorded(`stripe-payment-intent-${name}`).replaceAll(RECORDED_ID, id)) as Record<string, unknown>;
  return JSON.stringify({ ...body, ...extra });
}

/**
 * Issue 10, defect 2 on the Stripe path (decision 0806): a charge binds one PaymentIntent, a second one Stripe made
 * is canceled before its secret reaches anyone, and a second succeeded intent is refunded and flagged on its webhook.
 */
describe('one live PaymentIntent per purchase attempt with Stripe', () => {
  let t: CheckoutTest;
  const answers: Answers = {};
  const recording = recordedStripe(answers);
  beforeAll(async () => {
    t = await checkoutTest('pglite', { config: { cardProvider: 'stripe', stripe: KEYS }, overrides: { stripe: recording.stripe } });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    for (const key of Object.keys(answers)) delete answers[key];
    recording.seen.length = 0;
  });

  const webhook = (type: string, object: string) => {
    const payload = JSON.stringify({ id: `evt_${Math.random()}`, object: 'event', type, data: { object: JSON.parse(object) } });
    const signature = stripeSignatureHeader(payload, KEYS.webhookSecret, Math.floor(t.clock.now().getTime() / 1000));
    return t.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
  };
  const paymentData = (customerId: string, purchaseId: string) =>
    json(t.app, 'POST', '/api/payments/stripe/payment-data', { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: purchaseId });
  const anomaliesOf = (chargeId: string) => t.database.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.chargeId, chargeId));

  it('a second payment-data of the attempt answers the bound intent again instead of making another', async () => {
    const [FIRST, SECOND] = pair('A');
    // Stripe would make a second intent once the first call's idempotency key expired (24 hours).
    answers['POST /v1/payment_intents'] = [{ body: intent('created', FIRST) }, { body: intent('created', SECOND) }];
    answers[`GET /v1/payment_intents/${FIRST}`] = [{ body: intent('created', FIRST) }];
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const first = await startPayment(t, t.oneTime.id, customerId, 'card');
    const again = await paymentData(customerId, first.purchaseId);
    expect([first.data.json().payment_intent, again.json().payment_intent]).toEqual([FIRST, FIRST]);
    expect(again.json().client_secret).toBe(first.data.json().client_secret);
    expect(recording.seen.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')).toHaveLength(1);
    expect((await chargesOf(t, first.purchaseId)).map((c) => c.providerId)).toEqual([FIRST]);
  });

  it('of two intents made at once for one charge, one is bound and the other canceled; both calls answer the bound one', async () => {
    const [FIRST, SECOND] = pair('B');
    answers['POST /v1/payment_intents'] = [{ body: intent('created', FIRST) }, { body: intent('created', SECOND) }];
    for (const id of [FIRST, SECOND]) {
      answers[`POST /v1/payment_intents/${id}/cancel`] = [{ body: intent('created', id, { status: 'canceled', cancellation_reason: 'duplicate' }) }];
      answers[`GET /v1/payment_intents/${id}`] = [{ body: intent('created', id) }, { body: intent('created', id) }];
    }
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const created = await json(t.app, 'POST', '/api/payments/stripe/create-purchase', { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id });
    const purchaseId = created.json().purchase_id as string;
    const answersOf = await Promise.all([paymentData(customerId, purchaseId), paymentData(customerId, purchaseId)]);
    const [charge] = await chargesOf(t, purchaseId);
    expect(answersOf.map((a) => a.json().payment_intent)).toEqual([charge.providerId, charge.providerId]);
    const made = recording.seen.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
    const canceled = recording.seen.filter((r) => r.path.endsWith('/cancel')).map((r) => r.path);
    expect(canceled).toEqual(made === 2 ? [`/v1/payment_intents/${charge.providerId === FIRST ? SECOND : FIRST}/cancel`] : []);
  });

  it('a second succeeded intent of a paid charge is refunded at Stripe and flagged; a redelivery refunds under the same key and flags once', async () => {
    const [FIRST, SECOND] = pair('C');
    answers['POST /v1/payment_intents'] = [{ body: intent('created', FIRST) }];
    const refund = JSON.parse(recorded('stripe-refund')) as Record<string, unknown>;
    answers['POST /v1/refunds'] = [0, 1].map(() => ({ body: JSON.stringify({ ...refund, amount: 9000, payment_intent: SECOND, reason: 'duplicate' }) }));
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [charge] = await chargesOf(t, purchaseId);
    expect((await webhook('payment_intent.succeeded', intent('succeeded', FIRST, { metadata: { cobro_charge_id: charge.id } }))).statusCode).toBe(200);
    const second = intent('succeeded', SECOND, { metadata: { cobro_charge_id: charge.id } });
    for (let delivery = 0; delivery < 2; delivery++) expect((await webhook('payment_intent.succeeded', second)).statusCode).toBe(200);

    const refunds = recording.seen.filter((r) => r.path === '/v1/refunds');
    expect(refunds.map((r) => [r.form.get('payment_intent'), r.form.get('amount'), r.form.get('reason'), r.idempotencyKey])).toEqual([
      [SECOND, '9000', 'duplicate', `duplicate-${SECOND}`],
      [SECOND, '9000', 'duplicate', `duplicate-${SECOND}`],
    ]);
    expect((await anomaliesOf(charge.id)).map((a) => [a.reason, a.details])).toEqual([['duplicate_payment', { intent: SECOND, amount: 9000, refunded: true }]]);
    const [after] = await t.database.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(after).toMatchObject({ status: 'succeeded', providerId: FIRST });
    expect((await eventsFor(t, charge.id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
  });

  it('the intent of a charge the buyer abandoned for another method is refunded and flagged when it succeeds', async () => {
    const [FIRST] = pair('D');
    answers['POST /v1/payment_intents'] = [{ body: intent('created', FIRST) }];
    answers['POST /v1/refunds'] = [{ body: JSON.stringify({ ...JSON.parse(recorded('stripe-refund')), amount: 9000, reason: 'duplicate' }) }];
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const card = await startPayment(t, t.oneTime.id, customerId, 'card');
    const [charge] = await chargesOf(t, card.purchaseId);
    await startPayment(t, t.oneTime.id, customerId, 'redsys');
    const answer = await webhook('payment_intent.succeeded', intent('succeeded', FIRST, { metadata: { cobro_charge_id: charge.id } }));
    expect(answer.statusCode).toBe(200);
    expect(recording.seen.filter((r) => r.path === '/v1/refunds').map((r) => r.form.get('payment_intent'))).toEqual([FIRST]);
    expect((await anomaliesOf(charge.id)).map((a) => a.details)).toEqual([{ intent: FIRST, amount: 9000, refunded: true }]);
    expect((await chargesOf(t, card.purchaseId)).map((c) => c.status).sort()).toEqual(['failed', 'pending']);
  });
});
