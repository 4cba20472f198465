import { describe, expect, it } from 'vitest';
import { ABANDONED_ATTEMPT_HOURS } from '../constants';
import { ChargeStatus } from '../entities/charge';
import { abandonedAttemptCutoff, isAbandonedAttempt } from './attempt-rules';
import { chargeStatusGroup, customerSpending, monthlyRecurringRevenue } from './money-rules';

const now = new Date('2026-03-20T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('abandoned payment attempts', () => {
  it('the cutoff is ABANDONED_ATTEMPT_HOURS (24) before now', () => {
    expect(ABANDONED_ATTEMPT_HOURS).toBe(24);
    expect(abandonedAttemptCutoff(now).toISOString()).toBe('2026-03-19T12:00:00.000Z');
  });

  it('a pending charge is abandoned once older than the cutoff, not at it', () => {
    expect(isAbandonedAttempt({ status: 'pending', created_at: hoursAgo(1) }, now)).toBe(false);
    expect(isAbandonedAttempt({ status: 'pending', created_at: hoursAgo(24) }, now)).toBe(false);
    expect(isAbandonedAttempt({ status: 'pending', created_at: hoursAgo(24.01) }, now)).toBe(true);
  });

  it('only pending charges expire: what the provider answered (processing, succeeded, failed...) stays', () => {
    const old = hoursAgo(100);
    const expired = ChargeStatus.options.filter((status) => isAbandonedAttempt({ status, created_at: old }, now));
    expect(expired).toEqual(['pending']);
  });

  it('a pending charge shows as incomplete, never as processing', () => {
    expect(chargeStatusGroup('pending')).toBe('incomplete');
    expect(chargeStatusGroup('processing')).toBe('processing');
  });

  it('pending never counts in spending or recurring revenue, recent or abandoned', () => {
    const plans = [{ id: 'p', name: 'x', unit_amount: 5000, type: 'fixed' as const, recurring: true, frequency: 'month' as const }];
    const attempt = (created_at: string) => ({ amount: 5000, amount_refunded: 0, status: 'pending' as const, refunded: false, created_at, plans });
    const attempts = [attempt(hoursAgo(1)), attempt(hoursAgo(48))];
    expect(customerSpending(attempts)).toBe(0);
    expect(monthlyRecurringRevenue(attempts, now)).toBe(0);
  });
});
