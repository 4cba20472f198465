import { describe, expect, it } from 'vitest';
import { validateBirthDate } from './birth-date';

const today = new Date('2025-06-15T10:00:00Z');

describe('birth date', () => {
  it('at least 18 years old: the 18th birthday counts, the day before does not', () => {
    expect(validateBirthDate('2007-06-15', today)).toEqual({ ok: true, value: '2007-06-15' });
    expect(validateBirthDate('2007-06-16', today)).toEqual({ ok: false, error: 'underage' });
  });
  it('year not before 1900', () => {
    expect(validateBirthDate('1900-01-01', today).ok).toBe(true);
    expect(validateBirthDate('1899-12-31', today)).toEqual({ ok: false, error: 'birth_year_too_early' });
  });
  it('must be a real calendar day', () => {
    expect(validateBirthDate('1990-02-30', today)).toEqual({ ok: false, error: 'invalid_date' });
    expect(validateBirthDate('15/06/1990', today)).toEqual({ ok: false, error: 'invalid_date' });
    expect(validateBirthDate('', today)).toEqual({ ok: false, error: 'missing_field' });
  });
  it('a date in the future is invalid', () => {
    expect(validateBirthDate('2030-01-01', today)).toEqual({ ok: false, error: 'invalid_date' });
  });
});
