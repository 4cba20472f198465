import { describe, expect, it } from 'vitest';
import { sessionFor } from '../session/session-fixture';
import { completeDataPrefill, prefilledPhone } from './complete-data-prefill';

const person = { customer_type: 'PERSON' as const, customer_email: 'ana@example.es', customer_cif: '12345678Z' };
const company = { customer_type: 'COMPANY' as const, customer_email: 'compras@acme.es', customer_cif: 'B12345674' };
const data = {
  name: 'Ana', surname: 'García', company_name: 'Acme S.L.', prefix: '+34', phone: '612345678', country: 'ES',
  city: 'Madrid', postal_code: '28013', address: 'Calle Mayor 1',
};

describe('complete-data prefilled by the session', () => {
  it("a person's name and surname; a company's name is its company name, and it has no surname", () => {
    expect(completeDataPrefill(sessionFor('l', { prefill: data }), person).values).toMatchObject({ name: 'Ana', surname: 'García' });
    expect(completeDataPrefill(sessionFor('l', { prefill: data }), company).values).toMatchObject({ name: 'Acme S.L.', surname: '' });
  });

  it('prefix and phone become the one phone field', () => {
    expect(completeDataPrefill(sessionFor('l', { prefill: data }), person).values.phone).toBe('+34 612345678');
    expect(prefilledPhone('33', '612345678')).toBe('+33 612345678');
    expect(prefilledPhone(null, '612345678')).toBe('612345678');
    expect(prefilledPhone('+34', null)).toBeNull();
  });

  it('with not_editable every given field is read-only, and the missing ones stay editable', () => {
    const { locked } = completeDataPrefill(sessionFor('l', { prefill: { ...data, surname: null }, not_editable: true }), person);
    expect([...locked].sort()).toEqual(['address', 'city', 'country', 'name', 'phone', 'postal_code']);
  });

  it('a phone the check refuses stays editable', () => {
    const { locked } = completeDataPrefill(sessionFor('l', { prefill: { ...data, phone: '12' }, not_editable: true }), person);
    expect(locked.has('phone')).toBe(false);
    expect(locked.has('name')).toBe(true);
  });

  it('without not_editable nothing is locked', () => {
    expect(completeDataPrefill(sessionFor('l', { prefill: data }), person).locked.size).toBe(0);
  });
});
