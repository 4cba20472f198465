import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { decodeBase64, equalText, restorePlusSigns } from '../signing';

/**
 * The callback body Inespay posts to the notification URL (and appends to the return URLs): `dataReturn` is
 * base64 of a JSON payload and `signatureDataReturn` its signature (docs/payments.md "Inespay").
 */
export interface InespaySignedCallback {
  dataReturn: string;
  signatureDataReturn: string;
}

/** The fields Cobro relies on; Inespay sends more (debtor name and account, creditor account), kept as they come. */
export const InespayCallbackPayload = z.looseObject({
  singlePayinId: z.string().min(1),
  reference: z.string().min(1),
  /** Minor units, as a digit string (Inespay's own SDK sends "4999" for 49.99) or an integer. */
  amount: z.union([z.string().regex(/^\d+$/).transform(Number), z.number().int().nonnegative()]),
  codStatus: z.string().min(1),
});
export type InespayCallbackPayload = z.output<typeof InespayCallbackPayload>;
export type InespayCallbackPayloadInput = z.input<typeof InespayCallbackPayload>;

export type InespayVerificationFailure = 'missing_fields' | 'signature_mismatch' | 'malformed_payload';
export type InespayVerification =
  | { ok: true; payload: InespayCallbackPayload }
  | { ok: false; reason: InespayVerificationFailure };

/**
 * base64 of the lower-case hex HMAC-SHA256 of dataReturn (the base64 text as sent) keyed with the merchant's
 * Inespay API key. Hex-then-base64 is what Inespay's PHP SDK does (hash_hmac(..., false) then base64_encode).
 */
export const signDataReturn = (dataReturn: string, apiKey: string) =>
  Buffer.from(createHmac('sha256', apiKey).update(dataReturn, 'utf8').digest('hex'), 'utf8').toString('base64');

export const encodeDataReturn = (payload: InespayCallbackPayloadInput) =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');

/** A callback exactly as Inespay would sign it; the sandbox bank page posts these. */
export function buildSignedCallback(payload: InespayCallbackPayloadInput, apiKey: string): InespaySignedCallback {
  const dataReturn = encodeDataReturn(payload);
  return { dataReturn, signatureDataReturn: signDataReturn(dataReturn, apiKey) };
}

function parsePayload(dataReturn: string): InespayCallbackPayload | null {
  const json = decodeBase64(dataReturn);
  if (!json) return null;
  try {
    const parsed = InespayCallbackPayload.safeParse(JSON.parse(json.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Verifies the signature first, in constant time, and only then reads the payload. */
export function verifyCallback(callback: Partial<Record<keyof InespaySignedCallback, unknown>>, apiKey: string): InespayVerification {
  const { dataReturn, signatureDataReturn } = callback;
  if (typeof dataReturn !== 'string' || typeof signatureDataReturn !== 'string' || !dataReturn || !signatureDataReturn) {
    return { ok: false, reason: 'missing_fields' };
  }
  const data = restorePlusSigns(dataReturn);
  if (!equalText(restorePlusSigns(signatureDataReturn), signDataReturn(data, apiKey))) {
    return { ok: false, reason: 'signature_mismatch' };
  }
  const payload = parsePayload(data);
  return payload ? { ok: true, payload } : { ok: false, reason: 'malformed_payload' };
}
