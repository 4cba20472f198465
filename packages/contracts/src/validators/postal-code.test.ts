import { describe, expect, it } from 'vitest';
import { spanishProvinceOf, validatePostalCode } from './postal-code';

describe('postal code against country and province', () => {
  it('names the province of a Spanish code by its first two digits', () => {
    expect(spanishProvinceOf('01001')).toBe('Araba/Álava');
    expect(spanishProvinceOf('28013')).toBe('Madrid');
    expect(spanishProvinceOf('52001')).toBe('Melilla');
  });

  it('refuses prefixes that name no province and codes that are not five digits', () => {
    for (const code of ['00123', '53000', '99999', '2801', '280130', '28a13']) {
      expect(spanishProvinceOf(code)).toBeNull();
      expect(validatePostalCode('ES', code)).toEqual({ ok: false, error: 'invalid_postal_code' });
    }
  });

  it('accepts a Spanish code, trimmed, and refuses any other country', () => {
    expect(validatePostalCode('ES', ' 08001 ')).toEqual({ ok: true, value: '08001' });
    expect(validatePostalCode('FR', '75001')).toEqual({ ok: false, error: 'invalid_postal_code' });
  });

  it('asks for a missing code', () => {
    expect(validatePostalCode('ES', '  ')).toEqual({ ok: false, error: 'missing_field' });
  });
});
