import { eq, ne } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CallbackSecret, paged, WebhookDelivery } from '@cobro/contracts';
import { events, organizations, webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { buildApp } from '../../app';
import { databases, testConfig } from '../../../test/harness';
import { callbacksTest, startReceiver, type CallbacksTest, type Receiver } from './callbacks.fixtures';

const DeliveryPage = paged(WebhookDelivery);

describe.each(databases)('callback delivery log on %s', (db) => {
  let t: CallbacksTest;
  let receiver: Receiver;
  let cookie: string;
  let chargeId: string;
  beforeAll(async () => {
    t = await callbacksTest(db);
    cookie = await t.signIn();
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

  const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });
  const resend = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/widget-configuration/deliveries/${id}/resend`, headers: { cookie } });

  /** A delivery of another organization, written straight into the tables. */
  async function foreignDelivery() {
    const [other] = await t.database.db.select().from(organizations).where(ne(organizations.id, t.organizationId)).limit(1);
    const [event] = await t.database.db
      .insert(events)
      .values({ organizationId: other.id, event: 'charge-succeeded', entityId: chargeId, payload: {}, createdAt: t.clock.now() })
      .returning();
    const [row] = await t.database.db
      .insert(webhookDeliveries)
      .values({ eventId: event.id, organizationId: other.id, webhookId: 'msg_other', url: receiver.url, body: '{}', status: 'failed', nextAttemptAt: t.clock.now() })
      .returning();
    return row;
  }

  it('lists this organization’s deliveries newest first, paged, with the charge and its status', async () => {
    await foreignDelivery();
    for (let i = 0; i < 3; i += 1) {
      await t.emitChargeEvent(chargeId, i === 2 ? 'charge-refunded' : 'charge-succeeded');
      t.clock.advance(1000);
    }
    const first = DeliveryPage.parse((await get('/api/widget-configuration/deliveries?page=1&page_size=2')).json());
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    const rows = await t.deliveries();
    expect(first.data.map((d) => d.id)).toEqual([rows[2].id, rows[1].id]);
    expect(first.data[0]).toMatchObject({ charge_id: chargeId, status: 'pending', attempts: 0, url: receiver.url, webhook_id: rows[2].webhookId });
    expect(first.data[0].next_attempt_at).not.toBeNull();
    const second = DeliveryPage.parse((await get('/api/widget-configuration/deliveries?page=2&page_size=2')).json());
    expect(second.data.map((d) => d.id)).toEqual([rows[0].id]);
    expect((await get('/api/widget-configuration/deliveries', {})).statusCode).toBe(401);
  });

  it('resend sends now with the same webhook-id and answers the updated row; failed and disabled ones can be resent', async () => {
    receiver.reply({ status: 500 });
    await t.emitChargeEvent(chargeId);
    const [row] = await t.deliveries();
    for (const status of ['failed', 'disabled'] as const) {
      await t.database.db.update(webhookDeliveries).set({ status }).where(eq(webhookDeliveries.id, row.id));
      const answer = await resend(row.id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(WebhookDelivery.parse(answer.json())).toMatchObject({ id: row.id, webhook_id: row.webhookId, charge_id: chargeId });
    }
    expect(receiver.requests.map((r) => r.headers['webhook-id'])).toEqual([row.webhookId, row.webhookId]);
    // The first resend got the 500: a manual resend of a finished delivery is one attempt, so it stays failed.
    const after = await t.deliveries();
    expect(after[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
  });

  it('a failed manual resend of a finished delivery stays failed; of a pending one it keeps the schedule', async () => {
    receiver.reply({ status: 500 }, { status: 500 });
    await t.emitChargeEvent(chargeId);
    const [row] = await t.deliveries();
    expect((await resend(row.id)).json()).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    await t.database.db.update(webhookDeliveries).set({ status: 'failed' }).where(eq(webhookDeliveries.id, row.id));
    expect((await resend(row.id)).json()).toMatchObject({ status: 'failed', attempts: 2, last_status_code: 500, next_attempt_at: null });
  });

  it("another organization's delivery, an unknown id and a malformed id are 404", async () => {
    const foreign = await foreignDelivery();
    for (const id of [foreign.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const answer = await resend(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('API-004');
    }
    expect(receiver.requests).toEqual([]);
  });

  it('answers the signing secret of the organization', async () => {
    const answer = await get('/api/widget-configuration/callback-secret');
    const [config] = await t.database.db.select().from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, t.organizationId));
    expect(CallbackSecret.parse(answer.json())).toEqual({ secret: config.callbackSecret });
    expect((await get('/api/widget-configuration/callback-secret', {})).statusCode).toBe(401);
  });

  it('a production server refuses to start with loopback callbacks allowed', async () => {
    const config = testConfig({ production: true, callbacks: { allowLoopback: true, timeoutMs: 1000 } });
    await expect(buildApp({ config, database: t.database, clock: t.clock, scheduler: false })).rejects.toThrow('allowLoopback');
  });
});
