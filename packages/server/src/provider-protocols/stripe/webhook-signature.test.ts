import { describe, expect, it } from 'vitest';
import { STRIPE_TOLERANCE_SECONDS, stripeSignatureHeader, verifyStripeSignature } from './webhook-signature';

const SECRET = 'whsec_stripe_test_secret';
const PAYLOAD = '{"id":"evt_test","type":"payment_intent.succeeded"}';
const T = 1_700_000_000;
// Computed independently: printf '1700000000.<payload>' | openssl dgst -sha256 -hmac whsec_stripe_test_secret
const EXPECTED_V1 = '06ddc2a6e12669e535f34d864109a77d8844b8dd5ad7d716a3bd3a22408e1f41';
const at = (seconds: number) => new Date(seconds * 1000);

describe('Stripe-Signature', () => {
  it('signs `${t}.${payload}` with HMAC-SHA256 of the endpoint secret, as Stripe does', () => {
    expect(stripeSignatureHeader(PAYLOAD, SECRET, T)).toBe(`t=${T},v1=${EXPECTED_V1}`);
  });

  it('a header from Stripe verifies over the raw body, string or bytes', () => {
    const header = `t=${T},v1=${EXPECTED_V1},v0=6ffbb59b2300aae63f272406069a9788598b792a944a07aba816edb039989a39`;
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, at(T + 10))).toEqual({ ok: true, timestamp: T });
    expect(verifyStripeSignature(Buffer.from(PAYLOAD), header, SECRET, at(T)).ok).toBe(true);
  });

  it('the tolerance window refuses both old and future timestamps', () => {
    const header = stripeSignatureHeader(PAYLOAD, SECRET, T);
    const tooOld = verifyStripeSignature(PAYLOAD, header, SECRET, at(T + STRIPE_TOLERANCE_SECONDS + 1));
    const tooNew = verifyStripeSignature(PAYLOAD, header, SECRET, at(T - STRIPE_TOLERANCE_SECONDS - 1));
    expect(tooOld).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
    expect(tooNew).toEqual({ ok: false, reason: 'timestamp_outside_tolerance' });
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, at(T - STRIPE_TOLERANCE_SECONDS)).ok).toBe(true);
  });

  it('a changed body, timestamp, secret or signature does not verify', () => {
    const header = stripeSignatureHeader(PAYLOAD, SECRET, T);
    const now = at(T);
    expect(verifyStripeSignature(`${PAYLOAD} `, header, SECRET, now)).toEqual({ ok: false, reason: 'no_matching_signature' });
    expect(verifyStripeSignature(PAYLOAD, header.replace(`t=${T}`, `t=${T + 1}`), SECRET, now).ok).toBe(false);
    expect(verifyStripeSignature(PAYLOAD, header, 'whsec_other', now).ok).toBe(false);
    expect(verifyStripeSignature(PAYLOAD, header.slice(0, -1) + (header.endsWith('0') ? '1' : '0'), SECRET, now).ok).toBe(false);
  });

  it('one matching v1 among several (a rolled secret) is enough', () => {
    const header = `t=${T},v1=${'0'.repeat(64)},v1=${EXPECTED_V1}`;
    expect(verifyStripeSignature(PAYLOAD, header, SECRET, at(T)).ok).toBe(true);
  });

  it('a missing or malformed header is refused', () => {
    expect(verifyStripeSignature(PAYLOAD, undefined, SECRET, at(T))).toEqual({ ok: false, reason: 'missing_header' });
    for (const header of ['garbage', `v1=${EXPECTED_V1}`, `t=${T}`, `t=abc,v1=${EXPECTED_V1}`, `t=${T},t=${T},v1=${EXPECTED_V1}`]) {
      expect(verifyStripeSignature(PAYLOAD, header, SECRET, at(T))).toEqual({ ok: false, reason: 'malformed_header' });
    }
  });
});
