import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money';

describe('money in minor units', () => {
  it('decimal euros to cents, with a dot or a Spanish comma', () => {
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('12,05')).toBe(1205);
    expect(toMinorUnits(0.1)).toBe(10);
    expect(toMinorUnits(19.99)).toBe(1999);
  });
  it('refuses signs, exponents, a third decimal and thousands separators', () => {
    for (const bad of ['-1', '+1', '1e2', '1.005', '1.234,56', '', 'abc', Number.NaN]) expect(toMinorUnits(bad)).toBeNull();
  });
  it('cents back to the two-decimal text of a form field', () => {
    expect(fromMinorUnits(1205)).toBe('12.05');
  });
});
