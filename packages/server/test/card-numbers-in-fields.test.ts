import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, organizations, services, users } from '../src/db/schema/index';
import { gatewayTest, STEP_BODIES, type GatewayTest } from '../src/modules/gateway/gateway.fixtures';
import { buttonPlan, clickButton } from '../src/modules/widget/widget.fixtures';
import { scanForCardNumbers } from './card-number-scan';
import { databases } from './harness';

/**
 * Quality bar 19 on the fields issue 26 found storing card numbers: sign-up, the activation steps and a
 * <pay-button> click. Each is refused on its field with the translated key and writes nothing; at the end no
 * column of any table holds a card number. The contract test (contracts endpoints/free-text.test.ts) keeps every
 * other free-text field under the same rule.
 */
const PAN = '4111111111111111';
const GROUPED = '4111 1111 1111 1111';

describe.each(databases)('card numbers typed into merchant and button fields on %s', (db) => {
  let g: GatewayTest;
  beforeAll(async () => {
    g = await gatewayTest(db);
  }, 180_000);
  afterAll(() => g?.t.close());

  /** Every row of the tables these calls write, to show that a refused call changed none. */
  const rows = async () => {
    const { db: d } = g.t.database;
    return {
      users: await d.select().from(users),
      organizations: await d.select().from(organizations),
      services: await d.select().from(services),
      checkoutSessions: await d.select().from(checkoutSessions),
    };
  };
  const refusedOn = async (send: () => Promise<{ statusCode: number; json(): unknown }>, code: string, field: string) => {
    const before = await rows();
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message: expect.any(String), fields: { [field]: 'card_number_not_allowed' } });
    expect(await rows()).toEqual(before);
  };

  const signUp = { name: 'Marta', last_name: 'López Vidal', email: 'marta.card@example.es', prefix: '+34', phone: '612345678', password: 'Strong-pass-1', passwordcopy: 'Strong-pass-1' };
  it.each([
    ['name', PAN],
    ['last_name', `López ${GROUPED}`],
  ])('sign-up refuses one in %s (REG-001)', async (field, value) => {
    await refusedOn(() => g.t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...signUp, [field]: value } }), 'REG-001', field);
  });

  it.each([
    [1, 'company_name', `Tienda ${PAN} S.L.`],
    [2, 'city', GROUPED],
    [2, 'street', `Gran Vía ${PAN.replace(/(\d{4})(?=\d)/g, '$1-')}`],
    [2, 'website', `tienda-nueva.es/${PAN}`],
    [3, 'name', PAN],
    [3, 'last_name', `Martín ${GROUPED}`],
  ] as const)('activation step %i refuses one in %s', async (step, field, value) => {
    await refusedOn(() => g.step(step, { ...STEP_BODIES[step], [field]: value }), 'API-001', field);
  });

  it.each([
    ['plan.service_name', { plan: buttonPlan({ service_name: `Talleres ${PAN}` }) }],
    ['customer.name', { plan: buttonPlan(), customer: { name: GROUPED } }],
    ['customer.email', { plan: buttonPlan(), customer: { email: `${PAN}@example.es` } }],
    ['customer.external_order_id', { plan: buttonPlan(), customer: { external_order_id: `order-${PAN}` } }],
  ])('a <pay-button> click refuses one in %s (CHK-002)', async (field, body) => {
    await refusedOn(() => clickButton(g.t.app, body), 'CHK-002', field);
  });

  it('leaves no card number in any column of any table', async () => {
    expect((await scanForCardNumbers(g.t.database)).found).toEqual([]);
  });
});
