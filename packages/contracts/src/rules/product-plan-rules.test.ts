import { describe, expect, it } from 'vitest';
import {
  isPlanExceeded,
  nextPaymentDate,
  planLimit,
  planTier,
  proratedAmount,
  splitGross,
  taxPercentage,
  vatOf,
  withVat,
} from './product-plan-rules';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('plan limits (dashboard-core 9)', () => {
  it('reads the tier from the plan name', () => {
    expect(planTier('START Mensual')).toBe('START');
    expect(planTier('Growth Anual')).toBe('GROWTH');
    expect(planTier('SCALE Anual')).toBe('SCALE');
    expect(planTier('Enterprise')).toBeNull();
  });
  it('FREE 3000 a month without a plan', () => {
    expect(planLimit(null)).toEqual({ cents: 300_000, per: 'month' });
  });
  it('START 20000 monthly and 240000 annual; GROWTH 50000 / 600000; SCALE 100000 / 1200000', () => {
    expect(planLimit({ name: 'START Mensual', type: 'MONTH' })).toEqual({ cents: 2_000_000, per: 'month' });
    expect(planLimit({ name: 'START Anual', type: 'YEAR' })).toEqual({ cents: 24_000_000, per: 'year' });
    expect(planLimit({ name: 'GROWTH Mensual', type: 'MONTH' }).cents).toBe(5_000_000);
    expect(planLimit({ name: 'GROWTH Anual', type: 'YEAR' }).cents).toBe(60_000_000);
    expect(planLimit({ name: 'SCALE Mensual', type: 'MONTH' }).cents).toBe(10_000_000);
    expect(planLimit({ name: 'SCALE Anual', type: 'YEAR' }).cents).toBe(120_000_000);
  });
  it('is exceeded only above the limit', () => {
    const limit = planLimit(null);
    expect(isPlanExceeded(300_000, limit)).toBe(false);
    expect(isPlanExceeded(300_001, limit)).toBe(true);
  });
});

describe('VAT', () => {
  it('adds 21 % rounded to the cent', () => {
    expect(vatOf(2900)).toBe(609);
    expect(withVat(2900)).toEqual({ net: 2900, tax: 609, gross: 3509 });
    expect(vatOf(1)).toBe(0);
    expect(vatOf(3)).toBe(1);
  });
  it('splits a gross amount back so net and tax add up to it', () => {
    expect(splitGross(3509)).toEqual({ net: 2900, tax: 609 });
    for (const gross of [0, 1, 99, 1234, 71395]) {
      const { net, tax } = splitGross(gross);
      expect(net + tax).toBe(gross);
      expect(Math.abs(tax - vatOf(net))).toBeLessThanOrEqual(1);
    }
  });
  it('shows the tax percentage from the tax amount against the net', () => {
    expect(taxPercentage(2900, 609)).toBe(21);
    expect(taxPercentage(1453, 305)).toBe(21);
    expect(taxPercentage(0, 0)).toBe(0);
  });
});

describe('monthly proration and the next payment on day 1', () => {
  it('charges the whole month on day 1 and the next payment is the next day 1', () => {
    expect(proratedAmount(3000, day('2025-06-01'))).toBe(3000);
    expect(nextPaymentDate(day('2025-06-01')).toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });
  it('charges the days left, today included, over the days of the month', () => {
    expect(proratedAmount(3000, day('2025-06-16'))).toBe(1500); // 15 of 30
    expect(proratedAmount(3100, day('2025-01-31'))).toBe(100); // 1 of 31
  });
  it('counts February in a leap year and the year boundary', () => {
    expect(proratedAmount(2900, day('2024-02-15'))).toBe(1500); // 15 of 29
    expect(proratedAmount(2800, day('2025-02-15'))).toBe(1400); // 14 of 28
    expect(nextPaymentDate(day('2025-12-20')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(proratedAmount(3100, day('2025-12-20'))).toBe(1200); // 12 of 31
  });
});
