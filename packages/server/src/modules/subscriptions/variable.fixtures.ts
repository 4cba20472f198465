import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { GeneratedApiKey } from '@cobro/contracts';
import { plans, purchases } from '../../db/schema/index';
import { signIn } from '../../../test/harness';
import { checkoutTest, confirmCard, json, newBuyer, purchaseRow, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';
import { variableActivation } from '../payment-engine/index';

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
     * A variable subscription as activating one leaves it (variableActivation, decision 1139): bought now, billed on
     * the buyer's card saved by a real sandbox checkout (the monthly plan's, whose saved method it shares; `card`
     * replaces it first through update-card, as a buyer would).
     */
    async subscribe({ card, externalUsageId } = {}) {
      const { customerId } = await newBuyer(t, t.monthly.id);
      const fixed = await startPayment(t, t.monthly.id, customerId, 'card');
      await confirmCard(t, fixed.data.json().client_secret);
      if (card) {
        const view = (await json(t.app, 'GET', `/api/subscriptions/${fixed.purchaseId}`)).json();
        const setup = await json(t.app, 'POST', `/api/subscriptions/${fixed.purchaseId}/get-payment-data`, { payment_method: 'card', customer_stripe_id: view.customer.stripe_id });
        await confirmCard(t, setup.json().client_secret, card);
      }
      const saved = await purchaseRow(t, fixed.purchaseId);
      const now = t.clock.now();
      const [purchase] = await t.database.db
        .insert(purchases)
        .values({
          organizationId: plan.organizationId,
          customerId,
          serviceId: plan.serviceId,
          planId: plan.id,
          provider: 'STRIPE',
          salesChannel: 'WIDGET',
          ...variableActivation(plan, now),
          paymentStatus: null,
          paymentMethod: 'card',
          paymentMethodId: saved.paymentMethodId,
          amount: 0,
          externalUsageId: externalUsageId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return purchase.id;
    },
  };
}
