import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBody } from '@cobro/contracts';
import { databases } from '../../../test/harness';
import { checkoutSessions, plans } from '../../db/schema/index';
import { checkoutTest, type CheckoutTest } from '../checkout/checkout.fixtures';
import { buttonPlan, clickButton } from './widget.fixtures';

const error = (body: string) => ApiErrorBody.parse(JSON.parse(body));

describe.each(databases)('customer prefill of a button click on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  const counts = async () => [
    (await t.database.db.select({ id: plans.id }).from(plans)).length,
    (await t.database.db.select({ id: checkoutSessions.id }).from(checkoutSessions)).length,
  ];

  it('a prefill the checkout would refuse is 400 CHK-002 naming each field, with the plan\'s own, and creates nothing', async () => {
    const before = await counts();
    const response = await clickButton(t.app, {
      plan: buttonPlan({ plan_name: 'x'.repeat(51) }),
      customer: { email: 'not-an-email', cif: '12345678A', postal_code: '280', not_editable: true },
    });
    expect(response.statusCode).toBe(400);
    expect(error(response.body)).toMatchObject({
      code: 'CHK-002',
      fields: {
        'plan.plan_name': 'too_long',
        'customer.email': 'invalid_email',
        'customer.cif': 'invalid_tin',
        'customer.postal_code': 'invalid_postal_code',
      },
    });
    expect(await counts()).toEqual(before);
  });

  it('a company\'s tax id must be a CIF; a valid prefill opens the session', async () => {
    const company = await clickButton(t.app, { plan: buttonPlan(), customer: { type: 'COMPANY', cif: '12345678Z' } });
    expect(error(company.body)).toMatchObject({ code: 'CHK-002', fields: { 'customer.cif': 'invalid_tin' } });
    const person = await clickButton(t.app, { plan: buttonPlan(), customer: { email: 'ana@example.es', cif: '12345678Z', not_editable: true } });
    expect(person.statusCode).toBe(200);
    expect(person.json().prefill).toMatchObject({ email: 'ana@example.es', cif: '12345678Z' });
  });
});
