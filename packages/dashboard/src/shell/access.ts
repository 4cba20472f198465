import type { Organization, VerifyResponse } from '@cobro/contracts';
import { ACTIVATE_PATH, FORBIDDEN_PATH, SIGN_IN_PATH } from '../app/routes';

export type AccessDecision<O> =
  | { kind: 'wait' }
  | { kind: 'enter'; organization: O }
  | { kind: 'redirect'; to: typeof SIGN_IN_PATH | typeof FORBIDDEN_PATH | typeof ACTIVATE_PATH }
  | { kind: 'error'; error: unknown };

export interface AccessInput<O extends Pick<Organization, 'payments_activated'>> {
  /** GET /auth/verify: undefined while loading. */
  session: Pick<VerifyResponse, 'client_product_type'> | undefined;
  /** GET /organizations: undefined while loading. */
  organization: O | undefined;
  /** The first failure of either call, if any. */
  error: unknown;
}

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

/**
 * Who may enter the dashboard (dashboard-core 4 "Access", 6): a 401 goes to /signin; a product other than payments
 * goes to /forbidden (checked before activation, because /activate itself is payments-only); an organization whose
 * payments are not activated goes to /activate. Any other failure is shown as the full-page error.
 */
export function decideAccess<O extends Pick<Organization, 'payments_activated'>>({
  session,
  organization,
  error,
}: AccessInput<O>): AccessDecision<O> {
  if (error !== undefined && error !== null) {
    return isUnauthorized(error) ? { kind: 'redirect', to: SIGN_IN_PATH } : { kind: 'error', error };
  }
  if (!session || !organization) return { kind: 'wait' };
  if (session.client_product_type !== 'payments') return { kind: 'redirect', to: FORBIDDEN_PATH };
  if (!organization.payments_activated) return { kind: 'redirect', to: ACTIVATE_PATH };
  return { kind: 'enter', organization };
}
