import type { Organization, VerifyResponse } from '@cobro/contracts';
import { FORBIDDEN_PATH, SIGN_IN_PATH } from '../app/routes';

/** Where an activated merchant goes instead (public-flows 4): the dashboard, which opens on its panel. */
export const ACTIVATED_HOME = '/dashboard';

export type ActivationAccess =
  | { kind: 'wait' }
  | { kind: 'enter'; organization: Organization }
  | { kind: 'redirect'; to: typeof SIGN_IN_PATH | typeof FORBIDDEN_PATH | typeof ACTIVATED_HOME }
  | { kind: 'error'; error: unknown };

const isUnauthorized = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 401;

/**
 * Who may use /activate (public-flows 2, 6): signed out to /signin; a product other than payments to /forbidden;
 * payments already activated to the dashboard. Any other failure is the page's error.
 */
export function decideActivationAccess(input: {
  session: Pick<VerifyResponse, 'client_product_type'> | undefined;
  organization: Organization | undefined;
  error: unknown;
}): ActivationAccess {
  const { session, organization, error } = input;
  if (error !== undefined && error !== null) {
    return isUnauthorized(error) ? { kind: 'redirect', to: SIGN_IN_PATH } : { kind: 'error', error };
  }
  if (!session || !organization) return { kind: 'wait' };
  if (session.client_product_type !== 'payments') return { kind: 'redirect', to: FORBIDDEN_PATH };
  if (organization.payments_activated) return { kind: 'redirect', to: ACTIVATED_HOME };
  return { kind: 'enter', organization };
}
