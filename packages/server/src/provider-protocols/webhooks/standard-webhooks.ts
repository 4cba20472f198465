import { createHmac, randomBytes } from 'node:crypto';
import { decodeBase64, equalText } from '../signing';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** A verifier refuses timestamps further than this from its clock, in the past or the future. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** Standard Webhooks recommends secrets of 24 to 64 random bytes. */
const SECRET_MIN_BYTES = 24;
const SECRET_MAX_BYTES = 64;

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export type WebhookVerificationFailure = 'missing_headers' | 'invalid_timestamp' | 'timestamp_outside_tolerance' | 'no_matching_signature';
export type WebhookVerification = { ok: true } | { ok: false; reason: WebhookVerificationFailure };

function secretKey(secret: string): Buffer {
  const key = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? decodeBase64(secret.slice(WEBHOOK_SECRET_PREFIX.length)) : null;
  if (!key || key.length < SECRET_MIN_BYTES || key.length > SECRET_MAX_BYTES) {
    throw new RangeError('A webhook secret is "whsec_" followed by base64 of 24 to 64 bytes');
  }
  return key;
}

/** A new endpoint secret, shown once to the merchant. */
export const generateWebhookSecret = (bytes = 32) => `${WEBHOOK_SECRET_PREFIX}${randomBytes(bytes).toString('base64')}`;

/** `v1,` + base64(HMAC-SHA256(secret bytes, `${id}.${timestamp}.${body}`)). */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string | Uint8Array): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestampSeconds}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one delivery attempt: every retry reuses the id and gets a fresh timestamp and signature. */
export function webhookHeaders(secret: string, id: string, timestampSeconds: number, body: string | Uint8Array): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': signWebhook(secret, id, timestampSeconds, body),
  };
}

/**
 * Verifies a delivery as a merchant's receiver would (Cobro's examples and tests use it). `headers` are the
 * request's, lower-cased as Node gives them (a header sent twice arrives as an array and is refused); the
 * signature header may list several space-separated entries (secret rotation) and only `v1` entries count.
 */
export function verifyWebhook(
  secret: string,
  headers: { readonly [K in keyof WebhookHeaders]?: string | string[] },
  body: string | Uint8Array,
  now: Date,
): WebhookVerification {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string' || !id || !signatures) {
    return { ok: false, reason: 'missing_headers' };
  }
  if (!/^\d+$/.test(timestamp)) return { ok: false, reason: 'invalid_timestamp' };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'timestamp_outside_tolerance' };
  }
  const expected = signWebhook(secret, id, seconds, body);
  const matches = signatures
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .some((entry) => equalText(entry, expected));
  return matches ? { ok: true } : { ok: false, reason: 'no_matching_signature' };
}
