import { describe, expect, it } from 'vitest';
import { isValidPhoneParts, splitPhone } from './phone';

describe('phone', () => {
  it('a valid international number is split into prefix and national number', () => {
    expect(splitPhone('+34 612 34 56 78')).toEqual({ ok: true, value: { prefix: '+34', phone: '612345678' } });
    expect(splitPhone('+33 6 12 34 56 78')).toEqual({ ok: true, value: { prefix: '+33', phone: '612345678' } });
  });
  it('a number without + is read in the default country Spain (+34)', () => {
    expect(splitPhone('612345678')).toEqual({ ok: true, value: { prefix: '+34', phone: '612345678' } });
  });
  it('an invalid number gets phone_error, an empty one missing_field', () => {
    expect(splitPhone('+34 123')).toEqual({ ok: false, error: 'phone_error' });
    expect(splitPhone('hello')).toEqual({ ok: false, error: 'phone_error' });
    expect(splitPhone('')).toEqual({ ok: false, error: 'missing_field' });
  });
  it('prefix and number sent apart are checked as one number', () => {
    expect(isValidPhoneParts('+34', '612345678')).toBe(true);
    expect(isValidPhoneParts('34', '612345678')).toBe(false);
    expect(isValidPhoneParts('+34', '123')).toBe(false);
  });
});
