import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifyIdResponse } from '@cobro/contracts';
import { customers } from '../../db/schema/index';
import { databases, signIn } from '../../../test/harness';
import { checkoutTest, json, newDni, type CheckoutTest } from './checkout.fixtures';

/** Quality bar 19: a card number typed where a name or an address goes is refused, never stored in `customers`. */
const PAN = '4242 4242 4242 4242';

describe.each(databases)('card numbers typed into buyer text fields on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const completeData = (fields: object) =>
    json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/complete-data`, {
      customer_type: 'PERSON', customer_cif: newDni(), customer_email: 'card-in-field@example.es', name: 'Ana', surname: 'Ruiz',
      prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle Mayor 1', ...fields,
    });

  it.each(['name', 'surname', 'city', 'address'])('complete-data refuses one in %s (400, the field marked) and stores nothing', async (field) => {
    const before = await t.database.db.select({ id: customers.id }).from(customers);
    const response = await completeData({ [field]: `Visa ${PAN}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'API-001', message: expect.any(String), fields: { [field]: 'card_number_not_allowed' } });
    expect(await t.database.db.select({ id: customers.id }).from(customers)).toHaveLength(before.length);
  });

  it('a company name holding one is refused too', async () => {
    const response = await completeData({ customer_type: 'COMPANY', customer_cif: 'B12345674', surname: undefined, name: `Tienda ${PAN.replaceAll(' ', '-')} S.L.` });
    expect(response.json()).toMatchObject({ code: 'API-001', fields: { name: 'card_number_not_allowed' } });
  });

  it('the location update refuses one in the address and leaves the customer as it was', async () => {
    const [known] = await t.database.db
      .select()
      .from(customers)
      .where(and(eq(customers.organizationId, t.oneTime.organizationId), isNull(customers.street), isNull(customers.deletedAt)));
    const verify = VerifyIdResponse.parse(
      (await json(t.app, 'POST', `/api/checkout/${t.oneTime.id}/verify-id`, { customer_type: known.type, customer_email: known.email, customer_cif: known.taxId })).json(),
    );
    const location = { country: 'ES', city: 'Sevilla', postal_code: '41001', address: `Sierpes ${PAN}` };
    const refused = await json(t.app, 'PUT', `/api/customers/location/${known.id}`, location, { 'update-key': verify.location_update_key! });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'API-001', fields: { address: 'card_number_not_allowed' } });
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, known.id));
    expect(after.street).toBeNull();
  });

  it('the merchant editing a customer cannot store one in the street either', async () => {
    const cookie = await signIn(t.app);
    const [person] = await t.database.db.select().from(customers).where(and(eq(customers.organizationId, t.oneTime.organizationId), eq(customers.type, 'PERSON')));
    const body = { name: 'Lucía Gómez', email: 'lucia@example.es', dni: person.taxId, phone: '612345678', prefix: '+34', country: 'ES', city: 'Madrid', postal_code: '28001', street: `Mayor ${PAN}` };
    const refused = await json(t.app, 'PUT', `/api/customers/${person.id}`, body, { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { street: 'card_number_not_allowed' } });
    const [after] = await t.database.db.select().from(customers).where(eq(customers.id, person.id));
    expect(after.street).toBe(person.street);
  });
});
