import { describe, expect, it } from 'vitest';
import { addMonths, canStepForward, isIsoDay, parseRangeQuery, rangeFor, rangeQuery, stepRange, todayIn } from './date-range';

const span = (r: { first_day: string; last_day: string }) => [r.first_day, r.last_day];

describe('panel date ranges', () => {
  it('daily and custom are one day and step by one day, across month and year ends', () => {
    expect(span(rangeFor('daily', '2026-11-24'))).toEqual(['2026-11-24', '2026-11-24']);
    expect(span(stepRange(rangeFor('daily', '2026-12-31'), 1))).toEqual(['2027-01-01', '2027-01-01']);
    expect(span(stepRange(rangeFor('custom', '2024-03-01'), -1))).toEqual(['2024-02-29', '2024-02-29']);
    expect(span(stepRange(rangeFor('custom', '2023-03-01'), -1))).toEqual(['2023-02-28', '2023-02-28']);
    expect(stepRange(rangeFor('custom', '2026-05-05'), 1).period).toBe('custom');
  });

  it('weekly runs Monday to Sunday, also across a month or a year', () => {
    expect(span(rangeFor('weekly', '2026-11-24'))).toEqual(['2026-11-23', '2026-11-29']);
    expect(span(rangeFor('weekly', '2026-11-23'))).toEqual(['2026-11-23', '2026-11-29']);
    expect(span(rangeFor('weekly', '2026-11-29'))).toEqual(['2026-11-23', '2026-11-29']);
    expect(span(rangeFor('weekly', '2026-12-31'))).toEqual(['2026-12-28', '2027-01-03']);
    expect(span(rangeFor('weekly', '2024-03-01'))).toEqual(['2024-02-26', '2024-03-03']);
    expect(span(stepRange(rangeFor('weekly', '2027-01-02'), -1))).toEqual(['2026-12-21', '2026-12-27']);
    expect(span(stepRange(rangeFor('weekly', '2026-11-24'), 1))).toEqual(['2026-11-30', '2026-12-06']);
  });

  it('monthly runs from the first to the last day, with leap years, and steps by a month', () => {
    expect(span(rangeFor('monthly', '2024-02-10'))).toEqual(['2024-02-01', '2024-02-29']);
    expect(span(rangeFor('monthly', '2025-02-10'))).toEqual(['2025-02-01', '2025-02-28']);
    expect(span(rangeFor('monthly', '2026-04-30'))).toEqual(['2026-04-01', '2026-04-30']);
    expect(span(stepRange(rangeFor('monthly', '2026-01-31'), 1))).toEqual(['2026-02-01', '2026-02-28']);
    expect(span(stepRange(rangeFor('monthly', '2026-01-15'), -1))).toEqual(['2025-12-01', '2025-12-31']);
    expect(span(stepRange(rangeFor('monthly', '2026-12-15'), 1))).toEqual(['2027-01-01', '2027-01-31']);
  });

  it('adds months within the target month', () => {
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2023-03-31', -1)).toBe('2023-02-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('does not step into a range that starts after today', () => {
    expect(canStepForward(rangeFor('daily', '2026-11-24'), '2026-11-24')).toBe(false);
    expect(canStepForward(rangeFor('daily', '2026-11-23'), '2026-11-24')).toBe(true);
    expect(canStepForward(rangeFor('weekly', '2026-11-24'), '2026-11-24')).toBe(false);
    expect(canStepForward(rangeFor('monthly', '2026-10-02'), '2026-11-24')).toBe(true);
    expect(canStepForward(rangeFor('monthly', '2026-11-02'), '2026-11-24')).toBe(false);
  });

  it('reads and writes the range in the URL; anything wrong or future is today', () => {
    const today = '2026-11-24';
    expect(parseRangeQuery('', today)).toEqual(rangeFor('daily', today));
    expect(parseRangeQuery('period=weekly&day=2026-11-02', today)).toEqual(rangeFor('weekly', '2026-11-02'));
    expect(parseRangeQuery('period=yearly&day=2026-11-02', today)).toEqual(rangeFor('daily', '2026-11-02'));
    expect(parseRangeQuery('period=custom&day=2025-02-29', today)).toEqual(rangeFor('custom', today));
    expect(parseRangeQuery('period=custom&day=2026-11-25', today)).toEqual(rangeFor('custom', today));
    expect(rangeQuery(rangeFor('daily', today), today)).toBe('');
    expect(rangeQuery(rangeFor('monthly', '2026-10-05'), today)).toBe('period=monthly&day=2026-10-05');
    expect(isIsoDay('2024-02-29')).toBe(true);
  });

  it("today is the merchant's day in Madrid", () => {
    expect(todayIn('Europe/Madrid', new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
  });
});
