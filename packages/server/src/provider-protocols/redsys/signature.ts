import { createCipheriv, createHmac } from 'node:crypto';
import { decodeBase64, equalText, restorePlusSigns } from '../signing';
import { isValidOrderNumber } from './order-number';
import { readParameter } from './parameters';

export const REDSYS_SIGNATURE_VERSION = 'HMAC_SHA256_V1';
const TRIPLE_DES_KEY_BYTES = 24;
const SHA256_BYTES = 32;

/** The three fields of the form posted to Redsys and of the notification Redsys posts back. */
export interface RedsysSignedForm {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

/** Request parameters (DS_MERCHANT_*); the order number is needed to derive the signing key. */
export type RedsysRequestParameters = { DS_MERCHANT_ORDER: string } & Record<string, string>;

export type RedsysVerificationFailure =
  | 'unknown_signature_version'
  | 'malformed_signature'
  | 'malformed_parameters'
  | 'signature_mismatch';

export type RedsysVerification =
  | { ok: true; parameters: Record<string, string> }
  | { ok: false; reason: RedsysVerificationFailure };

function merchantKeyBytes(merchantKey: string): Buffer | null {
  const key = decodeBase64(merchantKey);
  return key?.length === TRIPLE_DES_KEY_BYTES ? key : null;
}

const DES_KEY_BYTES = 8;

/**
 * Whether the three DES keys of a 3DES key make triple DES: a key whose first two or last two parts are equal (parity
 * bits, the lowest of each byte, aside) encrypts as single DES, which no bank gives for a Redsys terminal; a
 * placeholder such as 32 'A's is one.
 */
function isTripleDes(key: Buffer): boolean {
  const part = (index: number) => Buffer.from(key.subarray(index * DES_KEY_BYTES, (index + 1) * DES_KEY_BYTES).map((byte) => byte & 0xfe));
  return !part(0).equals(part(1)) && !part(1).equals(part(2));
}

/** A Redsys merchant key (the "clave secreta SHA-256") is base64 of a 24-byte triple-DES key; PRO-005 otherwise. */
export function isValidMerchantKey(merchantKey: string): boolean {
  const key = merchantKeyBytes(merchantKey);
  return key !== null && isTripleDes(key);
}

/** The per-order key: 3DES-CBC, zero IV, of the order number zero-padded to whole 8-byte blocks. */
export function deriveOrderKey(order: string, merchantKey: string): Buffer {
  const key = merchantKeyBytes(merchantKey);
  if (!key) throw new RangeError('The Redsys merchant key must be base64 of 24 bytes');
  const block = Buffer.alloc(Math.ceil(Buffer.byteLength(order) / 8) * 8);
  block.write(order, 'utf8');
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** HMAC-SHA256 over Ds_MerchantParameters exactly as sent, with the order's derived key. */
const computeSignature = (merchantParameters: string, order: string, merchantKey: string) =>
  createHmac('sha256', deriveOrderKey(order, merchantKey)).update(merchantParameters, 'utf8').digest();

export const encodeMerchantParameters = (parameters: Record<string, string>) =>
  Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');

/** The signed form the browser posts to Redsys. */
export function signRequest(parameters: RedsysRequestParameters, merchantKey: string): RedsysSignedForm {
  const order = parameters.DS_MERCHANT_ORDER;
  if (!isValidOrderNumber(order)) throw new RangeError(`Invalid DS_MERCHANT_ORDER "${order}"`);
  const merchantParameters = encodeMerchantParameters(parameters);
  return {
    Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: computeSignature(merchantParameters, order, merchantKey).toString('base64'),
  };
}

function decodeParameters(merchantParameters: string): Record<string, unknown> | null {
  const json = decodeBase64(merchantParameters);
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Notification values are URL-encoded inside the JSON (PHP urlencode: '+' is a space). */
function urlDecodeValues(raw: Record<string, unknown>): Record<string, string> | null {
  const decoded: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string' && typeof value !== 'number') return null;
    try {
      decoded[name] = decodeURIComponent(String(value).replace(/\+/g, ' '));
    } catch {
      return null;
    }
  }
  return decoded;
}

/**
 * The canonical URL-safe, unpadded spelling of a base64 signature: the standard and URL-safe spellings of one
 * signature become the same text (Redsys sends either), while padding of the wrong length is kept, so it never matches.
 */
function urlSafeSpelling(text: string): string {
  const body = text.replace(/=+$/, '');
  const padding = text.length - body.length;
  if (padding !== 0 && padding !== (4 - (body.length % 4)) % 4) return text;
  return body.replace(/\+/g, '-').replace(/\//g, '_');
}

const fail = (reason: RedsysVerificationFailure): RedsysVerification => ({ ok: false, reason });

/**
 * Verifies a Redsys notification and returns its parameters, values URL-decoded. Nothing in it may be trusted
 * before this says ok; the business fields are then checked by `interpretNotification`.
 */
export function verifyNotification(form: Partial<Record<keyof RedsysSignedForm, unknown>>, merchantKey: string): RedsysVerification {
  return verifySigned(form, merchantKey, 'Ds_Order');
}

/**
 * Verifies a payment request as Redsys's page does (the sandbox's simulated page uses it): the same scheme, with
 * the key derived from DS_MERCHANT_ORDER.
 */
export function verifyRequest(form: Partial<Record<keyof RedsysSignedForm, unknown>>, merchantKey: string): RedsysVerification {
  return verifySigned(form, merchantKey, 'DS_MERCHANT_ORDER');
}

/** Signs a notification as Redsys does (for the sandbox's simulated page): the key is derived from Ds_Order. */
export function signNotification(parameters: { Ds_Order: string } & Record<string, string>, merchantKey: string): RedsysSignedForm {
  if (!isValidOrderNumber(parameters.Ds_Order)) throw new RangeError(`Invalid Ds_Order "${parameters.Ds_Order}"`);
  const merchantParameters = encodeMerchantParameters(parameters);
  return {
    Ds_SignatureVersion: REDSYS_SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: computeSignature(merchantParameters, parameters.Ds_Order, merchantKey).toString('base64url'),
  };
}

function verifySigned(form: Partial<Record<keyof RedsysSignedForm, unknown>>, merchantKey: string, orderField: string): RedsysVerification {
  if (form.Ds_SignatureVersion !== REDSYS_SIGNATURE_VERSION) return fail('unknown_signature_version');
  if (typeof form.Ds_Signature !== 'string' || typeof form.Ds_MerchantParameters !== 'string') {
    return fail('malformed_signature');
  }
  const signature = restorePlusSigns(form.Ds_Signature);
  const received = decodeBase64(signature);
  if (!received || received.length !== SHA256_BYTES) return fail('malformed_signature');

  const merchantParameters = restorePlusSigns(form.Ds_MerchantParameters);
  const raw = decodeParameters(merchantParameters);
  const order = raw ? readParameter(raw, orderField) : undefined;
  if (!raw || typeof order !== 'string' || !isValidOrderNumber(order)) return fail('malformed_parameters');

  // Texts, not decoded bytes: the decoder ignores the last character's unused bits, so several spellings decode alike.
  if (!equalText(urlSafeSpelling(signature), computeSignature(merchantParameters, order, merchantKey).toString('base64url'))) {
    return fail('signature_mismatch');
  }
  const parameters = urlDecodeValues(raw);
  return parameters ? { ok: true, parameters } : fail('malformed_parameters');
}
