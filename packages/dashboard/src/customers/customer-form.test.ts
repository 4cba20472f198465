import { describe, expect, it } from 'vitest';
import { customerForm, type CustomerFormValues } from './customer-form';

const VALID: CustomerFormValues = {
  name: 'Ana López',
  email: 'ana@correo.es',
  tax_id: '12345678Z',
  phone: '612 345 678',
  country: 'es',
  city: 'Madrid',
  postal_code: '28001',
  street: 'Calle Mayor 1',
};
const issues = (type: 'PERSON' | 'COMPANY', values: Partial<CustomerFormValues>) => {
  const result = customerForm(type).safeParse({ ...VALID, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('customer edit form', () => {
  it('a person sends a dni, and the phone split into prefix and number (Spain by default)', () => {
    expect(customerForm('PERSON').parse(VALID)).toMatchObject({ dni: '12345678Z', prefix: '+34', phone: '612345678', country: 'ES' });
    expect(customerForm('PERSON').parse(VALID)).not.toHaveProperty('cif');
  });

  it('a company edits a cif, sent as cif, and a dni is not a cif', () => {
    expect(customerForm('COMPANY').parse({ ...VALID, tax_id: 'B12345674' })).toMatchObject({ cif: 'B12345674' });
    expect(issues('COMPANY', {})).toEqual({ tax_id: 'invalid_tin' });
  });

  it('every empty field gets the missing-field message', () => {
    const empty = Object.fromEntries(Object.keys(VALID).map((key) => [key, ''])) as unknown as CustomerFormValues;
    expect(issues('PERSON', empty)).toEqual({
      name: 'missing_field',
      email: 'missing_field',
      tax_id: 'missing_field',
      phone: 'missing_field',
      country: 'missing_field',
      city: 'missing_field',
      postal_code: 'missing_field',
      street: 'missing_field',
    });
  });

  it('the phone must be a valid international number, else the phone error', () => {
    expect(issues('PERSON', { phone: '12' })).toEqual({ phone: 'phone_error' });
    expect(customerForm('PERSON').parse({ ...VALID, phone: '+33 6 12 34 56 78' })).toMatchObject({ prefix: '+33', phone: '612345678' });
  });

  it('the postal code check always passes', () => {
    expect(issues('PERSON', { postal_code: 'XYZ' })).toEqual({});
  });
});
