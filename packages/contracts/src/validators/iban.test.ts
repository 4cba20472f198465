import { describe, expect, it } from 'vitest';
import { sameIban, validateSpanishIban } from './iban';

describe('Spanish account number', () => {
  it('a Spanish account must start with ES and be a valid IBAN; spaces are removed', () => {
    expect(validateSpanishIban('ES91 2100 0418 4502 0005 1332')).toEqual({ ok: true, value: 'ES9121000418450200051332' });
  });
  it('a valid IBAN of another country gets the not-Spanish message', () => {
    expect(validateSpanishIban('DE89 3704 0044 0532 0130 00')).toEqual({ ok: false, error: 'not_spanish_account' });
  });
  it('an ES number with a wrong check digit is not a valid IBAN', () => {
    expect(validateSpanishIban('ES9221000418450200051332')).toEqual({ ok: false, error: 'invalid_iban' });
  });
  it('an empty account is a missing field', () => {
    expect(validateSpanishIban(' ')).toEqual({ ok: false, error: 'missing_field' });
  });
  it('IBAN and its confirmation compare without spaces', () => {
    expect(sameIban('ES91 2100 0418 4502 0005 1332', 'es9121000418450200051332')).toBe(true);
    expect(sameIban('ES9121000418450200051332', 'ES9121000418450200051333')).toBe(false);
  });
});
