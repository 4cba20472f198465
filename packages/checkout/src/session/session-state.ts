import type { CheckoutSession } from '@cobro/contracts';
import type { Read } from '../flow/offer';

/**
 * What the checkout knows of the session it was opened with (`session-id`, decision 0855):
 * - `none`: opened without one (a payment link, the product's own pages);
 * - `ended`: the session cannot be used (CHK-006: expired, missing, or another payment link's): the buyer starts
 *   again from the merchant's page, and retrying here cannot help;
 * - `failed`: it could not be read (network, server): retrying may help.
 */
export type SessionState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'ready'; session: CheckoutSession }
  | { kind: 'ended'; code: string; message: string }
  | { kind: 'failed'; code: string; message: string };

export function sessionState(
  checkoutId: string,
  sessionId: string | null,
  read: Read<CheckoutSession> | undefined,
): SessionState {
  if (!sessionId) return { kind: 'none' };
  if (!read) return { kind: 'loading' };
  if (!read.ok) {
    // Any 4xx means this id will never be a usable session; 5xx and network failures may pass.
    return read.status >= 400 && read.status < 500
      ? { kind: 'ended', code: read.code, message: read.message }
      : { kind: 'failed', code: read.code, message: read.message };
  }
  // Prefilling (and locking) the buyer data of another link's session would be wrong, and its create-purchase
  // would be refused anyway: the same end as an expired session.
  if (read.data.link_id !== checkoutId) {
    return { kind: 'ended', code: 'CHK-006', message: 'The checkout session belongs to another payment link' };
  }
  return { kind: 'ready', session: read.data };
}
