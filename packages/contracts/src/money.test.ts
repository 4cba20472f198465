import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, parseMoney, toMinorUnits } from './money';

/** Whole euros grouped as Spain writes them (`1.249.000`), built by hand so the test does not trust Intl. */
const grouped = (euros: number) => String(euros).replace(/\B(?=(\d{3})+$)/g, '.');
const split = (cents: number) => ({ euros: Math.floor(cents / 100), decimals: String(cents % 100).padStart(2, '0') });
const amount = fc.integer({ min: 0, max: 1e13 });

describe('money typed by a person (issue 27)', () => {
  it('reads what a Spaniard types: grouped or not, a decimal comma, or a decimal point', () => {
    expect(parseMoney('1.249,90')).toEqual({ ok: true, cents: 124990 });
    expect(parseMoney('1249,90')).toEqual({ ok: true, cents: 124990 });
    expect(parseMoney('49,90')).toEqual({ ok: true, cents: 4990 });
    expect(parseMoney('49.90')).toEqual({ ok: true, cents: 4990 });
    expect(parseMoney('49,9')).toEqual({ ok: true, cents: 4990 });
    expect(parseMoney('1249')).toEqual({ ok: true, cents: 124900 });
    expect(parseMoney('1.249.000')).toEqual({ ok: true, cents: 124900000 });
    expect(parseMoney(' 1.249,90\u00a0€ ')).toEqual({ ok: true, cents: 124990 });
    expect(parseMoney(19.99)).toEqual({ ok: true, cents: 1999 });
  });

  it('refuses 1.249 as ambiguous, saying it understood 1.249,00', () => {
    expect(parseMoney('1.249')).toEqual({ ok: false, problem: 'ambiguous', understood: 124900 });
    expect(parseMoney('12.500')).toEqual({ ok: false, problem: 'ambiguous', understood: 1250000 });
    // No thousands reading starts with 0: this is three decimals.
    expect(parseMoney('0.500')).toEqual({ ok: false, problem: 'decimals' });
  });

  it('refuses more than two decimals, signs, exponents and misplaced separators', () => {
    for (const text of ['1,249', '49,905', '1.249,905', '1249.900']) expect(parseMoney(text)).toEqual({ ok: false, problem: 'decimals' });
    for (const text of ['-1', '+1', '1e2', '-49,90', '1.24,90', '12.34.5', '1,2,3', '1,249.90', ',5', '12,', '', 'abc', '0.249,90']) {
      expect(parseMoney(text)).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(parseMoney(Number.NaN)).toEqual({ ok: false, problem: 'invalid' });
    expect(parseMoney('99999999999999999999')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('any amount written the Spanish way, grouped or not, reads back to its cents', () => {
    fc.assert(
      fc.property(amount, (cents) => {
        const { euros, decimals } = split(cents);
        expect(toMinorUnits(`${grouped(euros)},${decimals}`)).toBe(cents);
        expect(toMinorUnits(`${euros},${decimals}`)).toBe(cents);
        expect(toMinorUnits(`${euros}.${decimals}`)).toBe(cents);
      }),
    );
  });

  it('a sign or an exponent anywhere is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9.,]{0,6}[-+eE][0-9.,]{0,6}$/), (text) => {
        expect(parseMoney(text).ok).toBe(false);
      }),
    );
  });

  it('a third decimal is never read, whatever the separator', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.stringMatching(/^\d{3,5}$/), fc.constantFrom(',', '.'), (euros, decimals, mark) => {
        const parsed = parseMoney(`${euros}${mark}${decimals}`);
        expect(parsed.ok).toBe(false);
        // Only `1.249` (a dot, three digits, a whole part that can lead a thousands group) is ambiguous.
        if (!parsed.ok && parsed.problem === 'ambiguous') expect(parsed.understood).toBe((euros * 1000 + Number(decimals)) * 100);
      }),
    );
  });

  it('cents back to the machine text of a button attribute', () => {
    expect(fromMinorUnits(124990)).toBe('1249.90');
  });
});
