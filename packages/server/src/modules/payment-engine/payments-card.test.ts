import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentData } from '@cobro/contracts';
import { charges, paymentMethods, sandboxIntents } from '../../db/schema/index';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmCard, eventsFor, json, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { moveCharge } from './charge-state-commands';

describe.each(databases)('sandbox card payments on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function pay(planId = t.oneTime.id, card: string = SANDBOX_CARDS.succeeds) {
    const { customerId } = await newBuyer(t, planId);
    const { purchaseId, data } = await startPayment(t, planId, customerId, 'card');
    expect(data.statusCode, data.body).toBe(200);
    const paymentData = StripePaymentData.parse(data.json());
    const result = await confirmCard(t, paymentData.client_secret, card);
    return { customerId, purchaseId, paymentData, result: result.json() };
  }

  it('payment-data for a card answers a sandbox client secret and key, with the full price', async () => {
    const { paymentData } = await pay();
    expect(paymentData.stripe_key).toMatch(/^pk_sandbox_/);
    expect(paymentData.client_secret).toMatch(/^pi_sb_[0-9A-Za-z]+_secret_/);
    expect(paymentData).toMatchObject({ amount: 9000, current_price: 9000, full_price: 9000, currency: 'eur' });
    expect(paymentData.customer).toMatchObject({ name: 'Lucía García', address: 'Calle Mayor 1, 28001 Madrid' });
  });

  it('4242 succeeds: the charge is succeeded with fees and a receipt, the purchase complete, the events in the outbox', async () => {
    const { purchaseId, result } = await pay();
    expect(result).toEqual({ status: 'succeeded' });
    const [charge] = await chargesOf(t, purchaseId);
    expect(charge).toMatchObject({ status: 'succeeded', amount: 9000, provider: 'STRIPE', paymentMethod: 'card' });
    expect(charge.amountFee).toBeGreaterThan(0);
    expect(charge.amountNet).toBe(9000 - charge.amountFee);
    expect(charge.receiptUrl).toBe(`http://cobro.test/api/receipts/${charge.id}`);
    expect(charge.paymentMethodDetails).toEqual({ type: 'card', card: { brand: 'visa', last4: '4242' } });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'succeeded', paymentStatus: 'succeeded', paymentMethod: 'card' });
    expect(await eventsFor(t, charge.id)).toEqual(['charge-pending', 'charge-succeeded']);
    expect(await eventsFor(t, purchaseId)).toEqual(['purchases-updated', 'purchases-updated']);
  });

  it('0002 declines with generic_decline; the purchase is failed and a retry pays with a new charge', async () => {
    const { customerId, purchaseId, result } = await pay(t.oneTime.id, SANDBOX_CARDS.declines);
    expect(result).toEqual({ status: 'failed', code: 'card_declined', decline_code: 'generic_decline' });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'failed' });
    const retry = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect(retry.purchaseId).toBe(purchaseId);
    expect((await confirmCard(t, retry.data.json().client_secret)).json().status).toBe('succeeded');
    expect((await chargesOf(t, purchaseId)).map((c) => [c.status, c.failureCode, c.failureMessage])).toEqual([
      ['failed', 'card_declined', 'generic_decline'],
      ['succeeded', null, null],
    ]);
  });

  it('9995 fails for insufficient funds', async () => {
    const { result } = await pay(t.oneTime.id, SANDBOX_CARDS.insufficientFunds);
    expect(result).toEqual({ status: 'failed', code: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it('an invalid card number or expiry leaves the intent open for a corrected try', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const secret = data.json().client_secret;
    expect((await confirmCard(t, secret, '4242424242424241')).json()).toEqual({ status: 'failed', code: 'incorrect_number' });
    const expired = await json(t.app, 'POST', '/api/payments/sandbox/confirm', { client_secret: secret, instrument: { type: 'card', number: SANDBOX_CARDS.succeeds, exp_month: 1, exp_year: 2020, cvc: '123' } });
    expect(expired.json()).toEqual({ status: 'failed', code: 'invalid_expiry_year' });
    expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
    expect((await confirmCard(t, secret)).json().status).toBe('succeeded');
  });

  it('3184 asks for authentication: Complete pays, Fail declines', async () => {
    for (const completed of [true, false]) {
      const { customerId } = await newBuyer(t, t.oneTime.id);
      const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
      const secret = data.json().client_secret;
      expect((await confirmCard(t, secret, SANDBOX_CARDS.requiresAuthentication)).json()).toEqual({ status: 'requires_action' });
      expect((await chargesOf(t, purchaseId))[0].status).toBe('pending');
      const answer = (await json(t.app, 'POST', '/api/payments/sandbox/authenticate', { client_secret: secret, completed })).json();
      expect(answer).toEqual(completed ? { status: 'succeeded' } : { status: 'failed', code: 'payment_intent_authentication_failure' });
      expect((await chargesOf(t, purchaseId))[0].status).toBe(completed ? 'succeeded' : 'failed');
    }
  });

  it('a double click on Pay never makes two charges: concurrent confirms pay once, with one event', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const secret = data.json().client_secret;
    const answers = await Promise.all([confirmCard(t, secret), confirmCard(t, secret), confirmCard(t, secret)]);
    expect(answers.map((a) => a.json().status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const rows = await chargesOf(t, purchaseId);
    expect(rows).toHaveLength(1);
    expect((await eventsFor(t, rows[0].id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
    // Buying the plan again later is a new purchase; the paid one is never paid twice.
    const again = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect(again.purchaseId).not.toBe(purchaseId);
    const paidAgain = await json(t.app, 'POST', '/api/payments/stripe/payment-data', {
      payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: purchaseId,
    });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json().code).toBe('CHK-007');
  });

  it('two payment-data calls for one purchase share one charge; only the newest secret confirms', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const first = await startPayment(t, t.oneTime.id, customerId, 'card');
    const second = await startPayment(t, t.oneTime.id, customerId, 'card');
    expect(second.purchaseId).toBe(first.purchaseId);
    expect(second.data.json().payment_intent).toBe(first.data.json().payment_intent);
    expect((await confirmCard(t, first.data.json().client_secret)).statusCode).toBe(404);
    expect((await confirmCard(t, second.data.json().client_secret)).json().status).toBe('succeeded');
    expect(await chargesOf(t, first.purchaseId)).toHaveLength(1);
  });

  it('an attempt the checkout abandoned for another method can no longer take money', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const card = await startPayment(t, t.oneTime.id, customerId, 'card');
    // The buyer moves on to Redsys: the card's charge is abandoned.
    await startPayment(t, t.oneTime.id, customerId, 'redsys');
    const confirm = await confirmCard(t, card.data.json().client_secret);
    expect(confirm.json()).toEqual({ status: 'failed', code: 'payment_intent_unexpected_state' });
    const statuses = (await chargesOf(t, card.purchaseId)).map((c) => c.status);
    expect(statuses).not.toContain('succeeded');
    expect(await purchaseRow(t, card.purchaseId)).toMatchObject({ status: 'pending' });
  });

  it('the charge state machine never moves backwards: a late processing after succeeded is a no-op', async () => {
    const { purchaseId } = await pay();
    const [charge] = await chargesOf(t, purchaseId);
    const before = await eventsFor(t, charge.id);
    for (const update of [{ status: 'processing' as const }, { status: 'failed' as const, code: 'late', declineCode: null, message: null }, { status: 'succeeded' as const }]) {
      const result = await t.database.db.transaction((tx) => moveCharge(t.app, tx, charge.id, update));
      expect(result.moved).toBe(false);
    }
    const [after] = await t.database.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(after.status).toBe('succeeded');
    expect(await eventsFor(t, charge.id)).toEqual(before);
  });

  it('a method the merchant does not offer, or on the wrong provider path, is CHK-010', async () => {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const body = { payment_method: 'inespay', customer_id: customerId, plan_id: t.monthly.id };
    expect((await json(t.app, 'POST', '/api/payments/inespay/create-purchase', body)).json().code).toBe('CHK-010');
    expect((await json(t.app, 'POST', '/api/payments/redsys/create-purchase', { ...body, payment_method: 'card' })).json().code).toBe('CHK-010');
    expect((await json(t.app, 'POST', '/api/payments/paypal/create-purchase', { ...body, payment_method: 'card' })).statusCode).toBe(404);
  });

  it('no card number is ever written to a row: only brand and last four digits are kept', async () => {
    await pay(t.monthly.id);
    const dump = JSON.stringify([
      await t.database.db.select().from(sandboxIntents),
      await t.database.db.select().from(charges),
      await t.database.db.select().from(paymentMethods),
    ]);
    for (const number of Object.values(SANDBOX_CARDS)) expect(dump).not.toContain(number);
  });
});
