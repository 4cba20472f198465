import { createHmac } from 'node:crypto';
import { equalText } from '../signing';

/** Stripe's default tolerance; Cobro applies it in both directions (Stripe's own library only refuses old events). */
export const STRIPE_TOLERANCE_SECONDS = 300;

export type StripeSignatureFailure = 'missing_header' | 'malformed_header' | 'no_matching_signature' | 'timestamp_outside_tolerance';
export type StripeSignatureVerification = { ok: true; timestamp: number } | { ok: false; reason: StripeSignatureFailure };

/** Hex HMAC-SHA256 of `${t}.${payload}` keyed with the endpoint secret (the whole `whsec_...` text). */
const computeSignature = (payload: string | Uint8Array, secret: string, timestamp: number) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

/** A `Stripe-Signature` header as Stripe builds it; for recorded fixtures and the tests. */
export const stripeSignatureHeader = (payload: string | Uint8Array, secret: string, timestampSeconds: number) =>
  `t=${timestampSeconds},v1=${computeSignature(payload, secret, timestampSeconds)}`;

function parseHeader(header: string): { timestamp: number; signatures: string[] } | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 1) return null;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') {
      if (!/^\d+$/.test(value) || timestamp !== null) return null;
      timestamp = Number(value);
    } else if (key === 'v1') {
      signatures.push(value);
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/**
 * Verifies a Stripe webhook over the raw request body. Several v1 entries may be present while a secret is
 * rolled; v0 and unknown schemes are ignored. The timestamp must lie within the tolerance on either side of
 * the injected clock, so a replayed old event and a forged future one are both refused.
 */
export function verifyStripeSignature(
  payload: string | Uint8Array,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_TOLERANCE_SECONDS,
): StripeSignatureVerification {
  if (!header) return { ok: false, reason: 'missing_header' };
  const parsed = parseHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed_header' };
  const expected = computeSignature(payload, secret, parsed.timestamp);
  if (!parsed.signatures.some((signature) => equalText(signature, expected))) {
    return { ok: false, reason: 'no_matching_signature' };
  }
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > toleranceSeconds) {
    return { ok: false, reason: 'timestamp_outside_tolerance' };
  }
  return { ok: true, timestamp: parsed.timestamp };
}
