import { describe, expect, it } from 'vitest';
import { readVectors, type RedsysVectors } from '../test-vectors';
import {
  deriveOrderKey,
  encodeMerchantParameters,
  isValidMerchantKey,
  REDSYS_SIGNATURE_VERSION,
  signNotification,
  signRequest,
  verifyNotification,
} from './signature';

const { vectors } = readVectors<RedsysVectors>('redsys-hmac-sha256-v1');
const [request, notification, shortOrder] = vectors;

const formOf = (vector: (typeof vectors)[number]) => ({
  Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
  Ds_MerchantParameters: vector.merchantParameters,
  Ds_Signature: vector.signature,
});

/** Changes one character of a base64 text to another base64 character. */
const changeOneCharacter = (text: string, at: number) =>
  text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

describe('Redsys HMAC_SHA256_V1', () => {
  it('the derived order keys of the vectors reproduce (3DES-CBC, zero IV, zero padding)', () => {
    for (const vector of vectors.filter((v) => v.derivedKeyBase64)) {
      expect(deriveOrderKey(vector.order, vector.merchantKey).toString('base64')).toBe(vector.derivedKeyBase64);
    }
    expect(deriveOrderKey(shortOrder.order, shortOrder.merchantKey)).toHaveLength(8);
  });

  it('the request vector reproduces: same merchant parameters and signature', () => {
    const parameters = JSON.parse(Buffer.from(request.merchantParameters, 'base64').toString('utf8'));
    expect(encodeMerchantParameters(parameters)).toBe(request.merchantParameters);
    expect(signRequest(parameters, request.merchantKey)).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: request.merchantParameters,
      Ds_Signature: request.signature,
    });
  });

  it('both notification vectors verify and their values come back URL-decoded', () => {
    const first = verifyNotification(formOf(notification), notification.merchantKey);
    expect(first).toMatchObject({ ok: true, parameters: { Ds_Date: '22/10/2021', Ds_Hour: '22:51', Ds_Order: '0726qI3H7sZx' } });
    const second = verifyNotification(formOf(shortOrder), shortOrder.merchantKey);
    expect(second).toMatchObject({ ok: true, parameters: { Ds_Date: '09/11/2015', Ds_Amount: '145', Ds_Terminal: '871' } });
  });

  it('one changed character in the parameters fails', () => {
    for (const at of [0, 10, 60, notification.merchantParameters.length - 3]) {
      const form = { ...formOf(notification), Ds_MerchantParameters: changeOneCharacter(notification.merchantParameters, at) };
      expect(verifyNotification(form, notification.merchantKey).ok).toBe(false);
    }
  });

  it('one changed character in the signature fails', () => {
    for (const at of [0, 20, notification.signature.length - 2]) {
      const form = { ...formOf(notification), Ds_Signature: changeOneCharacter(notification.signature, at) };
      expect(verifyNotification(form, notification.merchantKey)).toEqual({ ok: false, reason: 'signature_mismatch' });
    }
  });

  it('a wrong key fails', () => {
    expect(verifyNotification(formOf(shortOrder), shortOrder.wrongMerchantKey!)).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  it('empty or malformed signatures fail', () => {
    for (const Ds_Signature of ['', '   ', 'not base64!', 'c2hvcnQ=', `${notification.signature}AAAA`, undefined, 42]) {
      const form = { ...formOf(notification), Ds_Signature };
      expect(verifyNotification(form, notification.merchantKey)).toEqual({ ok: false, reason: 'malformed_signature' });
    }
  });

  it('empty or malformed parameters fail', () => {
    for (const Ds_MerchantParameters of ['', 'bm90IGpzb24=', Buffer.from('{"Ds_Order":"12"}').toString('base64')]) {
      const form = { ...formOf(notification), Ds_MerchantParameters };
      expect(verifyNotification(form, notification.merchantKey)).toEqual({ ok: false, reason: 'malformed_parameters' });
    }
  });

  it('standard and URL-safe base64 signatures compare equal', () => {
    const standard = Buffer.from(notification.signature, 'base64url').toString('base64');
    expect(standard).not.toBe(notification.signature);
    expect(verifyNotification({ ...formOf(notification), Ds_Signature: standard }, notification.merchantKey).ok).toBe(true);
    const urlSafe = Buffer.from(request.signature, 'base64').toString('base64url');
    const parameters = JSON.parse(Buffer.from(request.merchantParameters, 'base64').toString('utf8'));
    const signed = signRequest(parameters, request.merchantKey);
    expect(signed.Ds_Signature).not.toBe(urlSafe);
    expect(Buffer.from(urlSafe, 'base64url')).toEqual(Buffer.from(signed.Ds_Signature, 'base64'));
  });

  it('an unknown signature version is rejected', () => {
    for (const Ds_SignatureVersion of ['HMAC_SHA512_V2', 'hmac_sha256_v1', '', undefined]) {
      const form = { ...formOf(notification), Ds_SignatureVersion };
      expect(verifyNotification(form, notification.merchantKey)).toEqual({ ok: false, reason: 'unknown_signature_version' });
    }
  });

  it("a literal '+' turned into a space by form decoding still verifies over the original characters", () => {
    // Parameters whose base64 holds '+' (the '>' and '?' bytes encode to '+' and '/'), signed like Redsys does.
    const key = notification.merchantKey;
    const parameters = { Ds_Order: '0726qI3H7sZx', Ds_MerchantData: '>>>???', Ds_Response: '0000' };
    const form = signRequest({ DS_MERCHANT_ORDER: '0726qI3H7sZx', ...parameters }, key);
    const raw = encodeMerchantParameters({ DS_MERCHANT_ORDER: '0726qI3H7sZx', ...parameters });
    expect(raw).toContain('+');
    const formDecoded = { ...form, Ds_MerchantParameters: raw.replace(/\+/g, ' '), Ds_Signature: form.Ds_Signature.replace(/\+/g, ' ') };
    expect(verifyNotification(formDecoded, key).ok).toBe(true);
  });

  it('a merchant key must be base64 of 24 bytes', () => {
    expect(isValidMerchantKey(notification.merchantKey)).toBe(true);
    expect(isValidMerchantKey('c2hvcnQ=')).toBe(false);
    expect(isValidMerchantKey('not a key')).toBe(false);
    // 24 bytes, but single DES (decision 1150).
    expect(isValidMerchantKey('A'.repeat(32))).toBe(false);
    expect(() => signRequest({ DS_MERCHANT_ORDER: '0069' }, 'c2hvcnQ=')).toThrow(RangeError);
  });

  it('a request with an order number outside the rule is never signed', () => {
    expect(() => signRequest({ DS_MERCHANT_ORDER: 'A069' }, notification.merchantKey)).toThrow(RangeError);
  });
});

