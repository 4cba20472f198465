import { FIELD_MESSAGES } from '../messages';

/**
 * The shapes of the three values a Spanish bank gives with a Redsys terminal (decision 1150). The connect form
 * checks them before sending and the server checks them again, each problem on its own field: `api_key` is the
 * merchant code (FUC), `api_token` the terminal, `token` the SHA-256 secret key (decision 0804).
 */
export const REDSYS_MERCHANT_CODE = /^\d{9}$/;
/** Three digits, as the bank writes it (001). */
export const REDSYS_TERMINAL = /^\d{3}$/;
/** Base64 of a 24-byte 3DES key: exactly 32 characters of the base64 alphabet, no padding. */
export const REDSYS_SECRET_KEY = /^[A-Za-z0-9+/]{32}$/;

export type RedsysCredentialField = 'api_key' | 'api_token' | 'token';

/** Each field whose value does not have its shape, with its message key; empty when all three do. */
export function redsysCredentialProblems(values: Partial<Record<RedsysCredentialField, string>>) {
  const problems: Partial<Record<RedsysCredentialField, string>> = {};
  const { api_key: code, api_token: terminal, token: key } = values;
  if (code && !REDSYS_MERCHANT_CODE.test(code)) problems.api_key = FIELD_MESSAGES.invalidMerchantCode;
  if (terminal && !REDSYS_TERMINAL.test(terminal)) problems.api_token = FIELD_MESSAGES.invalidTerminal;
  if (key && !REDSYS_SECRET_KEY.test(key)) problems.token = FIELD_MESSAGES.invalidSecretKey;
  return problems;
}
