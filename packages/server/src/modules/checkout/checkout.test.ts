import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutPurchase, PaymentLinkView, Purchase, VerifyIdResponse } from '@cobro/contracts';
import { customers, invoiceRequests, organizations, plans } from '../../db/schema/index';
import { NEW_MERCHANT_ACCOUNT } from '../../seed/accounts';
import { databases, signIn } from '../../../test/harness';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, newDni, startPayment, type CheckoutTest } from './checkout.fixtures';

describe.each(databases)('buyer checkout calls on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const knownCustomer = async (withAddress: boolean) => {
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.organizationId, t.oneTime.organizationId), withAddress ? isNotNull(customers.street) : isNull(customers.street), isNull(customers.deletedAt)));
    return row;
  };

  it('the payment link of an active plan is for sale, with the plan, service and merchant', async () => {
    const response = await json(t.app, 'GET', `/api/payment-links/purchase/${t.monthly.id}`);
    expect(response.statusCode).toBe(200);
    const view = PaymentLinkView.parse(response.json());
    expect(view).toMatchObject({ active: true, plan_id: t.monthly.id, plan: { unit_amount: 4900, recurring: true, frequency: 'month', payment_day: 1 } });
    expect(view.organization.company_name).toBe('Cobro Demo S.L.');
  });

  it('a paused plan still shows its link, as inactive, and refuses to sell with SER-005', async () => {
    const [paused] = await t.database.db.insert(plans).values({ ...t.oneTime, id: undefined, name: 'Pausado', status: 'PAUSED', stripeId: null }).returning();
    const view = PaymentLinkView.parse((await json(t.app, 'GET', `/api/payment-links/purchase/${paused.id}`)).json());
    expect(view.active).toBe(false);
    const refused = await json(t.app, 'POST', `/api/checkout/${paused.id}/verify-id`, { customer_type: 'PERSON', customer_email: 'a@example.es', customer_cif: newDni() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SER-005');
  });

  it('an unknown payment link is 404 CHK-004', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await json(t.app, 'GET', `/api/payment-links/purchase/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CHK-004');
    }
  });

  it('verify-id: an unknown tax id needs verification (complete-data)', async () => {
    const response = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: 'PERSON', customer_email: 'new@example.es', customer_cif: ` ${newDni()} ` });
    expect(VerifyIdResponse.parse(response.json())).toEqual({ needs_verification: true, needs_location: false, location_update_key: null, customer_id: null });
  });

  it('verify-id: a known customer with an address goes straight to payment', async () => {
    const known = await knownCustomer(true);
    const response = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: known.type, customer_email: known.email.toUpperCase(), customer_cif: known.taxId });
    expect(response.json()).toEqual({ needs_verification: false, needs_location: false, location_update_key: null, customer_id: known.id });
  });

  it('verify-id: a known tax id with another e-mail is refused, telling nothing about the customer', async () => {
    const known = await knownCustomer(true);
    const response = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: known.type, customer_email: 'someone-else@example.es', customer_cif: known.taxId });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CHK-002');
  });

  it('needs_location gives a per-customer key; the location update needs it (wrong key 403), and it works once', async () => {
    const known = await knownCustomer(false);
    const verify = VerifyIdResponse.parse(
      (await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: known.type, customer_email: known.email, customer_cif: known.taxId })).json(),
    );
    expect(verify).toMatchObject({ needs_verification: false, needs_location: true, customer_id: known.id });
    const location = { country: 'ES', city: 'Sevilla', postal_code: '41001', address: 'Calle Sierpes 4' };
    const wrong = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, location, { 'update-key': 'not-the-key' });
    expect(wrong.statusCode).toBe(403);
    const missing = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, location);
    expect(missing.statusCode).toBe(400);
    const right = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, location, { 'update-key': verify.location_update_key! });
    expect(right.statusCode).toBe(204);
    const [stored] = await t.database.db.select().from(customers).where(eq(customers.id, known.id));
    expect(stored).toMatchObject({ city: 'Sevilla', postalCode: '41001', street: 'Calle Sierpes 4', country: 'ES' });
    const again = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, location, { 'update-key': verify.location_update_key! });
    expect(again.statusCode).toBe(403);
  });

  it('the location key expires', async () => {
    const known = await knownCustomer(false);
    const verify = VerifyIdResponse.parse(
      (await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: known.type, customer_email: known.email, customer_cif: known.taxId })).json(),
    );
    t.clock.advance(31 * 60 * 1000);
    const late = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, { country: 'ES', city: 'Bilbao', postal_code: '48001', address: 'Gran Vía 1' }, { 'update-key': verify.location_update_key! });
    expect(late.statusCode).toBe(403);
  });

  it('complete-data creates the customer with every field; a second one for the same tax id is refused', async () => {
    const { customerId, dni } = await newBuyer(t, t.oneTime.id);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ taxId: dni, name: 'Lucía', surname: 'García', prefix: '+34', phone: '612345678', postalCode: '28001', organizationId: t.oneTime.organizationId });
    const again = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, {
      customer_type: 'PERSON', customer_cif: dni, customer_email: 'x@example.es', name: 'Otro', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle 2',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('CHK-002');
  });

  // The chaos test met it: a buyer whose complete-data answer was lost when the server was killed sent it again.
  it('the same complete-data again names the customer it created; the same tax id with other data is refused', async () => {
    const body = { customer_type: 'PERSON', customer_cif: newDni(), customer_email: 'replay@example.es', name: 'Ana', surname: 'Ruiz', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle 1' };
    const first = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, body);
    const again = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, body);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const other = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, { ...body, address: 'Calle 2' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'CHK-002', fields: { customer_cif: 'invalid_tin' } });
  });

  it('complete-data validates phone, tax id and postal code with the contract validators', async () => {
    const base = { customer_type: 'PERSON', customer_cif: newDni(), customer_email: 'v@example.es', name: 'Ana', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle 1' };
    const phone = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, { ...base, phone: '12' });
    expect(phone.json().fields).toMatchObject({ phone: 'phone_error' });
    const taxId = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, { ...base, customer_cif: '12345678A' });
    expect(taxId.json().fields).toMatchObject({ customer_cif: 'invalid_tin' });
    const postal = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, { ...base, postal_code: '99001' });
    expect(postal.statusCode).toBe(422);
    expect(postal.json()).toMatchObject({ code: 'API-010', fields: { postal_code: 'invalid_postal_code' } });
  });

  it('the postal-code lookup answers the province of a Spanish code and API-010 for another country or prefix', async () => {
    const found = await json(t.app, 'GET', '/api/postal-codes/ES/28013');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ country: 'ES', postal_code: '28013', province: 'Madrid' });
    expect((await json(t.app, 'GET', '/api/postal-codes/ES/52006')).json().province).toBe('Melilla');
    for (const path of ['/api/postal-codes/FR/75001', '/api/postal-codes/ES/53001', '/api/postal-codes/ES/00001', '/api/postal-codes/ES/2801']) {
      const refused = await json(t.app, 'GET', path);
      expect(refused.statusCode, path).toBe(422);
      expect(refused.json(), path).toMatchObject({ code: 'API-010', fields: { postal_code: 'invalid_postal_code' } });
    }
  });

  it('payment options are the methods the merchant enabled; a subscription is not offered Inespay or Bizum', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const oneTime = await json(t.app, 'GET', `/api/checkout/${t.oneTime.id}/payment-options/${customerId}`);
    expect(oneTime.json()).toEqual(['card', 'sepa_debit', 'inespay', 'redsys', 'bizum']);
    const recurring = await json(t.app, 'GET', `/api/checkout/${t.monthly.id}/payment-options/${customerId}`);
    expect(recurring.json()).toEqual(['card', 'sepa_debit', 'redsys']);
  });

  it("payment options refuse another merchant's customer (CUS-003)", async () => {
    const [otherOrg] = await t.database.db.select({ id: organizations.id }).from(organizations).where(ne(organizations.id, t.oneTime.organizationId));
    const [stranger] = await t.database.db
      .insert(customers)
      .values({ organizationId: otherOrg.id, type: 'PERSON', name: 'Ajeno', email: 'ajeno@example.es', taxId: newDni() })
      .returning();
    for (const id of [stranger.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await json(t.app, 'GET', `/api/checkout/${t.oneTime.id}/payment-options/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CUS-003');
    }
  });

  it('request-invoice is stored on the purchase', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId } = await startPayment(t, t.oneTime.id, customerId, 'card');
    const response = await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/request-invoice`, { requestInvoice: true, purchase_id: purchaseId });
    expect(response.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(invoiceRequests).where(eq(invoiceRequests.purchaseId, purchaseId));
    expect(row.requested).toBe(true);
    const foreign = await json(t.app, 'POST', `/api/checkout/${t.monthly.id}/request-invoice`, { requestInvoice: true, purchase_id: purchaseId });
    expect(foreign.json().code).toBe('CHK-006');
  });

  it('GET /purchases/{id}: the buyer sees the checkout view, the owning merchant the full purchase, another merchant the checkout view', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    await confirmCard(t, data.json().client_secret);
    const anonymous = await json(t.app, 'GET', `/api/purchases/${purchaseId}`);
    expect(anonymous.statusCode).toBe(200);
    const view = anonymous.json();
    expect(CheckoutPurchase.strict().safeParse(view).success).toBe(true);
    expect(view).toMatchObject({ id: purchaseId, status: 'succeeded', provider: 'STRIPE' });
    expect(view.customer).toBeUndefined();
    // The date the result page shows after a redirect, when the page that confirmed the payment is gone.
    const [paid] = await chargesOf(t, purchaseId);
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(view.paid_at).toBe(paid!.paidAt!.toISOString());
    // Issue 30: the success page's link to the buyer portal, with the withdrawal period's end (14 days by default).
    expect(view.portal.url).toMatch(/^http\S+\/portal\/[\w-]+$/);
    expect(Date.parse(view.portal.withdrawal_deadline) - t.clock.now().getTime()).toBe(14 * 24 * 60 * 60 * 1000);

    const owner = await json(t.app, 'GET', `/api/purchases/${purchaseId}`, undefined, { cookie: await signIn(t.app) });
    const full = Purchase.parse(owner.json());
    expect(full.customer.id).toBe(customerId);
    expect(full.charges?.map((c) => c.status)).toEqual(['succeeded']);

    const stranger = await json(t.app, 'GET', `/api/purchases/${purchaseId}`, undefined, { cookie: await signIn(t.app, NEW_MERCHANT_ACCOUNT) });
    expect(stranger.json().customer).toBeUndefined();
    expect((await json(t.app, 'GET', '/api/purchases/00000000-0000-4000-8000-000000000000')).json().code).toBe('CHK-006');
  });
});
