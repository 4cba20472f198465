import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsCardNumber, InespayPaymentData, RedsysPaymentData } from '@cobro/contracts';
import { chargeAttempts, charges, paymentAnomalies } from '../../db/schema/index';
import { buildSignedCallback, REDACTED_CARD, signNotification, stripeSignatureHeader, verifyRequest } from '../../provider-protocols/index';
import { databases } from '../../../test/harness';
import { chargesOf, checkoutTest, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { SANDBOX_INESPAY_API_KEY, SANDBOX_REDSYS } from './provider-adapters/merchant-credentials';
import { redsysNotificationFor } from './sandbox/bank-pages';

/** Quality bar 19: what a provider sends is stored with its card numbers masked, whichever provider sent it. */
const PAN = '4548812049400004';
const GROUPED_PAN = '4000 0027 6000 3184';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The column exactly as the database holds it, read back as text through SQL. */
async function storedText(t: CheckoutTest, table: string, column: string, id: string) {
  const result = (await t.database.db.execute(sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)} where id = ${id}`)) as object;
  const rows = ('rows' in result ? result.rows : result) as Array<{ value: string | null }>;
  return rows[0]?.value ?? '';
}

describe.each(databases)('provider payloads are stored without card numbers on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const post = (url: string, fields: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: FORM, payload: new URLSearchParams(fields).toString() });

  it('a signed Redsys notification carrying an unmasked Ds_Card_Number pays, and its stored copy has the number masked', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'redsys');
    const payment = RedsysPaymentData.parse(data.json());
    const request = verifyRequest(payment.body, SANDBOX_REDSYS.merchantKey);
    if (!request.ok) throw new Error(request.reason);
    const genuine = redsysNotificationFor(request.parameters, true, t.clock.now());
    const decoded = JSON.parse(Buffer.from(genuine.Ds_MerchantParameters, 'base64').toString()) as { Ds_Order: string } & Record<string, string>;
    const withCard = signNotification({ ...decoded, Ds_Card_Number: PAN, Ds_MerchantData: `tarjeta ${GROUPED_PAN}` }, SANDBOX_REDSYS.merchantKey);
    expect((await post('/api/payments/redsys/notification', { ...withCard })).statusCode).toBe(200);

    const [charge] = await chargesOf(t, purchaseId);
    expect(charge.status).toBe('paid');
    const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
    expect(attempt.notification).toMatchObject({ Ds_Card_Number: REDACTED_CARD, Ds_MerchantData: `tarjeta ${REDACTED_CARD}`, Ds_Order: decoded.Ds_Order });
    const stored = await storedText(t, 'charge_attempts', 'notification', attempt.id);
    expect(stored).toContain('Ds_Card_Number');
    expect(containsCardNumber(stored), stored).toBe(false);
  });

  it('a signed Inespay callback with a card number in its free fields is stored masked, the anomaly too', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'inespay');
    InespayPaymentData.parse(data.json());
    const [charge] = await chargesOf(t, purchaseId);
    const [attempt] = await t.database.db.select().from(chargeAttempts).where(eq(chargeAttempts.chargeId, charge.id));
    const callback = buildSignedCallback(
      { singlePayinId: attempt.providerPaymentId!, reference: attempt.orderNumber, amount: '100', codStatus: 'OK', debtorName: `Pago ${PAN}` } as never,
      SANDBOX_INESPAY_API_KEY,
    );
    expect((await post('/api/payments/inespay/notification', { ...callback })).statusCode).toBe(200);

    const stored = await storedText(t, 'charge_attempts', 'notification', attempt.id);
    expect(stored).toContain(`Pago ${REDACTED_CARD}`);
    expect(containsCardNumber(stored), stored).toBe(false);
    const [flag] = await t.database.db.select().from(paymentAnomalies).where(eq(paymentAnomalies.chargeId, charge.id));
    expect(containsCardNumber(await storedText(t, 'payment_anomalies', 'details', flag.id))).toBe(false);
  });

  it('whatever code writes a payload column, the row never holds the number (the column masks it)', async () => {
    const [charge] = await t.database.db.select().from(charges).limit(1);
    const [attempt] = await t.database.db
      .insert(chargeAttempts)
      .values({ chargeId: charge.id, provider: 'REDSYS', orderNumber: '9999zzzz0001', amount: 100, currency: '978', notification: { nested: [{ pan: `${GROUPED_PAN} exp 12/30` }] } })
      .returning();
    expect(attempt.notification).toEqual({ nested: [{ pan: `${REDACTED_CARD} exp 12/30` }] });
    expect(containsCardNumber(await storedText(t, 'charge_attempts', 'notification', attempt.id))).toBe(false);
  });
});

describe('Stripe webhooks are stored without card numbers', () => {
  const KEYS = { secretKey: 'sk_test_recorded', publishableKey: 'pk_test_recorded', webhookSecret: 'whsec_recorded_secret' };
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest('pglite', { config: { cardProvider: 'stripe', stripe: KEYS } });
  });
  afterAll(() => t?.close());

  it('a payment_failed event whose message quotes the card number fails the charge with the number masked', async () => {
    const [seeded] = await t.database.db.select().from(charges).where(eq(charges.status, 'pending')).limit(1);
    await t.database.db.update(charges).set({ provider: 'STRIPE', providerId: 'pi_stored_payloads' }).where(eq(charges.id, seeded.id));
    const payload = JSON.stringify({
      id: 'evt_stored_payloads',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: 'pi_stored_payloads', status: 'requires_payment_method', last_payment_error: { code: 'incorrect_number', message: `The card ${PAN} is not valid` } } },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignatureHeader(payload, KEYS.webhookSecret, Math.floor(t.clock.now().getTime() / 1000)) },
      payload,
    });
    expect(answer.statusCode).toBe(200);
    const [failed] = await t.database.db.select().from(charges).where(eq(charges.id, seeded.id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'incorrect_number', failureMessage: `The card ${REDACTED_CARD} is not valid` });
    expect(containsCardNumber(await storedText(t, 'charges', 'failure_message', seeded.id))).toBe(false);
  });
});
