import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIntents } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { SANDBOX_CARDS } from '../../provider-protocols/index';
import { chargesOf, checkoutTest, confirmCard, json, newBuyer, startPayment, type CheckoutTest } from '../checkout/checkout.fixtures';

/**
 * Concurrent payment-data calls per trial, and trials per case: enough for the race to show on PostgreSQL every run
 * before the fix. PGlite runs one statement at a time, so more trials there would prove nothing more.
 */
const CLICKS = 6;
const trialsOn = (db: string) => (db === 'postgres' ? 15 : 3);

/**
 * Issue 10, defect 2: several payment-data calls for one purchase at once (two tabs, a double click with a fresh
 * Idempotency-Key per click, or none) must never leave two payable intents, so confirming every secret they
 * answered takes the money once.
 */
describe.each(databases)('one purchase attempt has one live payment intent on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function race(keyed: boolean) {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const body = { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, payment_link_id: t.oneTime.id };
    const created = await json(t.app, 'POST', '/api/payments/stripe/create-purchase', body);
    const purchaseId = created.json().purchase_id as string;
    const clicks = Array.from({ length: CLICKS }, (_, i) =>
      json(t.app, 'POST', '/api/payments/stripe/payment-data', { ...body, purchase_id: purchaseId }, keyed ? { 'idempotency-key': `${purchaseId}:${i}` } : {}),
    );
    const answers = await Promise.all(clicks);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const confirms = await Promise.all(answers.map((a) => confirmCard(t, a.json().client_secret as string)));
    const rows = await chargesOf(t, purchaseId);
    const intents = await t.database.db.select().from(sandboxIntents).where(inArray(sandboxIntents.chargeId, rows.map((c) => c.id)));
    return {
      succeededConfirms: confirms.filter((c) => c.statusCode === 200 && c.json().status === 'succeeded').length,
      liveIntents: intents.filter((i) => i.status !== 'failed' && i.status !== 'canceled').length,
      succeededIntents: intents.filter((i) => i.status === 'succeeded').length,
      succeededCharges: rows.filter((c) => c.status === 'succeeded').length,
    };
  }

  for (const keyed of [false, true]) {
    it(`${keyed ? 'a fresh Idempotency-Key per click' : 'no Idempotency-Key'}: one live intent, one payment, every time`, async () => {
      const once = { succeededConfirms: 1, liveIntents: 1, succeededIntents: 1, succeededCharges: 1 };
      const outcomes = [];
      for (let trial = 0; trial < trialsOn(db); trial++) outcomes.push(await race(keyed));
      expect(outcomes.filter((o) => JSON.stringify(o) !== JSON.stringify(once))).toEqual([]);
    });
  }

  it('a 3-D Secure step completed after the buyer moved to another method takes no money', async () => {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const card = await startPayment(t, t.oneTime.id, customerId, 'card');
    const secret = card.data.json().client_secret as string;
    expect((await confirmCard(t, secret, SANDBOX_CARDS.requiresAuthentication)).json()).toEqual({ status: 'requires_action' });
    // The buyer goes back and picks SEPA: the card's charge is abandoned while its authentication page is still open.
    await startPayment(t, t.oneTime.id, customerId, 'sepa_debit');
    const answer = await json(t.app, 'POST', '/api/payments/sandbox/authenticate', { client_secret: secret, completed: true });
    expect(answer.json()).toEqual({ status: 'failed', code: 'payment_intent_unexpected_state' });
    const rows = await chargesOf(t, card.purchaseId);
    const intents = await t.database.db.select().from(sandboxIntents).where(inArray(sandboxIntents.chargeId, rows.map((c) => c.id)));
    expect(intents.filter((i) => i.status === 'succeeded')).toEqual([]);
    expect(rows.map((c) => c.status).sort()).toEqual(['failed', 'pending']);
  });
});
