import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ApiErrorBody, ERROR_CODES } from '@cobro/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, databases, signIn, type TestApp } from '../../test/harness';
import { customers, plans, purchases, services } from '../db/schema/index';

/**
 * Issue 10, defect 5: inputs that answered 500 on the running server. Each must be a 4xx with a catalogue code.
 * NUL bytes used to reach PostgreSQL (which refuses them in text) and multipart parse errors went unmapped.
 */
describe.each(databases)('hostile input answers 4xx on %s', (db) => {
  let t: TestApp;
  let cookie: string;
  let customerId: string;
  let serviceId: string;
  beforeAll(async () => {
    t = await createTestApp({ db });
    cookie = await signIn(t.app);
    [{ id: customerId }] = await t.database.db.select({ id: customers.id }).from(customers).limit(1);
    [{ id: serviceId }] = await t.database.db.select({ id: services.id }).from(services).limit(1);
  });
  afterAll(() => t?.close());

  const expectClientError = (response: LightMyRequestResponse, label: string) => {
    expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, label).toBeLessThan(500);
    const body = ApiErrorBody.parse(response.json());
    expect(Object.keys(ERROR_CODES), label).toContain(body.code);
    return body;
  };

  it('a NUL byte in a path parameter, signed out: GET /api/subscriptions/%00', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/subscriptions/%00' });
    expect(expectClientError(response, 'subscription').code).toBe('API-001');
  });

  const lists = ['/api/customers', '/api/charges', '/api/purchases', '/api/customers/{id}/charges', '/api/customers/{id}/purchases'];
  it.each(lists)('a NUL byte in ?search= of %s', async (list) => {
    const url = `${list.replace('{id}', customerId)}?search=%00`;
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(expectClientError(response, url)).toMatchObject({ code: 'API-001', fields: { search: 'invalid_characters' } });
  });

  // Found by the fuzz: PostgreSQL keeps no year 0, and the day after 9999-12-31 is no `YYYY-MM-DD`.
  it.each(lists)('a day outside the years a filter can mean, in ?first_day= or ?last_day= of %s', async (list) => {
    for (const [query, field] of [['first_day=0000-01-01', 'first_day'], ['first_day=0001-01-01', 'first_day'], ['last_day=9999-12-31', 'last_day']]) {
      const url = `${list.replace('{id}', customerId)}?${query}`;
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(expectClientError(response, url)).toMatchObject({ code: 'API-001', fields: { [field]: 'invalid_date' } });
    }
  });

  it('a purchase id that is no UUID, in the body of request-invoice, answers 404 CHK-006 (found by the fuzz)', async () => {
    const [{ planId }] = await t.database.db.select({ planId: purchases.planId }).from(purchases).innerJoin(plans, eq(plans.id, purchases.planId)).limit(1);
    const response = await t.app.inject({ method: 'POST', url: `/api/checkout/${planId}/request-invoice`, payload: { requestInvoice: true, purchase_id: 'not-a-uuid' } });
    expect(expectClientError(response, 'request-invoice').code).toBe('CHK-006');
  });

  // Found by the fuzz: zod's int() lets through amounts up to 2^53, the columns are 4-byte integers.
  it('a plan amount or billing cycles past what an integer column holds answers 400 API-001', async () => {
    const plan = { name: 'Anual', description: 'Un año', unit_amount: 1000, currency: 'eur', type: 'fixed', recurring: true, frequency: 'year', payment_day: null, prorate: false, billing_cycles: null, future_charge: null };
    for (const [field, over] of [['unit_amount', { unit_amount: 2 ** 31 }], ['billing_cycles', { billing_cycles: 2 ** 31 }]] as const) {
      const response = await t.app.inject({ method: 'POST', url: `/api/services/${serviceId}/plans`, headers: { cookie }, payload: { ...plan, ...over } });
      expect(expectClientError(response, field)).toMatchObject({ code: 'API-001', fields: { [field]: 'services.invalid_amount' } });
    }
  });

  it('a NUL byte inside a JSON body string is refused naming the field', async () => {
    const valid = { email: 'ana@example.es', dni: '12345678Z', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28001', street: 'Gran Vía 1' };
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customerId}`,
      headers: { cookie },
      payload: { ...valid, name: 'Ana\u0000' },
    });
    expect(expectClientError(response, 'customer body')).toMatchObject({ code: 'API-001', fields: { name: 'invalid_characters' } });
  });

  it('a path that does not percent-decode answers 400 API-001 in the error shape, not Fastify\'s own', async () => {
    for (const url of ['/api/customers/%c0%ae%c0%ae%2f', '/api/services/%', '/api/subscriptions/%zz']) {
      expect(expectClientError(await t.app.inject({ method: 'GET', url, headers: { cookie } }), url).code).toBe('API-001');
    }
  });

  const multipart = (method: 'POST' | 'PUT', url: string, contentType: string, payload: string) =>
    t.app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload });
  const part = (name: string, value: string) => `--b\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  // POST carries its required query, so the body is what gets refused.
  for (const [method, path] of [['POST', '/api/services?publish=false'], ['PUT', '/api/services/{id}']] as const) {
    it(`${method} ${path}: multipart without a boundary answers 400 API-001`, async () => {
      const response = await multipart(method, path.replace('{id}', serviceId), 'multipart/form-data', part('name', 'Yoga') + '--b--\r\n');
      expect(expectClientError(response, 'no boundary').code).toBe('API-001');
    });

    it(`${method} ${path}: a truncated multipart body answers 400 API-001`, async () => {
      const response = await multipart(method, path.replace('{id}', serviceId), 'multipart/form-data; boundary=b', part('name', 'Yoga').slice(0, -10));
      expect(expectClientError(response, 'truncated').code).toBe('API-001');
    });

    it(`${method} ${path}: a NUL byte in a multipart text field is refused naming the field`, async () => {
      const response = await multipart(method, path.replace('{id}', serviceId), 'multipart/form-data; boundary=b', part('name', 'Yo\0ga') + '--b--\r\n');
      expect(expectClientError(response, 'nul field')).toMatchObject({ code: 'API-001', fields: { name: 'invalid_characters' } });
    });
  }
});
