import { ABANDONED_ATTEMPT_HOURS } from '../constants';
import type { Charge } from '../entities/charge';

/**
 * A `pending` charge is an attempt the buyer has not submitted: payment-data opened it, and the provider has said
 * nothing yet (processing, succeeded and failed come from the provider). It never counts as money; once older than
 * ABANDONED_ATTEMPT_HOURS it is abandoned and no list, count, export or figure shows it (its status stays).
 */

/**
 * Failure codes of charges the buyer never attempted, which no list shows either: one left `abandoned` when the buyer
 * chose another method, one `not_started` because its provider could not open the payment (unreachable, refused).
 */
export const UNATTEMPTED_FAILURES = ['abandoned', 'not_started'] as const;

/** The moment before which a still-pending attempt is abandoned. */
export const abandonedAttemptCutoff = (now: Date) => new Date(now.getTime() - ABANDONED_ATTEMPT_HOURS * 3_600_000);

/** Whether a charge is an attempt the buyer left: still `pending` and created before the cutoff. */
export const isAbandonedAttempt = (charge: Pick<Charge, 'status' | 'created_at'>, now: Date) =>
  charge.status === 'pending' && new Date(charge.created_at).getTime() < abandonedAttemptCutoff(now).getTime();
