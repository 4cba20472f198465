import { describe, expect, it } from 'vitest';
import { $locale } from './locale';
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
  fromMinorUnits,
  toMinorUnits,
} from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('amounts are shown the Spanish way with two decimals: 1234.56 € is 1.234,56 €', () => {
    expect(formatMoney(123456)).toBe(`1.234,56${NBSP}€`);
  });

  it('groups four-digit amounts too (es-ES alone would print 1234,56)', () => {
    expect(formatMoney(100000)).toBe(`1.000,00${NBSP}€`);
    expect(formatMoney(999999)).toBe(`9.999,99${NBSP}€`);
  });

  it('negative amounts keep the minus sign in front', () => {
    expect(formatMoney(-123456)).toBe(`-1.234,56${NBSP}€`);
    expect(formatMoney(-5)).toBe(`-0,05${NBSP}€`);
  });

  it('zero, and negative zero, are 0,00 €', () => {
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(-0)).toBe(`0,00${NBSP}€`);
  });

  it('large amounts are grouped in thousands and keep their cents exactly', () => {
    expect(formatMoney(123456789012)).toBe(`1.234.567.890,12${NBSP}€`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER - 1)).toBe(`90.071.992.547.409,90${NBSP}€`);
  });

  it('the currency symbol is looked up by currency name and defaults to the euro sign', () => {
    expect(formatMoney(100, 'eur')).toBe(`1,00${NBSP}€`);
    expect(formatMoney(100, 'EUR')).toBe(`1,00${NBSP}€`);
    expect(formatMoney(100, 'usd')).toBe(`1,00${NBSP}$`);
    expect(currencySymbol('gbp')).toBe('£');
    expect(formatMoney(100, 'not-a-currency')).toBe(`1,00${NBSP}€`);
  });
});

describe('numbers and percentages', () => {
  it('formatNumber uses Spanish separators and groups from 1.000', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(1000)).toBe('1.000');
    expect(formatNumber(2.345, { maximumFractionDigits: 0 })).toBe('2');
  });

  it('formatPercent shows a ratio as a Spanish percentage', () => {
    expect(formatPercent(0.256)).toBe(`25,6${NBSP}%`);
    expect(formatPercent(1)).toBe(`100${NBSP}%`);
    expect(formatPercent(0)).toBe(`0${NBSP}%`);
  });
});

describe('dates, in Madrid time', () => {
  it('formatDate is dd/mm/yyyy in Madrid, even when UTC is still the day before', () => {
    expect(formatDate('2024-03-05T23:30:00Z')).toBe('06/03/2024');
    expect(formatDate(new Date('2024-12-31T12:00:00Z'))).toBe('31/12/2024');
  });

  it('formatDateTime uses the 24-hour clock and summer time', () => {
    expect(formatDateTime('2024-03-05T13:30:00Z')).toBe('05/03/2024, 14:30');
    expect(formatDateTime('2024-07-05T13:30:00Z')).toBe('05/07/2024, 15:30');
  });

  it('formatMonthYear names the month in the interface language, the active one by default', () => {
    expect(formatMonthYear('2024-03-05T12:00:00Z', 'es')).toBe('marzo de 2024');
    expect(formatMonthYear('2024-03-05T12:00:00Z', 'en')).toBe('March 2024');
    $locale.set('es');
    expect(formatMonthYear('2024-03-05T12:00:00Z')).toBe('marzo de 2024');
    $locale.set('en');
  });
});

describe('toMinorUnits', () => {
  it('reads a decimal comma or a decimal point', () => {
    expect(toMinorUnits('12,5')).toBe(1250);
    expect(toMinorUnits('12.50')).toBe(1250);
    expect(toMinorUnits('12')).toBe(1200);
    expect(toMinorUnits('0,05')).toBe(5);
  });

  it('uses integer arithmetic, so 12,29 is 1229 and never 1228', () => {
    expect(toMinorUnits('12,29')).toBe(1229);
    expect(toMinorUnits('0.29')).toBe(29);
    expect(toMinorUnits('1.005,57')).toBe(100557);
  });

  it('reads thousands grouped with dots, commas or spaces, and ignores the euro sign', () => {
    expect(toMinorUnits('1.234,56')).toBe(123456);
    expect(toMinorUnits('1,234.56')).toBe(123456);
    expect(toMinorUnits('1.234')).toBe(123400);
    expect(toMinorUnits('1 234,5 €')).toBe(123450);
    expect(toMinorUnits(`1${NBSP}234,56${NBSP}€`)).toBe(123456);
    expect(toMinorUnits('1.234.567,89')).toBe(123456789);
  });

  it('amounts must not contain e, + or - (services.invalid_amount)', () => {
    expect(toMinorUnits('1e3')).toBeNull();
    expect(toMinorUnits('+12')).toBeNull();
    expect(toMinorUnits('-12')).toBeNull();
  });

  it('refuses ambiguous or malformed amounts instead of guessing', () => {
    expect(toMinorUnits('12,345')).toBeNull();
    expect(toMinorUnits('1.234.56')).toBeNull();
    expect(toMinorUnits('1.234,567')).toBeNull();
    expect(toMinorUnits('1,2.3')).toBeNull();
    expect(toMinorUnits('')).toBeNull();
    expect(toMinorUnits('abc')).toBeNull();
    expect(toMinorUnits('99999999999999999999')).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it('writes an amount field with a decimal comma by default, or a point', () => {
    expect(fromMinorUnits(1250)).toBe('12,50');
    expect(fromMinorUnits(1250, '.')).toBe('12.50');
    expect(fromMinorUnits(5)).toBe('0,05');
    expect(fromMinorUnits(0)).toBe('0,00');
    expect(fromMinorUnits(-123456)).toBe('-1234,56');
  });

  it('round-trips with toMinorUnits', () => {
    for (const minor of [0, 1, 99, 100, 1229, 123456, 987654321]) {
      expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      expect(toMinorUnits(fromMinorUnits(minor, '.'))).toBe(minor);
    }
  });
});
