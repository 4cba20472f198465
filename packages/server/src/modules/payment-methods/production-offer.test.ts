import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_PREFIX } from '@cobro/contracts';
import { databases, signIn } from '../../../test/harness';
import { checkoutTest, json, newBuyer, type CheckoutTest } from '../checkout/checkout.fixtures';
import { redsysCredentials } from '../payment-engine/provider-adapters/merchant-credentials';

/** In production nothing is simulated: a merchant provider without real credentials is not offered (decision 0270). */
describe.each(databases)('production: no sandbox fallback for the merchant’s own providers on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db, undefined, { production: true, credentialKeys: { current: Buffer.alloc(32, 9), old: [] } });
  });
  afterAll(() => t?.close());

  it('offers Inespay, Redsys and Bizum (through Redsys) only once they are connected with credentials', async () => {
    // The seeded demo merchant has Inespay and Redsys rows marked active but no credentials.
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const options = async () => (await json(t.app, 'GET', `/api/checkout/${t.oneTime.id}/payment-options/${customerId}`)).json();
    expect(await options()).toEqual(['card', 'sepa_debit']);
    const body = { plan_id: t.oneTime.id, customer_id: customerId, payment_method: 'redsys' };
    expect((await json(t.app, 'POST', `${PAYMENTS_PREFIX}/redsys/create-purchase`, body)).json()).toMatchObject({ code: 'CHK-010' });
    await expect(redsysCredentials(t.app, t.oneTime.organizationId)).rejects.toMatchObject({ code: 'PE-004' });

    const cookie = await signIn(t.app);
    const connect = { provider: 'redsys', api_key: '999008881', api_token: '001', token: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7' };
    expect((await json(t.app, 'POST', '/api/payment-providers/activate', connect, { cookie })).statusCode).toBe(200);
    expect(await options()).toEqual(['card', 'sepa_debit', 'redsys', 'bizum']);
    expect(await redsysCredentials(t.app, t.oneTime.organizationId)).toMatchObject({ sandbox: false, merchantCode: '999008881' });
  });
});
