import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../db/schema/index';
import { databases } from '../../../test/harness';
import { callbacksTest, startReceiver, type CallbacksTest, type Receiver } from './callbacks.fixtures';
import { CALLBACKS_IN_FLIGHT, CALLBACKS_IN_FLIGHT_PER_MERCHANT } from './delivery-slots';
import { createCallbackDispatcher, type CallbackDispatcher } from './dispatcher';
import { callbackMerchant } from './merchants.fixtures';

/** Long enough that a hanging attempt only ends when the test releases it, never by the timeout. */
const NEVER = { allowLoopback: true, timeoutMs: 600_000 };

/**
 * Quality bar 26: one merchant's endpoint cannot slow another's callbacks. Every order here is shown by what has
 * happened (a request received, a row written) while a hanging endpoint still holds its requests unanswered.
 */
describe.each(databases)("one merchant's slow endpoint and the others' callbacks on %s", (db) => {
  let t: CallbacksTest;
  let slow: Receiver;
  let fast: Receiver;
  let dispatcher: CallbackDispatcher | undefined;
  beforeAll(async () => {
    t = await callbacksTest(db);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.app.callbacks.stop();
    [slow, fast] = await Promise.all([startReceiver(), startReceiver()]);
  });
  afterEach(async () => {
    slow.release();
    await dispatcher?.stop();
    await t.database.db.delete(webhookDeliveries);
    await Promise.all([slow.close(), fast.close()]);
  });

  const merchant = (name: string, receiver: Receiver) => callbackMerchant(t.database.db, t.clock, name, receiver.url);
  const dispatch = (limits?: { inFlight: number; perMerchant: number }) => {
    dispatcher = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings: NEVER, limits });
    return dispatcher;
  };
  /** The deliveries of this organization that have been claimed (sent or being sent). */
  const claimed = async (organizationId: string) => {
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.organizationId, organizationId), gt(webhookDeliveries.attempts, 0)));
    return n;
  };
  const rowsOf = (organizationId: string) => t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.organizationId, organizationId));

  it("another merchant's delivery goes out and is written while the first merchant's endpoint still hangs", async () => {
    slow.reply('hang');
    const hung = await merchant('hangs', slow);
    const other = await merchant('answers', fast);
    await hung.queue(1);
    dispatch().start();
    await slow.received(1);

    await other.queue(1);
    dispatcher!.wake();
    await fast.received(1);
    // Still hanging: no answer, no outcome written for it.
    expect(slow.hanging()).toBe(1);
    expect(await rowsOf(hung.organizationId)).toMatchObject([{ status: 'pending', attempts: 1, lastStatusCode: null, lastError: null }]);

    slow.release();
    await dispatcher!.stop();
    expect(await rowsOf(other.organizationId)).toMatchObject([{ status: 'delivered', lastStatusCode: 204 }]);
    expect(await rowsOf(hung.organizationId)).toMatchObject([{ status: 'delivered', attempts: 1, lastStatusCode: 204 }]);
  });

  it('a merchant with more due deliveries than the process has slots takes only its own share of them', async () => {
    slow.reply(...Array.from({ length: CALLBACKS_IN_FLIGHT + 1 }, () => 'hang' as const));
    const busy = await merchant('busy', slow);
    const other = await merchant('other', fast);
    // The busy merchant's deliveries are all older: first in the order of claims.
    await busy.queue(CALLBACKS_IN_FLIGHT + 1);
    await other.queue(1);
    dispatch().start();
    await slow.received(CALLBACKS_IN_FLIGHT_PER_MERCHANT);
    await fast.received(1);
    // Claims are written before any send, so no later claim of the busy merchant's can be missing here.
    expect(await claimed(busy.organizationId)).toBe(CALLBACKS_IN_FLIGHT_PER_MERCHANT);
    expect(slow.hanging()).toBe(CALLBACKS_IN_FLIGHT_PER_MERCHANT);
  });

  it('no more attempts are in flight in one process than its slots, whatever the merchants', async () => {
    const limits = { inFlight: 3, perMerchant: 2 };
    slow.reply(...Array.from({ length: 6 }, () => 'hang' as const));
    const merchants = await Promise.all(['a', 'b', 'c'].map((name) => merchant(name, slow)));
    for (const m of merchants) await m.queue(2);
    dispatch(limits).start();
    await slow.received(limits.inFlight);
    const perMerchant = await Promise.all(merchants.map((m) => claimed(m.organizationId)));
    expect(perMerchant.reduce((a, b) => a + b, 0)).toBe(limits.inFlight);
    expect(Math.max(...perMerchant)).toBeLessThanOrEqual(limits.perMerchant);

    // A slot freed is taken again at once by what is still waiting.
    slow.release();
    slow.reply(...Array.from({ length: 3 }, () => 'hang' as const));
    await slow.received(6);
    expect(await Promise.all(merchants.map((m) => claimed(m.organizationId)))).toEqual([2, 2, 2]);
  });
});
