import { readParameter } from './parameters';

/** ISO 4217 numeric code of the euro, the only currency Cobro charges in. */
export const REDSYS_CURRENCY_EUR = '978';

/** What the server stored when it signed the request; a notification must match it to move any money. */
export interface RedsysStoredOrder {
  order: string;
  /** Minor units, like every amount in Cobro. */
  amount: number;
  currency: string;
  merchantCode: string;
  terminal: string;
}

export type RedsysMismatchField = 'order' | 'amount' | 'currency' | 'merchant_code' | 'terminal';

export type RedsysResponseKind = 'payment_authorised' | 'refund_or_confirmation_authorised' | 'cancellation_authorised' | 'denied';

export type RedsysNotificationOutcome =
  | { result: 'paid'; response: string; authorisationCode: string | null }
  | { result: 'refund_or_confirmation_authorised'; response: string }
  | { result: 'cancellation_authorised'; response: string }
  | { result: 'denied'; response: string | null }
  | { result: 'mismatch'; fields: RedsysMismatchField[] };

/**
 * Ds_Response: 0000-0099 an authorised payment, 0900 an authorised refund or confirmation, 0400 an authorised
 * cancellation; anything else (or nothing) is a denial, even under a valid signature.
 */
export function classifyResponse(response: string | undefined): RedsysResponseKind {
  if (response === undefined || !/^\d{1,4}$/.test(response.trim())) return 'denied';
  const code = Number(response.trim());
  if (code <= 99) return 'payment_authorised';
  if (code === 900) return 'refund_or_confirmation_authorised';
  if (code === 400) return 'cancellation_authorised';
  return 'denied';
}

/** Terminals are numbers that Redsys pads ("001") in notifications and that merchants type unpadded ("1"). */
const normaliseTerminal = (terminal: string) => terminal.trim().replace(/^0+(?=\d)/, '');

function mismatchedFields(parameters: Record<string, string>, stored: RedsysStoredOrder): RedsysMismatchField[] {
  const amount = readParameter(parameters, 'Ds_Amount')?.trim() ?? '';
  const terminal = readParameter(parameters, 'Ds_Terminal') ?? '';
  const checks: Array<[RedsysMismatchField, boolean]> = [
    ['order', readParameter(parameters, 'Ds_Order') === stored.order],
    ['amount', /^\d+$/.test(amount) && Number(amount) === stored.amount],
    ['currency', readParameter(parameters, 'Ds_Currency')?.trim() === stored.currency],
    ['merchant_code', readParameter(parameters, 'Ds_MerchantCode')?.trim() === stored.merchantCode.trim()],
    ['terminal', /^\d+$/.test(terminal.trim()) && normaliseTerminal(terminal) === normaliseTerminal(stored.terminal)],
  ];
  return checks.filter(([, matches]) => !matches).map(([field]) => field);
}

/**
 * Reads a verified notification against the stored order. A notification whose business fields differ is a
 * mismatch to flag, never a payment, whatever its response code says.
 */
export function interpretNotification(parameters: Record<string, string>, stored: RedsysStoredOrder): RedsysNotificationOutcome {
  const fields = mismatchedFields(parameters, stored);
  if (fields.length > 0) return { result: 'mismatch', fields };
  const response = readParameter(parameters, 'Ds_Response')?.trim();
  switch (classifyResponse(response)) {
    case 'payment_authorised': {
      const authorisationCode = readParameter(parameters, 'Ds_AuthorisationCode')?.trim() || null;
      return { result: 'paid', response: response!, authorisationCode };
    }
    case 'refund_or_confirmation_authorised':
      return { result: 'refund_or_confirmation_authorised', response: response! };
    case 'cancellation_authorised':
      return { result: 'cancellation_authorised', response: response! };
    case 'denied':
      return { result: 'denied', response: response ?? null };
  }
}
