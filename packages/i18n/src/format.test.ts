import { describe, expect, it } from 'vitest';
import { $locale } from './page-locale';
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatAmount,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatPercent,
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

describe('formatAmount', () => {
  it('is what a money field shows back: grouped, two decimals, no sign', () => {
    expect(formatAmount(124990)).toBe('1.249,90');
    expect(formatAmount(4990)).toBe('49,90');
    expect(formatAmount(0)).toBe('0,00');
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
    expect(formatMonthYear('2024-03-05T12:00:00Z', 'ca')).toBe('març del 2024');
    $locale.set('es');
    expect(formatMonthYear('2024-03-05T12:00:00Z')).toBe('marzo de 2024');
    $locale.set('ca');
    expect(formatMonthYear('2024-11-28T12:00:00Z')).toBe('novembre del 2024');
    $locale.set('en');
  });
});

describe('Catalan writes numbers and dates as Spanish does (decision 1156)', () => {
  const catalan = {
    money: new Intl.NumberFormat('ca-ES', { style: 'currency', currency: 'EUR' }),
    date: new Intl.DateTimeFormat('ca-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' }),
  };

  it('so the Spanish formatters serve a Catalan interface unchanged: 1.234,56 € and 28/11/2026', () => {
    expect(catalan.money.format(1234.56)).toBe(`1.234,56${NBSP}€`);
    expect(formatMoney(123456)).toBe(catalan.money.format(1234.56));
    expect(catalan.date.format(new Date('2026-11-28T12:00:00Z'))).toBe('28/11/2026');
    expect(formatDate('2026-11-28T12:00:00Z')).toBe('28/11/2026');
  });
});


