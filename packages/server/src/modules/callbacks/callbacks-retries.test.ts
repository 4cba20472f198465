import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { events, webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { WEBHOOK_MAX_RETRIES } from '../../provider-protocols/webhooks/retry-schedule';
import { verifyWebhook } from '../../provider-protocols/webhooks/standard-webhooks';
import { databases } from '../../../test/harness';
import type { Resolve } from './address-rules';
import { callbacksTest, LOOPBACK_SANDBOX, startReceiver, type CallbacksTest, type Receiver } from './callbacks.fixtures';
import { createCallbackDispatcher } from './dispatcher';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe.each(databases)('merchant callback failures and retries on %s', (db) => {
  let t: CallbacksTest;
  let receiver: Receiver;
  let chargeId: string;
  beforeAll(async () => {
    t = await callbacksTest(db);
    chargeId = (await t.seededCharge()).id;
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.app.callbacks.stop();
    receiver = await startReceiver();
    await t.enableCallback(receiver.url);
  });
  afterEach(async () => {
    await t.database.db.delete(webhookDeliveries);
    await receiver.close();
  });

  const row = async () => (await t.deliveries())[0];
  const due = async () => (await row()).nextAttemptAt.getTime() - t.clock.now().getTime();
  const dispatch = () => t.app.callbacks.dispatchOnce();

  it('a 500 is retried after the backoff with the same webhook-id, a fresh timestamp and a valid signature', async () => {
    receiver.reply({ status: 500 });
    await t.emitChargeEvent(chargeId);
    expect(await dispatch()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: null });
    expect(await due()).toBeGreaterThanOrEqual(24 * SECOND);
    expect(await due()).toBeLessThanOrEqual(36 * SECOND);
    expect(await dispatch()).toBe(0);

    t.clock.advance(37 * SECOND);
    expect(await dispatch()).toBe(1);
    const [first, retry] = receiver.requests;
    expect(retry.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(retry.body).toBe(first.body);
    expect(Number(retry.headers['webhook-timestamp']) - Number(first.headers['webhook-timestamp'])).toBe(37);
    const [{ secret }] = await t.database.db.select({ secret: widgetConfigurations.callbackSecret }).from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, t.organizationId));
    expect(verifyWebhook(secret, retry.headers, retry.body, t.clock.now())).toEqual({ ok: true });
    expect(await row()).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
  });

  it('after the last retry the delivery is failed and no longer attempted', async () => {
    receiver.reply(...Array.from({ length: WEBHOOK_MAX_RETRIES + 1 }, () => ({ status: 503 })));
    await t.emitChargeEvent(chargeId);
    for (let attempt = 1; attempt <= WEBHOOK_MAX_RETRIES + 1; attempt += 1) {
      expect(await dispatch()).toBe(1);
      t.clock.advance(2 * DAY);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_RETRIES + 1, lastStatusCode: 503 });
    expect(await dispatch()).toBe(0);
    expect(receiver.requests).toHaveLength(WEBHOOK_MAX_RETRIES + 1);
  });

  it("410 Gone disables the delivery and the organization's callback, and emits nothing else", async () => {
    receiver.reply({ status: 410 });
    await t.emitChargeEvent(chargeId);
    const [{ before }] = await t.database.db.select({ before: count() }).from(events);
    await dispatch();
    expect(await row()).toMatchObject({ status: 'disabled', attempts: 1, lastStatusCode: 410 });
    const [config] = await t.database.db.select().from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, t.organizationId));
    expect(config).toMatchObject({ callbackUrlEnabled: false, callbackUrl: receiver.url });
    const [{ after }] = await t.database.db.select({ after: count() }).from(events);
    expect(after).toBe(before);
    await t.emitChargeEvent(chargeId);
    expect(await t.deliveries()).toHaveLength(1);
  });

  it('a 302 is a failure and its Location is never requested', async () => {
    receiver.reply({ status: 302, headers: { location: `https://127.0.0.1:${receiver.port}/elsewhere` } });
    await t.emitChargeEvent(chargeId);
    // A followed redirect would be requested and answered before the attempt's outcome is written: no wait needed.
    await dispatch();
    expect(receiver.requests.map((r) => r.path)).toEqual(['/cobro/callbacks']);
    expect(await row()).toMatchObject({ status: 'pending', lastStatusCode: 302, lastError: 'redirect_not_followed' });
  });

  it('Retry-After (seconds or HTTP date) is honoured when longer than the backoff, capped at a day; a shorter one is not', async () => {
    await t.emitChargeEvent(chargeId);
    receiver.reply({ status: 503, headers: { 'retry-after': '3600' } });
    await dispatch();
    expect(await due()).toBe(HOUR);

    t.clock.advance(HOUR);
    receiver.reply({ status: 429, headers: { 'retry-after': new Date(t.clock.now().getTime() + 2 * HOUR).toUTCString() } });
    await dispatch();
    expect(await due()).toBe(2 * HOUR);

    t.clock.advance(2 * HOUR);
    receiver.reply({ status: 503, headers: { 'retry-after': '9999999' } });
    await dispatch();
    expect(await due()).toBe(DAY);

    t.clock.advance(DAY);
    receiver.reply({ status: 503, headers: { 'retry-after': '1' } });
    await dispatch();
    // Attempt 4's backoff is 13.5 min +-20 %.
    expect(await due()).toBeGreaterThan(10 * 60 * SECOND);
  });

  it('a slow endpoint is cut off at the timeout and retried later', async () => {
    receiver.reply('hang');
    await t.emitChargeEvent(chargeId);
    // The attempt's timers on a fake clock, performance.now() standing still (issue 26, item 8): the cut-off falls at
    // exactly the timeout, whatever the machine's load, and the test does not wait for it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      let settled = false;
      const attempt = dispatch().finally(() => (settled = true));
      await receiver.received(1);
      vi.advanceTimersByTime(LOOPBACK_SANDBOX.timeoutMs - 1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      vi.advanceTimersByTime(1);
      await attempt;
    } finally {
      vi.useRealTimers();
    }
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: 'timeout' });
  });

  it('without the sandbox setting a loopback URL is refused; private addresses are refused after resolution', async () => {
    await t.emitChargeEvent(chargeId);
    const strict = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings: { allowLoopback: false, timeoutMs: 2000 } });
    await strict.dispatchOnce();
    expect(await row()).toMatchObject({ status: 'pending', lastError: 'address_not_allowed' });

    await t.database.db.delete(webhookDeliveries);
    await t.enableCallback('https://hooks.shop.test/cobro');
    await t.emitChargeEvent(chargeId);
    const resolve: Resolve = async () => [{ address: '10.1.2.3', family: 4 }];
    const resolving = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings: { allowLoopback: true, timeoutMs: 2000 }, resolve });
    await resolving.dispatchOnce();
    expect(await row()).toMatchObject({ status: 'pending', lastError: 'address_not_allowed' });
    expect(receiver.requests).toEqual([]);
  });

  it('the connection goes to the address that was checked, without resolving the name again', async () => {
    const url = `https://hooks.shop.test:${receiver.port}/cobro`;
    await t.enableCallback(url);
    await t.emitChargeEvent(chargeId);
    const resolve: Resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const pinned = createCallbackDispatcher({ db: t.database.db, clock: t.clock, log: t.app.log, settings: { allowLoopback: true, timeoutMs: 2000 }, resolve });
    await pinned.dispatchOnce();
    expect(receiver.requests.map((r) => r.headers.host)).toEqual([`hooks.shop.test:${receiver.port}`]);
    expect(await row()).toMatchObject({ status: 'delivered' });
  });

  it('only https is ever called: an http URL fails at once', async () => {
    await t.enableCallback(`http://127.0.0.1:${receiver.port}/cobro`);
    await t.emitChargeEvent(chargeId);
    await dispatch();
    expect(await row()).toMatchObject({ status: 'failed', attempts: 1, lastError: 'invalid_url' });
    expect(receiver.requests).toEqual([]);
  });

  it('a delivery whose callback was switched off or moved since is not sent (disabled, resendable)', async () => {
    await t.emitChargeEvent(chargeId);
    await t.enableCallback('https://new.shop.es/cobro');
    await dispatch();
    expect(await row()).toMatchObject({ status: 'disabled', attempts: 0, lastError: 'callback_url_changed' });

    await t.database.db.delete(webhookDeliveries);
    await t.enableCallback(receiver.url);
    await t.emitChargeEvent(chargeId);
    await t.enableCallback(receiver.url, false);
    await dispatch();
    expect(await row()).toMatchObject({ status: 'disabled', attempts: 0, lastError: 'callbacks_disabled' });
    expect(receiver.requests).toEqual([]);
  });
});
