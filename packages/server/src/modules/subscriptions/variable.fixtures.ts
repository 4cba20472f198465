import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { GeneratedApiKey } from '@cobro/contracts';
import { plans, purchases } from '../../db/schema/index';
import { signIn } from '../../../test/harness';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { checkoutTest, confirmCard, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

/** The seed's variable plan: 50 € a unit, monthly, `last_charge` (seed/catalog.ts). */
export const VARIABLE_PLAN = 'Horas de consultoría';

export interface VariableTest extends CheckoutTest {
  plan: typeof plans.$inferSelect;
  /** The demo merchant's secret key, for the server-to-server calls. */
  apiKey: string;
  v1(method: 'GET' | 'POST', url: string, payload?: object, key?: string): Promise<LightMyRequestResponse>;
  /** A variable subscription bought now (see `subscribe`). */
  subscribe(options?: { card?: string; externalUsageId?: string }): Promise<string>;
}

/** The demo merchant's seeded database with its secret key, and variable subscriptions to bill. */
export async function variableTest(db: Parameters<typeof checkoutTest>[0]): Promise<VariableTest> {
  const t = await checkoutTest(db);
  const cookie = await signIn(t.app);
  const generated = await t.app.inject({ method: 'POST', url: '/api/organizations/generate-api-key', headers: { cookie } });
  const apiKey = GeneratedApiKey.parse(generated.json()).api_key;
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.name, VARIABLE_PLAN));
  return {
    ...t,
    plan,
    apiKey,
    v1: (method, url, payload, key = `usage-${crypto.randomUUID()}`) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${apiKey}`, ...(method === 'POST' ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) }),
    /**
     * A variable subscription bought through the checkout as a buyer does (decision 1139): payment-data answers a
     * setup, the sandbox frame confirms the card (`card`, the sandbox's good card by default), the subscription starts.
     * `externalUsageId` is what a button's checkout session would carry.
     */
    async subscribe({ card = SANDBOX_CARDS.succeeds, externalUsageId } = {}) {
      const { customerId } = await newBuyer(t, plan.id);
      const { purchaseId, data } = await startPayment(t, plan.id, customerId, 'card');
      if (data.statusCode !== 200) throw new Error(`payment-data: ${data.statusCode} ${data.body}`);
      const confirmed = await confirmCard(t, data.json().client_secret, card);
      if (confirmed.json().status !== 'succeeded') throw new Error(`setup: ${confirmed.body}`);
      if (externalUsageId) await t.database.db.update(purchases).set({ externalUsageId }).where(eq(purchases.id, purchaseId));
      return purchaseId;
    },
  };
}
