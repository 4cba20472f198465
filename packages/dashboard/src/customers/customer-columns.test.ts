import { describe, expect, it } from 'vitest';
import { customerPhone, customerTaxId } from './customer-columns';

describe('customer columns', () => {
  it('phone is prefix plus number, or a dash when absent', () => {
    expect(customerPhone({ prefix: '+34', phone: '612345678' })).toBe('+34 612345678');
    expect(customerPhone({ prefix: '+34', phone: null })).toBe('—');
    expect(customerPhone({ prefix: null, phone: null })).toBe('—');
  });

  it('the id column shows the cif, or the dni of a person', () => {
    expect(customerTaxId({ cif: 'B12345674', dni: null })).toBe('B12345674');
    expect(customerTaxId({ cif: null, dni: '12345678Z' })).toBe('12345678Z');
    expect(customerTaxId({ cif: null, dni: null })).toBe('—');
  });
});
