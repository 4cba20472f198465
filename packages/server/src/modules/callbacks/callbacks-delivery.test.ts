import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallbackChargeData } from '@cobro/contracts';
import { checkoutSessions, purchases, webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { verifyWebhook } from '../../provider-protocols/webhooks/standard-webhooks';
import { emitEvent } from '../../realtime/emit';
import { databases } from '../../../test/harness';
import { confirmCard, newBuyer, startPayment } from '../checkout/checkout.fixtures';
import { callbacksTest, startReceiver, type CallbacksTest, type Receiver } from './callbacks.fixtures';
import { createCallbackDispatcher } from './dispatcher';

const SPEC_FIELDS = [
  'status', 'amount', 'currency', 'date', 'payment_method_details', 'charge_description', 'uelz_plan_id', 'uelz_charge_id',
  'uelz_purchase_id', 'external_product_id', 'external_customer_id', 'service_name', 'plan_name', 'plan_description', 'customer',
];

describe.each(databases)('merchant callback delivery on %s', (db) => {
  let t: CallbacksTest;
  let receiver: Receiver;
  let secret: string;
  beforeAll(async () => {
    t = await callbacksTest(db);
    [{ secret }] = await t.database.db
      .select({ secret: widgetConfigurations.callbackSecret })
      .from(widgetConfigurations)
      .where(eq(widgetConfigurations.organizationId, t.organizationId));
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    // Tests drive the dispatcher by hand (dispatchOnce) unless they start it.
    await t.app.callbacks.stop();
    receiver = await startReceiver();
    await t.enableCallback(receiver.url);
  });
  afterEach(async () => {
    await t.app.callbacks.stop();
    await t.database.db.delete(webhookDeliveries);
    await receiver.close();
  });

  const waitUntilSettled = async () => {
    for (let i = 0; i < 100 && (await t.deliveries()).some((d) => d.status === 'pending'); i += 1) await new Promise((r) => setTimeout(r, 50));
    return t.deliveries();
  };

  it('a card payment delivers its pending and succeeded charge data, signed, verifiable, with the spec fields', async () => {
    t.app.callbacks.start();
    const { customerId } = await newBuyer(t, t.oneTime.id);
    const { purchaseId, data } = await startPayment(t, t.oneTime.id, customerId, 'card');
    await confirmCard(t, data.json().client_secret);
    const requests = await receiver.received(2);
    const rows = await waitUntilSettled();
    expect(rows.map((r) => [r.status, r.attempts, r.lastStatusCode])).toEqual([['delivered', 1, 204], ['delivered', 1, 204]]);

    for (const request of requests) {
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/cobro/callbacks');
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['user-agent']).toMatch(/^Cobro-Webhooks\//);
      expect(request.headers['webhook-id']).toMatch(/^msg_[0-9A-Za-z]{32}$/);
      expect(Number(request.headers['webhook-timestamp'])).toBe(t.clock.now().getTime() / 1000);
      expect(verifyWebhook(secret, request.headers, request.body, t.clock.now())).toEqual({ ok: true });
      expect(verifyWebhook(secret, request.headers, request.body.replace('9000', '9001'), t.clock.now()).ok).toBe(false);
    }
    const bodies = requests.map((r) => CallbackChargeData.parse(JSON.parse(r.body)));
    // Each body is the charge as it was when its event was written: the pending one still says pending.
    expect(bodies.map((b) => b.status).sort()).toEqual(['pending', 'succeeded']);
    const succeeded = bodies.find((b) => b.status === 'succeeded')!;
    expect(Object.keys(JSON.parse(requests[bodies.indexOf(succeeded)].body))).toEqual(SPEC_FIELDS);
    expect(succeeded).toMatchObject({
      amount: 9000,
      currency: 'eur',
      payment_method_details: { type: 'card', brand: 'visa', last4: '4242' },
      uelz_plan_id: t.oneTime.id,
      uelz_purchase_id: purchaseId,
      plan_name: 'Bono 10 clases',
      external_product_id: null,
      customer: {
        address: { city: 'Madrid', state: 'Madrid', address: 'Calle Mayor 1', country: 'ES', postal_code: '28001' },
        prefix: '+34',
        phone: '612345678',
      },
    });
    expect(rows.map((r) => r.webhookId).sort()).toEqual(requests.map((r) => r.headers['webhook-id']).sort());
  });

  it("the external ids come from the purchase's pay-button checkout session", async () => {
    const charge = await t.seededCharge();
    const [session] = await t.database.db
      .insert(checkoutSessions)
      .values({
        organizationId: t.organizationId,
        planId: t.oneTime.id,
        prefill: {} as never,
        externalProductId: 'sku-42',
        externalCustomerId: 'crm-7',
        expiresAt: t.clock.now(),
      })
      .returning();
    await t.database.db.update(purchases).set({ checkoutSessionId: session.id }).where(eq(purchases.id, charge.purchaseId!));
    await t.emitChargeEvent(charge.id);
    await t.app.callbacks.dispatchOnce();
    const [request] = await receiver.received(1);
    expect(JSON.parse(request.body)).toMatchObject({ external_product_id: 'sku-42', external_customer_id: 'crm-7', customer: { external_customer_id: 'crm-7' } });
  });

  it('callbacks switched off, or on without a URL, enqueue nothing; neither do events other than charge changes', async () => {
    const charge = await t.seededCharge();
    await t.enableCallback(receiver.url, false);
    await t.emitChargeEvent(charge.id);
    await t.database.db
      .update(widgetConfigurations)
      .set({ callbackUrl: null, callbackUrlEnabled: true })
      .where(eq(widgetConfigurations.organizationId, t.organizationId));
    await t.emitChargeEvent(charge.id);
    await t.enableCallback(receiver.url);
    await t.database.db.transaction((tx) =>
      emitEvent(tx, t.organizationId, 'purchases-updated', { id: charge.purchaseId!, occurredAt: t.clock.now() }),
    );
    expect(await t.deliveries()).toEqual([]);
    await t.emitChargeEvent(charge.id, 'charge-refunded');
    expect((await t.deliveries()).length).toBe(1);
  });

  it('a crash between the commit and the send loses nothing: the row is there and goes out on the next run', async () => {
    const charge = await t.seededCharge();
    await t.emitChargeEvent(charge.id);
    const [waiting] = await t.deliveries();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 0 });
    expect(receiver.requests).toEqual([]);

    const restarted = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings: { allowLoopback: true, timeoutMs: 2000 } });
    expect(await restarted.dispatchOnce()).toBe(1);
    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual([waiting.webhookId]);
    expect((await t.deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('a crash after the send re-delivers the same webhook-id once the claim lapses (at least once)', async () => {
    const charge = await t.seededCharge();
    await t.emitChargeEvent(charge.id);
    let transactions = 0;
    // The process dies after the POST, before it writes the outcome: its second transaction never happens.
    const dying = new Proxy(t.database.db, {
      get(target, key, receiverObject) {
        const value = Reflect.get(target, key, receiverObject);
        if (key === 'transaction' && (transactions += 1) > 1) return () => Promise.reject(new Error('process died'));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const settings = { allowLoopback: true, timeoutMs: 2000 };
    const crashed = createCallbackDispatcher({ db: dying, clock: t.clock, log: t.app.log, settings });
    await expect(crashed.dispatchOnce()).rejects.toThrow('process died');
    expect(receiver.requests).toHaveLength(1);

    const next = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings });
    expect(await next.dispatchOnce()).toBe(0);
    t.clock.advance(settings.timeoutMs + 60_001);
    expect(await next.dispatchOnce()).toBe(1);
    const [first, second] = receiver.requests;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect((await t.deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('two dispatchers working at once never send one delivery twice (SKIP LOCKED)', async () => {
    const charge = await t.seededCharge();
    for (let i = 0; i < 6; i += 1) await t.emitChargeEvent(charge.id);
    const settings = { allowLoopback: true, timeoutMs: 2000 };
    const [a, b] = [0, 1].map(() => createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings }));
    const claimed = await Promise.all([a.dispatchOnce(), b.dispatchOnce(), a.dispatchOnce()]);
    // A claim ranks a merchant's first due rows before it skips the locked ones, so one running beside another may
    // come back with fewer than are due; the next one takes them (the poller claims again when an attempt ends).
    for (let more = -1; more !== 0; claimed.push(more)) more = await b.dispatchOnce();
    expect(claimed.reduce((x, y) => x + y, 0)).toBe(6);
    const ids = receiver.requests.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
    const [{ delivered }] = await t.database.db.select({ delivered: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'delivered'));
    expect(delivered).toBe(6);
  });
});
