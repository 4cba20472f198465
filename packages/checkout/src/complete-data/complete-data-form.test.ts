import { fieldMessage, loadSdkCatalog } from '@cobro/i18n';
import { describe, expect, it } from 'vitest';
import { checkCompleteData, emptyCompleteData } from './complete-data-form';
import { sortedCountries } from '../address/countries';

const person = { customer_type: 'PERSON' as const, customer_cif: '12345678Z', customer_email: 'ana@example.es' };
const filled = {
  ...emptyCompleteData,
  name: 'Ana',
  phone: '612 34 56 78',
  city: 'Madrid',
  postal_code: '28013',
  address: 'Calle Mayor 1',
};

describe('complete data (public-flows 5)', () => {
  it('all fields are required except surname', () => {
    const result = checkCompleteData(person, { ...emptyCompleteData, country: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: 'missing_field', phone: 'missing_field', country: expect.any(String), city: 'missing_field',
      postal_code: 'missing_field', address: 'missing_field',
    });
    expect(result.errors.surname).toBeUndefined();
  });

  it('the phone is validated and split into prefix and number, Spain by default', () => {
    const result = checkCompleteData(person, filled);
    expect(result).toMatchObject({ ok: true, body: { prefix: '+34', phone: '612345678', surname: undefined } });
    expect(checkCompleteData(person, { ...filled, phone: '+33 6 12 34 56 78' })).toMatchObject({ ok: true, body: { prefix: '+33', phone: '612345678' } });
    expect(checkCompleteData(person, { ...filled, phone: '12' })).toEqual({ ok: false, errors: { phone: 'phone_error' } });
  });

  it('the postal code is numeric', () => {
    expect(checkCompleteData(person, { ...filled, postal_code: '28A13' })).toEqual({ ok: false, errors: { postal_code: 'invalid_postal_code' } });
  });

  it('a card number typed into a free-text field is refused under that field, in Spanish and English', async () => {
    for (const field of ['name', 'surname', 'city', 'address'] as const) {
      const result = checkCompleteData(person, { ...filled, [field]: 'Visa 4242 4242 4242 4242' });
      expect(result, field).toEqual({ ok: false, errors: { [field]: 'card_number_not_allowed' } });
    }
    await loadSdkCatalog('es', { steps: true });
    expect(fieldMessage('card_number_not_allowed')).toBe('No escribas aquí un número de tarjeta');
    await loadSdkCatalog('en', { steps: true });
    expect(fieldMessage('card_number_not_allowed')).toBe('Do not write a card number here');
  });

  it('a surname is sent for persons only', () => {
    expect(checkCompleteData(person, { ...filled, surname: 'García' })).toMatchObject({ body: { surname: 'García' } });
    const company = { ...person, customer_type: 'COMPANY' as const, customer_cif: 'B12345674' };
    expect(checkCompleteData(company, { ...filled, surname: 'García' })).toMatchObject({ ok: true, body: { surname: undefined } });
  });

  it('the country list is sorted by translated name', () => {
    expect(sortedCountries(['ES', 'DE', 'AT', 'FR'], 'es').map((c) => c.label)).toEqual(['Alemania', 'Austria', 'España', 'Francia']);
    expect(sortedCountries(['ES', 'DE', 'AT', 'FR'], 'en').map((c) => c.value)).toEqual(['AT', 'FR', 'DE', 'ES']);
  });
});
