import { checkoutSessionQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { useCheckoutConfig } from '../app/checkout-config';
import { toRead } from '../flow/to-read';
import { sessionState, type SessionState } from './session-state';

/** The session of `session-id`, read beside the payment link (not after it), or `none` without one. */
export function useCheckoutSession(checkoutId: string): SessionState & { refetch: () => void } {
  const { sessionId } = useCheckoutConfig();
  const query = useQuery({ ...checkoutSessionQuery(sessionId ?? ''), enabled: sessionId !== null });
  return { ...sessionState(checkoutId, sessionId, toRead(query)), refetch: () => void query.refetch() };
}
