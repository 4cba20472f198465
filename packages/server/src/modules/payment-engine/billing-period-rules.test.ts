import { describe, expect, it } from 'vitest';
import { addMonths, billingDate, firstPeriod, periodStart } from './billing-period-rules';

const at = (iso: string) => new Date(iso);
const plan = (over: Partial<Parameters<typeof firstPeriod>[0]> = {}) => ({
  unitAmount: 3000,
  recurring: true,
  frequency: 'month' as const,
  paymentDay: null,
  ...over,
});

describe('billing periods', () => {
  it('a month after 31 January is the last day of February, and the next one is 31 March again', () => {
    const anchor = at('2025-01-31T09:00:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2025-02-28T09:00:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2025-03-31T09:00:00.000Z');
    expect(addMonths(at('2024-01-31T00:00:00Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('each frequency moves by its own period: day, week, month, quarterly, semianually, year', () => {
    const anchor = at('2025-03-15T10:00:00Z');
    const second = (frequency: Parameters<typeof periodStart>[1]) => periodStart(anchor, frequency, 1).toISOString();
    expect(second('day')).toBe('2025-03-16T10:00:00.000Z');
    expect(second('week')).toBe('2025-03-22T10:00:00.000Z');
    expect(second('month')).toBe('2025-04-15T10:00:00.000Z');
    expect(second('quarterly')).toBe('2025-06-15T10:00:00.000Z');
    expect(second('semianually')).toBe('2025-09-15T10:00:00.000Z');
    expect(second('year')).toBe('2026-03-15T10:00:00.000Z');
  });

  it('a one-time plan has no billing period', () => {
    expect(firstPeriod(plan({ recurring: false, frequency: null }), at('2025-06-16T10:00:00Z'))).toBeNull();
  });

  it('without a payment day the first payment is the full price and the period is one whole period', () => {
    expect(firstPeriod(plan(), at('2025-06-16T10:00:00Z'))).toEqual({
      currentPrice: 3000,
      fullPrice: 3000,
      periodEnd: at('2025-07-16T10:00:00Z'),
      anchor: at('2025-06-16T10:00:00Z'),
    });
  });

  it('a payment_day gives a proportional first payment: days left to the payment day over the days of that month', () => {
    // 16 June to 1 July: 15 of the 30 days from 1 June.
    const first = firstPeriod(plan({ paymentDay: 1 }), at('2025-06-16T10:00:00Z'))!;
    expect(first.currentPrice).toBe(1500);
    expect(first.fullPrice).toBe(3000);
    expect(first.periodEnd.toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(billingDate(plan({ paymentDay: 1 }), first.anchor, 2).toISOString()).toBe('2025-08-01T00:00:00.000Z');
  });

  it('the proportional payment rounds to the cent', () => {
    // 16 June to 20 June: 4 of the 31 days from 20 May; 999 * 4 / 31 = 128.9.
    expect(firstPeriod(plan({ unitAmount: 999, paymentDay: 20 }), at('2025-06-16T23:59:00Z'))!.currentPrice).toBe(129);
  });

  it('buying on the payment day pays the full price for a whole month', () => {
    const first = firstPeriod(plan({ paymentDay: 16 }), at('2025-06-16T10:00:00Z'))!;
    expect(first.currentPrice).toBe(3000);
    expect(first.periodEnd.toISOString()).toBe('2025-07-16T00:00:00.000Z');
  });

  it('payment day 30 falls on the last day of February and comes back to the 30th in March', () => {
    const p = plan({ paymentDay: 30 });
    const first = firstPeriod(p, at('2025-02-10T08:00:00Z'))!;
    expect(first.periodEnd.toISOString()).toBe('2025-02-28T00:00:00.000Z');
    // 10 to 28 February: 18 of the 29 days from 30 January.
    expect(first.currentPrice).toBe(Math.round((3000 * 18) / 29));
    expect(billingDate(p, first.anchor, 2).toISOString()).toBe('2025-03-30T00:00:00.000Z');
  });
});
