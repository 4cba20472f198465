import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, PAYMENTS_PREFIX, PaymentOptionsResponse } from '@cobro/contracts';
import { organizations, paymentProviders, productSubscriptions } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/index';
import { checkoutTest, json, newBuyer, type CheckoutTest } from '../checkout/checkout.fixtures';

describe.each(databases)('payment methods, their selection and the terms on %s', (db) => {
  let t: CheckoutTest;
  let cookie: string;
  beforeAll(async () => {
    t = await checkoutTest(db);
    cookie = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, as = cookie) => json(t.app, method, url, payload, { cookie: as });
  const select = (selected_options: string[], as = cookie) => call('PUT', '/api/payment-gateway/payment-methods', { selected_options }, as);
  const included = (body: unknown) => PaymentOptionsResponse.parse(body).filter((o) => o.include).map((o) => o.name);
  const setSubscription = (status: string) =>
    t.database.db.update(productSubscriptions).set({ status }).where(eq(productSubscriptions.organizationId, t.oneTime.organizationId));

  it('answers the five options with their facts, the selected ones included', async () => {
    const options = PaymentOptionsResponse.parse((await call('GET', '/api/organizations/payment-options')).json());
    expect(options.map((o) => [o.name, o.provider, o.include, o.recurring_payments])).toEqual([
      ['card_payments', 'stripe', true, true],
      ['sepa_debit_payments', 'stripe', true, true],
      ['inespay_payments', 'inespay', true, false],
      ['redsys_payments', 'redsys', true, true],
      ['bizum_payments', 'redsys', true, false],
    ]);
    expect(options.find((o) => o.name === 'bizum_payments')).toMatchObject({ logo: 'bizum', acceptance_refunds: true, acceptance_disputes: false });
    expect(options.find((o) => o.name === 'redsys_payments')).toMatchObject({ requested: true, logo: 'redsys', immediate: true });
  });

  it('refuses an empty selection with no_payment_methods_selected and keeps the stored one', async () => {
    const refused = await select([]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'API-001', fields: { selected_options: 'no_payment_methods_selected' } });
    expect(included((await call('GET', '/api/organizations/payment-options')).json())).toHaveLength(5);
  });

  it('saves a selection at once and the checkout offers exactly it, live', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const options = () => call('GET', `/api/checkout/${t.oneTime.id}/payment-options/${customerId}`);
    const saved = await select(['redsys_payments', 'card_payments']);
    expect(saved.statusCode).toBe(200);
    expect(included(saved.json())).toEqual(['card_payments', 'redsys_payments']);
    expect((await options()).json()).toEqual(['card', 'redsys']);
    // A method no longer offered cannot be paid with either.
    const body = { plan_id: t.oneTime.id, customer_id: customerId, payment_method: 'sepa_debit' };
    const sepa = await json(t.app, 'POST', `${PAYMENTS_PREFIX}/stripe/create-purchase`, body);
    expect(sepa.json()).toMatchObject({ code: 'CHK-010' });
    await select(['card_payments', 'sepa_debit_payments', 'inespay_payments', 'redsys_payments']);
    expect((await options()).json()).toEqual(['card', 'sepa_debit', 'inespay', 'redsys']);
  });

  it('the checkout leaves out a selected method whose provider is not active', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    await select(['card_payments', 'inespay_payments']);
    await t.database.db.update(paymentProviders).set({ status: 'pending' }).where(eq(paymentProviders.provider, 'INESPAY'));
    expect((await call('GET', `/api/checkout/${t.oneTime.id}/payment-options/${customerId}`)).json()).toEqual(['card']);
    await t.database.db.update(paymentProviders).set({ status: 'active' }).where(eq(paymentProviders.provider, 'INESPAY'));
    await select(['card_payments', 'sepa_debit_payments', 'inespay_payments', 'redsys_payments']);
  });

  it('applies the enabling rules: a locked method cannot be added, but may be unselected or stay', async () => {
    await select(['card_payments', 'sepa_debit_payments']);
    await setSubscription('canceled');
    const paying = await select(['card_payments', 'sepa_debit_payments', 'redsys_payments']);
    expect(paying.statusCode).toBe(409);
    expect(paying.json()).toMatchObject({ code: 'API-005', fields: { selected_options: 'subscription_required' }, details: { locked: ['redsys_payments'] } });
    // SEPA was selected before the subscription was canceled: it stays; once dropped it cannot come back.
    expect((await select(['card_payments', 'sepa_debit_payments'])).statusCode).toBe(200);
    expect((await select(['card_payments'])).statusCode).toBe(200);
    expect((await select(['card_payments', 'sepa_debit_payments'])).json()).toMatchObject({ fields: { selected_options: 'subscription_inactive' } });
    await setSubscription('active');
    expect((await select(['card_payments', 'sepa_debit_payments', 'inespay_payments', 'redsys_payments'])).statusCode).toBe(200);
  });

  it('an unverified merchant can select nothing', async () => {
    const fresh = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const refused = await select(['card_payments'], fresh);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'API-005', fields: { selected_options: 'unverified' } });
  });

  it('saves the terms URL with https:// added, empty as null, and the checkout footer shows it', async () => {
    const saved = await call('PUT', '/api/organizations', { tyc: 'tienda.es/condiciones' });
    expect(saved.statusCode).toBe(200);
    expect(Organization.parse(saved.json()).tyc).toBe('https://tienda.es/condiciones');
    expect((await json(t.app, 'GET', `/api/payment-links/purchase/${t.oneTime.id}`)).json().organization.tyc).toBe('https://tienda.es/condiciones');
    expect((await call('PUT', '/api/organizations', { tyc: 'not a url' })).json()).toMatchObject({ code: 'API-001', fields: { tyc: 'invalid_url' } });
    expect((await call('PUT', '/api/organizations', { tyc: '' })).json().tyc).toBeNull();
    const [row] = await t.database.db.select({ tyc: organizations.tyc }).from(organizations).where(eq(organizations.id, t.oneTime.organizationId));
    expect(row.tyc).toBeNull();
  });
});
