import { describe, expect, it } from 'vitest';
import { checkIdentify, identifyFieldsEnabled, taxIdLabelKind } from './identify-form';

describe('checkout identify (public-flows 5)', () => {
  it('the fields stay disabled until a type is chosen', () => {
    expect(identifyFieldsEnabled('')).toBe(false);
    expect(identifyFieldsEnabled('PERSON')).toBe(true);
  });

  it('the tax id label is DNI for a person and CIF for a company', () => {
    expect(taxIdLabelKind('PERSON')).toBe('DNI');
    expect(taxIdLabelKind('COMPANY')).toBe('CIF');
  });

  it('without a customer type only the type is required: e-mail and tax id are disabled until then (issue 27 item 18)', () => {
    expect(checkIdentify({ customer_type: '', customer_email: ' ', customer_cif: '' })).toEqual({
      ok: false,
      errors: { customer_type: 'missing_field' },
    });
  });

  it('with a type, e-mail and tax id are required (missing field)', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: ' ', customer_cif: '' })).toEqual({
      ok: false,
      errors: { customer_email: 'missing_field', customer_cif: 'missing_field' },
    });
  });

  it('whitespace is stripped from the e-mail and the tax id', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: ' ana @example.es ', customer_cif: '1234 5678 z' })).toEqual({
      ok: true,
      body: { customer_type: 'PERSON', customer_email: 'ana@example.es', customer_cif: '12345678Z' },
    });
  });

  it('the e-mail must be valid (invalid email)', () => {
    expect(checkIdentify({ customer_type: 'PERSON', customer_email: 'ana@', customer_cif: '12345678Z' })).toMatchObject({
      ok: false,
      errors: { customer_email: 'invalid_email' },
    });
  });

  it('a DNI or NIE is checked by its control letter, for persons only', () => {
    const person = { customer_type: 'PERSON' as const, customer_email: 'a@b.es' };
    expect(checkIdentify({ ...person, customer_cif: '12345678A' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
    expect(checkIdentify({ ...person, customer_cif: 'X1234567L' }).ok).toBe(true);
    expect(checkIdentify({ ...person, customer_cif: 'B12345674' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
  });

  it('a CIF is checked by its control character, for companies only', () => {
    const company = { customer_type: 'COMPANY' as const, customer_email: 'a@b.es' };
    expect(checkIdentify({ ...company, customer_cif: 'B12345674' }).ok).toBe(true);
    expect(checkIdentify({ ...company, customer_cif: 'B12345675' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
    expect(checkIdentify({ ...company, customer_cif: '12345678Z' })).toMatchObject({ ok: false, errors: { customer_cif: 'invalid_tin' } });
  });
});