describe('Redsys signatures are compared as canonical text', () => {
  // Redsys's published integration-test key (the sandbox terminal 999008881 signs with it); no vector file needed.
  const key = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
  const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const signed = signNotification({ Ds_Order: '0726qI3H7sZx', Ds_Amount: '145', Ds_Response: '0000' }, key);

  it('any other last character fails, although it decodes to the same 32 bytes', () => {
    expect(verifyNotification(signed, key).ok).toBe(true);
    const signature = signed.Ds_Signature;
    // 32 bytes fill 43 characters: the last one carries 4 bits and 2 unused ones, so 3 other characters decode alike.
    const last = URL_SAFE.indexOf(signature.at(-1)!);
    expect(last % 4).toBe(0);
    const variants = [1, 2, 3].map((n) => signature.slice(0, -1) + URL_SAFE[last + n]);
    for (const variant of variants) {
      expect(Buffer.from(variant, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(verifyNotification({ ...signed, Ds_Signature: variant }, key)).toEqual({ ok: false, reason: 'signature_mismatch' });
      const standard = `${variant.replace(/-/g, '+').replace(/_/g, '/')}=`;
      expect(verifyNotification({ ...signed, Ds_Signature: standard }, key)).toEqual({ ok: false, reason: 'signature_mismatch' });
    }
  });

  it('the standard and URL-safe spellings of the same signature both verify; wrong padding does not', () => {
    const standard = Buffer.from(signed.Ds_Signature, 'base64url').toString('base64');
    expect(standard).toMatch(/=$/);
    expect(verifyNotification({ ...signed, Ds_Signature: standard }, key).ok).toBe(true);
    expect(verifyNotification({ ...signed, Ds_Signature: standard.slice(0, -1) }, key).ok).toBe(true);
    expect(verifyNotification({ ...signed, Ds_Signature: `${standard}=` }, key).ok).toBe(false);
    expect(verifyNotification({ ...signed, Ds_Signature: `${signed.Ds_Signature}==` }, key).ok).toBe(false);
  });

  it('an empty or malformed signature fails', () => {
    for (const Ds_Signature of ['', '=', 'not base64!', signed.Ds_Signature.slice(0, -4)]) {
      expect(verifyNotification({ ...signed, Ds_Signature }, key)).toEqual({ ok: false, reason: 'malformed_signature' });
    }
  });
});
