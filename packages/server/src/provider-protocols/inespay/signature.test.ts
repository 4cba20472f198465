import { describe, expect, it } from 'vitest';
import { buildSignedCallback, encodeDataReturn, signDataReturn, verifyCallback } from './signature';

const API_KEY = 'sandbox-inespay-api-key';
const payload = { singlePayinId: '8f0b1c2d-sandbox', reference: 'COBRO-ch_123', amount: '4999', codStatus: 'OK' };

// Computed independently with `openssl dgst -sha256 -hmac <key> | base64` over the dataReturn text.
const FIXTURE = {
  dataReturn:
    'eyJzaW5nbGVQYXlpbklkIjoiOGYwYjFjMmQtc2FuZGJveCIsInJlZmVyZW5jZSI6IkNPQlJPLWNoXzEyMyIsImFtb3VudCI6IjQ5OTkiLCJjb2RTdGF0dXMiOiJPSyJ9',
  signatureDataReturn: 'NDNkZmI5OTg1ZWZjZWJkNzY1ZGUzMDAxYzUzY2M4ZjJlMjJmYzZlYTAwY2I2Yjg0ZWJjMjg4NDE1ODE5NzI4Mg==',
};

describe('Inespay signed callback', () => {
  it('the signature is base64 of the hex HMAC-SHA256 of dataReturn, as Inespay computes it', () => {
    expect(encodeDataReturn(payload)).toBe(FIXTURE.dataReturn);
    expect(signDataReturn(FIXTURE.dataReturn, API_KEY)).toBe(FIXTURE.signatureDataReturn);
    expect(buildSignedCallback(payload, API_KEY)).toEqual(FIXTURE);
  });

  it('a correctly signed callback verifies and its amount is read in minor units', () => {
    expect(verifyCallback(FIXTURE, API_KEY)).toEqual({ ok: true, payload: { ...payload, amount: 4999 } });
  });

  it('an altered payload with the old signature is refused', () => {
    const altered = encodeDataReturn({ ...payload, amount: '1' });
    expect(verifyCallback({ ...FIXTURE, dataReturn: altered }, API_KEY)).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('a changed signature or another API key is refused', () => {
    const changed = `${FIXTURE.signatureDataReturn.slice(0, 10)}x${FIXTURE.signatureDataReturn.slice(11)}`;
    expect(verifyCallback({ ...FIXTURE, signatureDataReturn: changed }, API_KEY).ok).toBe(false);
    expect(verifyCallback(FIXTURE, 'another-api-key')).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  it('missing or empty fields are refused before any work', () => {
    expect(verifyCallback({ dataReturn: FIXTURE.dataReturn }, API_KEY)).toEqual({ ok: false, reason: 'missing_fields' });
    expect(verifyCallback({ ...FIXTURE, signatureDataReturn: '' }, API_KEY)).toEqual({ ok: false, reason: 'missing_fields' });
    expect(verifyCallback({ dataReturn: 1, signatureDataReturn: 2 }, API_KEY)).toEqual({ ok: false, reason: 'missing_fields' });
  });

  it('a signed payload without the fields Cobro needs is malformed, not paid', () => {
    const signed = buildSignedCallback({ ...payload, amount: '49.99' } as never, API_KEY);
    expect(verifyCallback(signed, API_KEY)).toEqual({ ok: false, reason: 'malformed_payload' });
  });

  it("a '+' turned into a space by form decoding still verifies", () => {
    const withPlus = buildSignedCallback({ ...payload, reference: 'ref>>>?' }, API_KEY);
    expect(withPlus.dataReturn).toContain('+');
    const formDecoded = { ...withPlus, dataReturn: withPlus.dataReturn.replace(/\+/g, ' ') };
    expect(verifyCallback(formDecoded, API_KEY).ok).toBe(true);
  });
});
