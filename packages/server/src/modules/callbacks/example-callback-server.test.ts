import { request } from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetConfigurations } from '../../db/schema/index';
import { readVectors, type StandardWebhooksVector } from '../../provider-protocols/test-vectors';
import { sign, startCallbackServer, verifyWebhook } from '../../../../../examples/callback-server/server.mjs';
import { callbacksTest, type CallbacksTest } from './callbacks.fixtures';

const vector = readVectors<StandardWebhooksVector>('standard-webhooks');
const signedAt = new Date(vector.webhookTimestamp * 1000);
const vectorHeaders = {
  'webhook-id': vector.webhookId,
  'webhook-timestamp': String(vector.webhookTimestamp),
  'webhook-signature': vector.expectedSignatureHeader,
};

/** POSTs to the example (its certificate is self-signed) and answers the status code. */
function post(url: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('example callback server (examples/callback-server)', () => {
  it('reproduces the published Standard Webhooks vector', () => {
    expect(sign(vector.secret, vector.webhookId, vector.webhookTimestamp, vector.body)).toBe(vector.expectedSignatureHeader);
    expect(verifyWebhook(vector.secret, vectorHeaders, vector.body, signedAt)).toEqual({ ok: true });
  });

  it('refuses a changed body, a wrong secret, missing headers and a timestamp more than 5 minutes off', () => {
    expect(verifyWebhook(vector.secret, vectorHeaders, vector.body.replace('4', '5'), signedAt)).toEqual({ ok: false, reason: 'no_matching_signature' });
    expect(verifyWebhook('whsec_' + Buffer.alloc(24, 1).toString('base64'), vectorHeaders, vector.body, signedAt).ok).toBe(false);
    expect(verifyWebhook(vector.secret, { ...vectorHeaders, 'webhook-signature': undefined }, vector.body, signedAt)).toEqual({ ok: false, reason: 'missing_headers' });
    const late = new Date(signedAt.getTime() + 301_000);
    expect(verifyWebhook(vector.secret, vectorHeaders, vector.body, late)).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
  });

  it('answers 204 to a valid delivery, processes a webhook-id once, 400 to a forged one, 500 to the first N when asked', async () => {
    const lines: string[] = [];
    const server = await startCallbackServer({ secret: vector.secret, now: () => signedAt, failFirst: 1, log: (line) => lines.push(line) });
    try {
      const headers = { ...vectorHeaders, 'content-type': 'application/json' };
      expect(await post(server.url, headers, vector.body)).toBe(500);
      expect(server.received).toEqual([]);
      expect(await post(server.url, headers, '{"test": 1}')).toBe(400);
      expect(await post(server.url, headers, vector.body)).toBe(204);
      expect(await post(server.url, headers, vector.body)).toBe(204);
      expect(server.received).toHaveLength(1);
      expect(lines.some((line) => line.includes('already processed'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('example callback server receiving from Cobro', () => {
  let t: CallbacksTest;
  beforeAll(async () => {
    t = await callbacksTest('pglite');
    await t.app.callbacks.stop();
  });
  afterAll(() => t?.close());

  it('verifies and logs a real delivery, then gets the retry after its 500', async () => {
    const [{ secret }] = await t.database.db
      .select({ secret: widgetConfigurations.callbackSecret })
      .from(widgetConfigurations)
      .where(eq(widgetConfigurations.organizationId, t.organizationId));
    const server = await startCallbackServer({ secret, now: () => t.clock.now(), failFirst: 1, log: () => {} });
    try {
      await t.enableCallback(server.url);
      const charge = await t.seededCharge();
      await t.emitChargeEvent(charge.id);
      await t.app.callbacks.dispatchOnce();
      expect((await t.deliveries())[0]).toMatchObject({ status: 'pending', lastStatusCode: 500 });
      t.clock.advance(40_000);
      await t.app.callbacks.dispatchOnce();
      expect(server.received.map((r) => r.charge.uelz_charge_id)).toEqual([charge.id]);
      expect((await t.deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204 });
    } finally {
      await server.close();
    }
  });
});
