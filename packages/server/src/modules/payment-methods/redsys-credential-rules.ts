import { isValidMerchantKey, newOrderNumber, signRequest, verifyRequest } from '../../provider-protocols/index';

/** The Redsys connect form: api_key is the merchant code (FUC), api_token the terminal, token the merchant key. */
export interface RedsysConnectFields {
  merchantCode: string;
  terminal: string;
  merchantKey: string;
}

/** Redsys merchant codes are up to 9 digits and terminals up to 3 (the form a real terminal is given). */
const MERCHANT_CODE = /^\d{1,9}$/;
const TERMINAL = /^\d{1,3}$/;

/**
 * Whether Redsys credentials can sign: the code and terminal have Redsys's shape, the key is base64 of a 24-byte
 * 3DES key, and a test order signed with them by the HMAC_SHA256_V1 routine verifies as Redsys's page would
 * verify it. Nothing leaves the server; a wrong but well-formed key is found at the first payment (PRO-005 here
 * catches every key that could never sign).
 */
export function redsysCredentialsSign({ merchantCode, terminal, merchantKey }: RedsysConnectFields): boolean {
  if (!MERCHANT_CODE.test(merchantCode) || !TERMINAL.test(terminal) || !isValidMerchantKey(merchantKey)) return false;
  const form = signRequest(
    {
      DS_MERCHANT_ORDER: newOrderNumber(),
      DS_MERCHANT_AMOUNT: '100',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_MERCHANTCODE: merchantCode,
      DS_MERCHANT_TERMINAL: terminal,
      DS_MERCHANT_TRANSACTIONTYPE: '0',
    },
    merchantKey,
  );
  return verifyRequest(form, merchantKey).ok;
}
