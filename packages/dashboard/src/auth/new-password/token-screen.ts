import { ApiError } from '@cobro/client';

export type TokenScreen = 'checking' | 'form' | 'expired' | 'error';

/**
 * What a reset or create link shows while and after its token is verified (public-flows 4, 8): 204 the form, 400
 * the expired screen, any other failure (an unknown answer, no network) the general error screen.
 */
export function tokenScreen(check: { status: 'pending' | 'success' | 'error'; error: unknown }): TokenScreen {
  if (check.status === 'pending') return 'checking';
  if (check.status === 'success') return 'form';
  return check.error instanceof ApiError && check.error.status === 400 ? 'expired' : 'error';
}

/**
 * The address a password link carries in its fragment (`#email=`, decision 1130): the mail puts it there, and no
 * server ever sees a fragment. Anything that is not an address is ignored.
 */
export function linkEmail(hash: string): string | null {
  const email = new URLSearchParams(hash.replace(/^#/, '')).get('email')?.trim();
  return email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null;
}
