import { describe, expect, it } from 'vitest';
import { chartRows, periodText } from './chart-series';
import { PIE_SHADES, salesSlices } from './sales-slices';

const row = (caption: string, amount: number) => ({ caption, amount, percentage: 0, color: '#000' });

describe('panel chart rows', () => {
  it('orders hours and days in time, whatever order the server sent', () => {
    const figures = { brute: 1, net: 1, success: 1, refund: 0, failed: 0 };
    expect(chartRows({ '2026-11-02': figures, '2026-11-01': figures }).map((r) => r.label)).toEqual(['2026-11-01', '2026-11-02']);
    expect(chartRows({ '10:00': figures, '09:00': figures }).map((r) => r.label)).toEqual(['09:00', '10:00']);
  });

  it('writes a day in the interface language and leaves an hour alone', () => {
    expect(periodText('2026-11-24', 'es')).toMatch(/^24 nov/);
    expect(periodText('2026-11-24', 'en')).toBe('24 Nov');
    expect(periodText('14:00', 'es')).toBe('14:00');
  });
});

describe('sales by service', () => {
  it('gives each service its own shade, largest first, shares adding up to the circle', () => {
    const slices = salesSlices([row('B', 100), row('A', 300)], 'Other');
    expect(slices.map((s) => [s.caption, s.percentage, s.color])).toEqual([
      ['A', 75, PIE_SHADES[0]],
      ['B', 25, PIE_SHADES[1]],
    ]);
    expect(slices[0].from).toBe(0);
    expect(slices[1].to).toBe(1);
  });

  it('groups the services beyond the sixth shade as one slice', () => {
    const slices = salesSlices([1, 2, 3, 4, 5, 6, 7].map((n) => row(`S${n}`, n * 100)), 'Other');
    expect(slices).toHaveLength(6);
    expect(slices[5]).toMatchObject({ caption: 'Other', amount: 300 });
    expect(new Set(slices.map((s) => s.color)).size).toBe(6);
  });

  it('has no slices without sales', () => {
    expect(salesSlices([row('A', 0)], 'Other')).toEqual([]);
  });
});
