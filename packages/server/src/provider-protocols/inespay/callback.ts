import type { InespayCallbackPayload } from './signature';

/** Statuses of a completed transfer: OK when the bank accepted it, SETTLED once the money arrived. */
export const INESPAY_PAID_STATUSES: readonly string[] = ['OK', 'SETTLED'];

/** What the server stored when it initiated the payment. */
export interface InespayStoredPayment {
  singlePayinId: string;
  reference: string;
  /** Minor units. */
  amount: number;
}

export type InespayMismatchField = 'single_payin_id' | 'reference' | 'amount';

export type InespayCallbackOutcome =
  | { result: 'paid'; status: string }
  | { result: 'denied'; status: string }
  | { result: 'mismatch'; fields: InespayMismatchField[] };

/**
 * Reads a verified callback against the stored payment: a correctly signed callback for another amount (or
 * another payment) is flagged, never paid. Any status but OK or SETTLED is a denial.
 */
export function interpretCallback(payload: InespayCallbackPayload, stored: InespayStoredPayment): InespayCallbackOutcome {
  const checks: Array<[InespayMismatchField, boolean]> = [
    ['single_payin_id', payload.singlePayinId === stored.singlePayinId],
    ['reference', payload.reference === stored.reference],
    ['amount', payload.amount === stored.amount],
  ];
  const fields = checks.filter(([, matches]) => !matches).map(([field]) => field);
  if (fields.length > 0) return { result: 'mismatch', fields };
  const status = payload.codStatus.trim().toUpperCase();
  return INESPAY_PAID_STATUSES.includes(status) ? { result: 'paid', status } : { result: 'denied', status };
}
