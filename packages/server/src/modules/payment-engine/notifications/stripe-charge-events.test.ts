import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { charges, refunds } from '../../../db/schema/index';
import { stripeSignatureHeader } from '../../../provider-protocols/index';
import { checkoutTest, eventsFor, newBuyer, startPayment, type CheckoutTest } from '../../checkout/checkout.fixtures';
import { recorded, recordedStripe } from '../provider-adapters/stripe.fixtures';

const KEYS = { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: 'whsec_recorded_secret' };
const INTENT = 'pi_3QAbCdEfGhIjKlMn0a1b2c3d';

describe('Stripe fees, refunds and disputes reach the charge', () => {
  let t: CheckoutTest;
  let recording: ReturnType<typeof recordedStripe>;
  beforeAll(async () => {
    recording = recordedStripe({
      'POST /v1/payment_intents': [{ body: recorded('stripe-payment-intent-created') }],
      'GET /v1/payment_intents/pi_3QAbCdEfGhIjKlMn0a1b2c3d': [{ body: recorded('stripe-payment-intent-succeeded') }],
      'GET /v1/charges/ch_3QAbCdEfGhIjKlMn0x9y8z7w': [{ body: recorded('stripe-charge-balance-transaction') }],
    });
    t = await checkoutTest('pglite', { config: { cardProvider: 'stripe', stripe: KEYS }, overrides: { stripe: recording.stripe } });
  });
  afterAll(() => t?.close());

  const webhook = async (type: string, object: object) => {
    const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
    const signature = stripeSignatureHeader(payload, KEYS.webhookSecret, Math.floor(t.clock.now().getTime() / 1000));
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(answer.statusCode).toBe(200);
  };
  const charge = async () => (await t.database.db.select().from(charges).where(eq(charges.providerId, INTENT)))[0];

  it('a refund, then a dispute: each moves the charge once with its event; replays change nothing', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    await startPayment(t, t.oneTime.id, customerId, 'card');
    await webhook('payment_intent.succeeded', JSON.parse(recorded('stripe-payment-intent-succeeded')));
    const paid = await charge();
    expect(paid.status).toBe('succeeded');
    // The fees are Stripe's own (the charge's balance transaction, expanded), plus the platform's application fee.
    const read = recording.seen.find((r) => r.path === '/v1/charges/ch_3QAbCdEfGhIjKlMn0x9y8z7w');
    expect(read?.method).toBe('GET');
    expect(paid).toMatchObject({ feeDetails: [{ type: 'application', amount: 68 }, { type: 'stripe_fee', amount: 160 }], amountFee: 228, amountNet: 8772 });

    const refund = JSON.parse(recorded('stripe-refund'));
    await webhook('refund.created', refund);
    await webhook('refund.created', refund);
    await webhook('charge.refunded', { id: refund.charge, object: 'charge', payment_intent: INTENT, refunds: { data: [refund] } });
    const refunded = await charge();
    expect(refunded).toMatchObject({ status: 'succeeded', amountRefunded: 3000, refunded: false, amountNet: paid.amountNet - 3000 });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.chargeId, paid.id));
    expect(rows).toMatchObject([{ providerId: refund.id, amount: 3000, status: 'succeeded', reason: 'requested_by_customer' }]);
    await webhook('refund.updated', { ...refund, status: 'canceled' });
    expect(await charge()).toMatchObject({ amountRefunded: 0, amountNet: paid.amountNet });
    // Stripe's own reasons are not the contract's: stored as none.
    const full = { ...refund, id: 're_full', amount: 9000, status: 'pending', reason: 'expired_uncaptured_charge' };
    await webhook('refund.created', full);
    expect(await charge()).toMatchObject({ status: 'refunded', refunded: true, amountRefunded: 9000, refundReason: 'requested_by_customer' });
    await webhook('refund.updated', { ...full, status: 'failed' });
    expect(await charge()).toMatchObject({ status: 'succeeded', refunded: false, amountRefunded: 0 });

    const dispute = JSON.parse(recorded('stripe-dispute'));
    await webhook('charge.dispute.created', dispute);
    await webhook('charge.dispute.created', dispute);
    expect(await charge()).toMatchObject({ status: 'disputed', disputeAmount: 9000, disputeReason: 'fraudulent', disputeStatus: 'needs_response' });
    await webhook('charge.dispute.updated', { ...dispute, status: 'under_review' });
    expect((await charge()).disputeStatus).toBe('submitted');
    await webhook('charge.dispute.closed', { ...dispute, status: 'won' });
    expect((await charge()).disputeStatus).toBe('won');

    const events = await eventsFor(t, paid.id);
    expect(events.filter((e) => e === 'charge-refunded')).toHaveLength(4);
    expect(events.filter((e) => e === 'charge-disputed')).toHaveLength(3);
  });

  it('an event for an intent this server does not know is answered and ignored', async () => {
    await webhook('charge.dispute.created', { ...JSON.parse(recorded('stripe-dispute')), payment_intent: 'pi_unknown' });
  });
});
