import type { CheckoutSession } from '@cobro/contracts';
import type { Availability, Offer } from '../flow/offer';
import type { SessionState } from '../session/session-state';

/** What one checkout id shows, from its two reads (link, purchase) and its session read. */
export type FlowOutcome =
  | { kind: 'loading' }
  | { kind: 'ready'; offer: Offer; session: CheckoutSession | null }
  | { kind: 'unavailable' }
  | { kind: 'session-ended'; code: string; message: string }
  | { kind: 'failed'; code: string; message: string; read: 'session' | 'offer' };

/**
 * The session decides first: an ended session sends the buyer back to the merchant's page whatever the link says,
 * and a checkout never starts without the prefill and lock it was opened with.
 */
export function flowOutcome(session: SessionState, availability: Availability): FlowOutcome {
  if (session.kind === 'ended') return { kind: 'session-ended', code: session.code, message: session.message };
  if (session.kind === 'failed') return { kind: 'failed', code: session.code, message: session.message, read: 'session' };
  if (session.kind === 'loading' || availability.kind === 'loading') return { kind: 'loading' };
  if (availability.kind === 'failed') return { ...availability, read: 'offer' };
  if (availability.kind === 'unavailable') return availability;
  return { kind: 'ready', offer: availability.offer, session: session.kind === 'ready' ? session.session : null };
}

/** The `cobro-error` a final outcome reports to the integrator, or null. */
export function outcomeError(outcome: FlowOutcome): { code: string; message: string } | null {
  switch (outcome.kind) {
    case 'session-ended':
    case 'failed':
      return { code: outcome.code, message: outcome.message };
    case 'unavailable':
      return { code: 'CHK-004', message: 'Payment link not found or inactive' };
    default:
      return null;
  }
}
