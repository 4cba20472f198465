import { describe, expect, it } from 'vitest';
import { isValidCif, isValidDni, isValidNie, taxIdKind, validateTaxId } from './tax-id';

describe('Spanish tax ids (tin validity)', () => {
  it('DNI: eight digits and the control letter of the number modulo 23', () => {
    expect(isValidDni('12345678Z')).toBe(true);
    expect(isValidDni('12345678-z')).toBe(true);
    expect(isValidDni('12345678A')).toBe(false);
    expect(isValidDni('1234567Z')).toBe(false);
  });

  it('NIE: X, Y or Z counts as 0, 1 or 2 before the control letter', () => {
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
    expect(isValidNie('X1234567A')).toBe(false);
  });

  it('CIF: control digit for A/B/E/H kinds, control letter for K/P/Q/S/N/W, either for the rest', () => {
    expect(isValidCif('B12345674')).toBe(true);
    expect(isValidCif('B1234567D')).toBe(false);
    expect(isValidCif('Q1234567D')).toBe(true);
    expect(isValidCif('Q12345674')).toBe(false);
    expect(isValidCif('G12345674')).toBe(true);
    expect(isValidCif('G1234567D')).toBe(true);
    expect(isValidCif('B12345675')).toBe(false);
    expect(isValidCif('I12345674')).toBe(false);
  });

  it('tells the kind of a valid id, and null for an invalid one', () => {
    expect(taxIdKind('12345678Z')).toBe('DNI');
    expect(taxIdKind('X1234567L')).toBe('NIE');
    expect(taxIdKind('B12345674')).toBe('CIF');
    expect(taxIdKind('nonsense')).toBeNull();
  });

  it('a person gives a DNI or NIE, a company a CIF', () => {
    expect(validateTaxId('b-1234567 4', ['CIF'])).toEqual({ ok: true, value: 'B12345674' });
    expect(validateTaxId('B12345674', ['DNI', 'NIE'])).toEqual({ ok: false, error: 'invalid_tin' });
    expect(validateTaxId('  ', ['DNI'])).toEqual({ ok: false, error: 'missing_field' });
  });
});
