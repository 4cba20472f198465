import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentData } from '@cobro/contracts';
import { paymentMethods, sandboxIntents } from '../../db/schema/index';
import { SANDBOX_IBANS } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmCard, confirmIban, eventsFor, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { SANDBOX_SEPA_SETTLE_MS } from './provider-adapters/sandbox-card';
import { settleSandboxDebits } from './sandbox/confirm';

describe.each(databases)('subscriptions and SEPA through the sandbox on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  it('a payment_day gives a proportional first payment: 16 June to 1 July is 15 of 30 days of 49 €', async () => {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const { data } = await startPayment(t, t.monthly.id, customerId, 'card');
    expect(StripePaymentData.parse(data.json())).toMatchObject({ amount: 2450, current_price: 2450, full_price: 4900 });
  });

  it('the first payment activates the subscription, saves its method and sets the next payment day', async () => {
    const { customerId } = await newBuyer(t, t.monthly.id);
    const { purchaseId, data } = await startPayment(t, t.monthly.id, customerId, 'card');
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'incomplete' });
    await confirmCard(t, data.json().client_secret);
    const purchase = await purchaseRow(t, purchaseId);
    expect(purchase).toMatchObject({ status: 'active', cyclesCompleted: 1, paymentMethod: 'card' });
    expect(purchase.subscriptionId).toMatch(/^sub_/);
    expect(purchase.nextRecurringDate?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(purchase.currentPeriodEnd?.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    const [method] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.id, purchase.paymentMethodId!));
    expect(method).toMatchObject({ type: 'card', brand: 'visa', last4: '4242', customerId });
    expect(method.providerId).toMatch(/^pm_sb_/);
  });

  it('billing cycles set the finish date: six weekly payments end six weeks after the first', async () => {
    const { customerId } = await newBuyer(t, t.weekly.id);
    const { purchaseId, data } = await startPayment(t, t.weekly.id, customerId, 'card');
    await confirmCard(t, data.json().client_secret);
    const purchase = await purchaseRow(t, purchaseId);
    expect(purchase.finishDate?.toISOString()).toBe(new Date(t.clock.now().getTime() + 6 * 7 * 86_400_000).toISOString());
  });

  it('SEPA debit goes processing, then the settle job makes it succeeded (test IBAN ES07...)', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'sepa_debit');
    expect((await confirmIban(t, data.json().client_secret, 'ES07 0012 0345 0300 0006 7890')).json()).toEqual({ status: 'processing' });
    const [charge] = await chargesOf(t, purchaseId);
    expect(charge.status).toBe('processing');
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'pending' });
    // Not before its time: the clock decides, not the wall.
    await settleSandboxDebits(t.app);
    expect((await chargesOf(t, purchaseId))[0].status).toBe('processing');
    t.clock.advance(SANDBOX_SEPA_SETTLE_MS);
    await settleSandboxDebits(t.app);
    expect((await chargesOf(t, purchaseId))[0]).toMatchObject({ status: 'succeeded', paymentMethodDetails: { type: 'sepa_debit', sepa_debit: { last4: '7890' } } });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'succeeded' });
    expect(await eventsFor(t, charge.id)).toEqual(['charge-pending', 'charge-pending', 'charge-succeeded']);
  });

  it('SEPA with the failure IBAN settles as failed; an invalid IBAN is refused at once', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'sepa_debit');
    const secret = data.json().client_secret;
    expect((await confirmIban(t, secret, 'ES00 1234')).json()).toEqual({ status: 'failed', code: 'invalid_bank_account_iban' });
    await confirmIban(t, secret, SANDBOX_IBANS.fails);
    t.clock.advance(SANDBOX_SEPA_SETTLE_MS);
    await settleSandboxDebits(t.app);
    expect((await chargesOf(t, purchaseId))[0]).toMatchObject({ status: 'failed', failureMessage: 'insufficient_funds' });
    expect(await purchaseRow(t, purchaseId)).toMatchObject({ status: 'failed' });
  });

  it('a late settle of an already settled debit is a no-op', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'sepa_debit');
    await confirmIban(t, data.json().client_secret, SANDBOX_IBANS.succeeds);
    t.clock.advance(SANDBOX_SEPA_SETTLE_MS);
    await Promise.all([settleSandboxDebits(t.app), settleSandboxDebits(t.app)]);
    const [charge] = await chargesOf(t, purchaseId);
    expect((await eventsFor(t, charge.id)).filter((e) => e === 'charge-succeeded')).toHaveLength(1);
    const intents = await t.database.db.select().from(sandboxIntents).where(eq(sandboxIntents.chargeId, charge.id));
    expect(intents.map((i) => i.status)).toEqual(['succeeded']);
  });
});
