import { describe, expect, it, vi } from 'vitest';
import { buildSignedCallback, verifyCallback } from './inespay/signature';
import { signRequest, verifyNotification } from './redsys/signature';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe/webhook-signature';
import { generateWebhookSecret, verifyWebhook, webhookHeaders } from './webhooks/standard-webhooks';

// Every verifier must reach crypto.timingSafeEqual; a plain === on signatures leaks how many leading bytes match.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});
const { timingSafeEqual } = await import('node:crypto');

/** Runs a verification of a same-length forged signature and reports whether it went through timingSafeEqual. */
function comparedInConstantTime(verify: () => { ok: boolean }) {
  vi.mocked(timingSafeEqual).mockClear();
  expect(verify().ok).toBe(false);
  return vi.mocked(timingSafeEqual).mock.calls.length > 0;
}

const flipLast = (text: string, alphabet: string) => text.slice(0, -1) + (text.endsWith(alphabet[0]) ? alphabet[1] : alphabet[0]);

describe('signatures are compared in constant time', () => {
  it('Redsys notifications', () => {
    const key = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
    const form = signRequest({ DS_MERCHANT_ORDER: '0069', Ds_Order: '0069' }, key);
    const forged = { ...form, Ds_Signature: form.Ds_Signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    expect(comparedInConstantTime(() => verifyNotification(forged, key))).toBe(true);
  });

  it('Inespay callbacks', () => {
    const signed = buildSignedCallback({ singlePayinId: 'p', reference: 'r', amount: 1, codStatus: 'OK' }, 'key');
    const forged = { ...signed, signatureDataReturn: signed.signatureDataReturn.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    expect(comparedInConstantTime(() => verifyCallback(forged, 'key'))).toBe(true);
  });

  it('Stripe webhooks', () => {
    const header = flipLast(stripeSignatureHeader('{}', 'whsec_x', 100), '01');
    expect(comparedInConstantTime(() => verifyStripeSignature('{}', header, 'whsec_x', new Date(100_000)))).toBe(true);
  });

  it('merchant callbacks (Standard Webhooks)', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders(secret, 'msg_1', 100, '{}');
    const forged = { ...headers, 'webhook-signature': flipLast(headers['webhook-signature'].slice(0, -1), 'AB') + '=' };
    expect(comparedInConstantTime(() => verifyWebhook(secret, forged, '{}', new Date(100_000)))).toBe(true);
  });
});
