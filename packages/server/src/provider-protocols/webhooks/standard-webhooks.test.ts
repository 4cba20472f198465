import { describe, expect, it } from 'vitest';
import { readVectors, type StandardWebhooksVector } from '../test-vectors';
import { generateWebhookSecret, signWebhook, verifyWebhook, webhookHeaders, WEBHOOK_TOLERANCE_SECONDS } from './standard-webhooks';

const vector = readVectors<StandardWebhooksVector>('standard-webhooks');
const at = (seconds: number) => new Date(seconds * 1000);
const signedAt = vector.webhookTimestamp;
const headers = webhookHeaders(vector.secret, vector.webhookId, signedAt, vector.body);

describe('Standard Webhooks signing', () => {
  it('the published vector reproduces exactly', () => {
    expect(signWebhook(vector.secret, vector.webhookId, signedAt, vector.body)).toBe(vector.expectedSignatureHeader);
    expect(headers).toEqual({
      'webhook-id': vector.webhookId,
      'webhook-timestamp': String(signedAt),
      'webhook-signature': vector.expectedSignatureHeader,
    });
  });

  it('a delivery verifies with the same secret, body and a clock within five minutes', () => {
    expect(verifyWebhook(vector.secret, headers, vector.body, at(signedAt))).toEqual({ ok: true });
    expect(verifyWebhook(vector.secret, headers, Buffer.from(vector.body), at(signedAt + WEBHOOK_TOLERANCE_SECONDS))).toEqual({ ok: true });
  });

  it('the verifier rejects timestamps more than 5 minutes in the past or the future', () => {
    const late = verifyWebhook(vector.secret, headers, vector.body, at(signedAt + WEBHOOK_TOLERANCE_SECONDS + 1));
    const early = verifyWebhook(vector.secret, headers, vector.body, at(signedAt - WEBHOOK_TOLERANCE_SECONDS - 1));
    expect(late).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
    expect(early).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
  });

  it('a changed body, id or timestamp does not verify', () => {
    const now = at(signedAt);
    expect(verifyWebhook(vector.secret, headers, '{"test": 2432232315}', now).ok).toBe(false);
    expect(verifyWebhook(vector.secret, { ...headers, 'webhook-id': 'msg_other' }, vector.body, now).ok).toBe(false);
    expect(verifyWebhook(vector.secret, { ...headers, 'webhook-timestamp': String(signedAt + 1) }, vector.body, now).ok).toBe(false);
  });

  it('several space-separated signatures: one matching v1 entry is enough, other versions are ignored', () => {
    const other = signWebhook(generateWebhookSecret(), vector.webhookId, signedAt, vector.body);
    const rotated = { ...headers, 'webhook-signature': `${other} v1a,abc ${vector.expectedSignatureHeader}` };
    expect(verifyWebhook(vector.secret, rotated, vector.body, at(signedAt))).toEqual({ ok: true });
    const onlyOthers = { ...headers, 'webhook-signature': `${other} v2,${vector.expectedSignatureHeader.slice(3)}` };
    expect(verifyWebhook(vector.secret, onlyOthers, vector.body, at(signedAt))).toEqual({ ok: false, reason: 'no_matching_signature' });
  });

  it('missing headers and a non-numeric timestamp are refused', () => {
    const { 'webhook-signature': _, ...unsigned } = headers;
    expect(verifyWebhook(vector.secret, unsigned, vector.body, at(signedAt))).toEqual({ ok: false, reason: 'missing_headers' });
    const repeated = { ...headers, 'webhook-id': [vector.webhookId, 'msg_other'] };
    expect(verifyWebhook(vector.secret, repeated, vector.body, at(signedAt))).toEqual({ ok: false, reason: 'missing_headers' });
    const bad = { ...headers, 'webhook-timestamp': '1614265330.5' };
    expect(verifyWebhook(vector.secret, bad, vector.body, at(signedAt))).toEqual({ ok: false, reason: 'invalid_timestamp' });
  });

  it('every retry of one event carries the same webhook-id and a fresh timestamp and signature', () => {
    const retry = webhookHeaders(vector.secret, vector.webhookId, signedAt + 30, vector.body);
    expect(retry['webhook-id']).toBe(headers['webhook-id']);
    expect(retry['webhook-timestamp']).not.toBe(headers['webhook-timestamp']);
    expect(retry['webhook-signature']).not.toBe(headers['webhook-signature']);
  });

  it('a generated secret is whsec_ plus 32 random bytes and signs; a malformed secret is refused', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(generateWebhookSecret());
    expect(signWebhook(secret, 'msg_1', 1, 'x')).toMatch(/^v1,/);
    for (const bad of ['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'whsec_c2hvcnQ=', 'whsec_not base64']) {
      expect(() => signWebhook(bad, 'msg_1', 1, 'x')).toThrow(RangeError);
    }
  });
});
