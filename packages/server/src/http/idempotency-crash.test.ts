import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { idempotencyKeys } from '../db/schema/index';
import { databases } from '../../test/harness';
import { RENEW_MS } from './idempotency';
import { checkoutTest, json, newBuyer, type CheckoutTest } from '../modules/checkout/checkout.fixtures';

/**
 * The claim on an Idempotency-Key across a crash (issue 10, chaos test): a request that died holding its key frees it
 * seconds later, so the browser's retry with the same key runs; a request still running keeps it, however slow.
 */
describe.each(databases)('Idempotency-Key claims across a crash on %s', (db) => {
  let t: CheckoutTest;
  beforeAll(async () => {
    t = await checkoutTest(db);
  });
  afterAll(() => t?.close());

  async function paymentBody() {
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const created = await json(t.app, 'POST', '/api/payments/stripe/create-purchase', { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id });
    return { payment_method: 'card', customer_id: customerId, plan_id: t.oneTime.id, purchase_id: created.json().purchase_id as string };
  }
  const payOnce = (body: object, key: string) => json(t.app, 'POST', '/api/payments/stripe/payment-data', body, { 'idempotency-key': key });

  it('a key whose request died with its process is taken over by the retry 15 seconds later', async () => {
    const body = await paymentBody();
    const provider = t.app.paymentProviders!.sandboxCard;
    const original = provider.createPayment.bind(provider);
    let left: typeof idempotencyKeys.$inferSelect | undefined;
    // The claim as the first request wrote it, read while it runs: what a process killed at that moment leaves.
    const spy = vi.spyOn(provider, 'createPayment').mockImplementationOnce(async (input) => {
      [left] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'died-holding'));
      return original(input);
    });
    const first = await payOnce(body, 'died-holding');
    await t.database.db.update(idempotencyKeys).set({ ...left!, responseStatus: null, responseBody: null }).where(eq(idempotencyKeys.id, left!.id));
    t.clock.advance(15_000);
    // Taken over at once, not waited for: the clock stands still while a duplicate polls, so a key it did not take
    // at its first look it would never take, and after its wait it would answer 409 API-005, not the payment.
    const retried = await payOnce(body, 'died-holding');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().payment_intent).toBe(first.json().payment_intent);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('a first request that runs long keeps its key: the duplicate waits and replays it, one provider call', async () => {
    const body = await paymentBody();
    const provider = t.app.paymentProviders!.sandboxCard;
    const original = provider.createPayment.bind(provider);
    let entered!: () => void;
    const slowCallEntered = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const spy = vi.spyOn(provider, 'createPayment').mockImplementation(async (input) => {
      entered();
      // A provider call slower than any fixed lock: 90 s of clock time; it ends when the test says so.
      t.clock.advance(90_000);
      await finished;
      return original(input);
    });
    // The renewal's interval on a fake clock (issue 26, item 8): it runs when the test moves it, not when a loaded
    // machine gets round to it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const first = payOnce(body, 'slow-holder');
      await slowCallEntered;
      const claim = () => t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'slow-holder'));
      // Without a renewal the claim has lapsed by the clock: a duplicate now would take the key over.
      expect((await claim())[0].lockedUntil!.getTime()).toBeLessThan(t.clock.now().getTime());
      vi.advanceTimersByTime(RENEW_MS);
      // The renewal's write is not awaited by anyone: wait for its effect (a condition, no deadline of our own).
      while ((await claim())[0].lockedUntil!.getTime() <= t.clock.now().getTime()) await new Promise((r) => setImmediate(r));
      const duplicate = payOnce(body, 'slow-holder');
      finish();
      expect((await duplicate).json()).toEqual((await first).json());
    } finally {
      vi.useRealTimers();
    }
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});
