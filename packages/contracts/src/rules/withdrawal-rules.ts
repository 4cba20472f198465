import type { WithdrawalState } from '../entities/portal';
import type { PurchaseStatus } from '../entities/purchase';

const DAY = 24 * 60 * 60 * 1000;

/** Purchases no contract was concluded for (never paid): nothing to withdraw from. */
const NOT_CONCLUDED = new Set<PurchaseStatus>(['pending', 'failed', 'incomplete', 'incomplete_expired']);

export interface WithdrawalFacts {
  status: PurchaseStatus;
  purchasedAt: Date;
  withdrawalDays: number;
  withdrawalExcluded: boolean;
  /** When the buyer, at checkout, asked for immediate supply and acknowledged losing the right (decision 1161). */
  withdrawalWaivedAt: Date | null;
  /** When a withdrawal of this purchase was received, if one was. */
  receivedAt: Date | null;
}

/**
 * Where a purchase stands with the right of withdrawal (art. 11a CRD, decision 1153): the period runs from the
 * purchase for the service's days (14 unless the merchant set another), unless the service is excluded and the buyer
 * gave the consent the exclusion rests on (art. 16 CRD, decision 1161). Without that consent (a purchase made before
 * the checkout asked for it) the right is not lost, and the period runs as for any other service.
 */
export function withdrawalOf(facts: WithdrawalFacts, now: Date): { state: WithdrawalState; deadline: Date | null } {
  if (facts.receivedAt) return { state: 'requested', deadline: null };
  if (NOT_CONCLUDED.has(facts.status)) return { state: 'not_applicable', deadline: null };
  if (facts.withdrawalExcluded && facts.withdrawalWaivedAt) return { state: 'excluded', deadline: null };
  const deadline = new Date(facts.purchasedAt.getTime() + facts.withdrawalDays * DAY);
  return { state: now <= deadline ? 'available' : 'expired', deadline };
}
