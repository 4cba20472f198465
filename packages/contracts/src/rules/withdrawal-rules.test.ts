import { describe, expect, it } from 'vitest';
import { withdrawalOf, type WithdrawalFacts } from './withdrawal-rules';

const DAY = 86_400_000;
const purchasedAt = new Date('2026-06-19T10:00:00.000Z');
const facts = (over: Partial<WithdrawalFacts> = {}): WithdrawalFacts => ({
  status: 'succeeded',
  purchasedAt,
  withdrawalDays: 14,
  withdrawalExcluded: false,
  withdrawalWaivedAt: null,
  receivedAt: null,
  ...over,
});
const at = (ms: number) => new Date(purchasedAt.getTime() + ms);

describe('withdrawalOf (art. 11a CRD, decision 1153)', () => {
  it('is available for the service days from the purchase, the deadline instant included, then expired', () => {
    const deadline = at(14 * DAY);
    expect(withdrawalOf(facts(), at(0))).toEqual({ state: 'available', deadline });
    expect(withdrawalOf(facts(), deadline)).toEqual({ state: 'available', deadline });
    expect(withdrawalOf(facts(), at(14 * DAY + 1))).toEqual({ state: 'expired', deadline });
    expect(withdrawalOf(facts({ withdrawalDays: 30 }), at(20 * DAY)).state).toBe('available');
  });

  it('an excluded service bought with the consent never offers it; a purchase never paid has nothing to withdraw from', () => {
    expect(withdrawalOf(facts({ withdrawalExcluded: true, withdrawalWaivedAt: at(0) }), at(0))).toEqual({ state: 'excluded', deadline: null });
    for (const status of ['pending', 'failed', 'incomplete', 'incomplete_expired'] as const) {
      expect(withdrawalOf(facts({ status }), at(0)).state).toBe('not_applicable');
    }
    expect(withdrawalOf(facts({ status: 'active' }), at(0)).state).toBe('available');
  });

  it('an excluded service bought without the consent keeps the period (decision 1161: the right is not lost)', () => {
    const deadline = at(14 * DAY);
    expect(withdrawalOf(facts({ withdrawalExcluded: true }), at(DAY))).toEqual({ state: 'available', deadline });
    expect(withdrawalOf(facts({ withdrawalExcluded: true }), at(15 * DAY))).toEqual({ state: 'expired', deadline });
    // A consent recorded for a service the merchant no longer excludes changes nothing either.
    expect(withdrawalOf(facts({ withdrawalWaivedAt: at(0) }), at(DAY)).state).toBe('available');
  });

  it('once received it stays requested, even after the period or if the service is excluded later', () => {
    expect(withdrawalOf(facts({ receivedAt: at(DAY), withdrawalExcluded: true }), at(60 * DAY)).state).toBe('requested');
  });
});
