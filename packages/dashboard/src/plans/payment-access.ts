import type { VerifyResponse } from '@cobro/contracts';
import { FORBIDDEN_PATH, SIGN_IN_PATH } from '../app/routes';

export type PaymentAccess =
  | { kind: 'wait' }
  | { kind: 'enter' }
  | { kind: 'redirect'; to: typeof SIGN_IN_PATH | typeof FORBIDDEN_PATH }
  | { kind: 'error'; error: unknown };

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

/**
 * Who may use the product plan and platform payment pages (public-flows 2, 6): signed out to /signin; a product
 * other than payments to /forbidden. Any other failure is the page's error.
 */
export function decidePaymentAccess(session: Pick<VerifyResponse, 'client_product_type'> | undefined, error: unknown): PaymentAccess {
  if (error !== undefined && error !== null) {
    return isUnauthorized(error) ? { kind: 'redirect', to: SIGN_IN_PATH } : { kind: 'error', error };
  }
  if (!session) return { kind: 'wait' };
  return session.client_product_type === 'payments' ? { kind: 'enter' } : { kind: 'redirect', to: FORBIDDEN_PATH };
}
