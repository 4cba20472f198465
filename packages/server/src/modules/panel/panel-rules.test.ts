import { describe, expect, it } from 'vitest';
import { MAX_FILLED_DAYS, percentage, periodLabels, subscriptionShares } from './panel-rules';

describe('panel period labels', () => {
  it('a single day is its 24 hours', () => {
    const labels = periodLabels('2025-03-30', '2025-03-30')!;
    expect(labels).toHaveLength(24);
    expect([labels[0], labels[23]]).toEqual(['00:00', '23:00']);
  });
  it('a longer range is every day, across a month, a leap day and a year', () => {
    expect(periodLabels('2024-02-27', '2024-03-02')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02']);
    expect(periodLabels('2025-12-29', '2026-01-04')).toHaveLength(7);
  });
  it('past MAX_FILLED_DAYS days only the days with charges are listed (null here)', () => {
    expect(periodLabels('2025-01-01', '2025-12-31')).toHaveLength(365);
    expect(periodLabels('2024-01-01', '2024-12-31')).toHaveLength(MAX_FILLED_DAYS);
    expect(periodLabels('1900-01-01', '2999-12-31')).toBeNull();
  });
});

describe('panel shares', () => {
  it('percentages with two decimals, 0 of nothing', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(0, 0)).toBe(0);
  });
  it('subscription groups over the subscriptions in any group', () => {
    const shares = subscriptionShares(new Map([['active', 5], ['trialing', 1], ['unpaid', 2], ['past_due', 1], ['incomplete', 1], ['canceled', 9]]));
    expect(shares).toEqual({ debt: 20, past_due: 10, pending: 10, paused: 0, active: 60 });
    expect(subscriptionShares(new Map())).toEqual({ debt: 0, past_due: 0, pending: 0, paused: 0, active: 0 });
  });
});
