import { describe, expect, it } from 'vitest';
import { checkLocation, emptyLocation } from './location-form';

describe('complete location (public-flows 5)', () => {
  it('country, city, postal code and address are required', () => {
    const result = checkLocation(emptyLocation);
    expect(result).toMatchObject({ ok: false, errors: { city: 'missing_field', postal_code: 'missing_field', address: 'missing_field' } });
  });

  it('the country is Spain only', () => {
    const result = checkLocation({ country: 'FR', city: 'Paris', postal_code: '75001', address: 'Rue 1' });
    expect(result.ok).toBe(false);
    expect(checkLocation({ country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle 1' }).ok).toBe(true);
  });

  it('the postal code is numeric', () => {
    expect(checkLocation({ country: 'ES', city: 'Madrid', postal_code: '2800A', address: 'Calle 1' })).toMatchObject({
      ok: false,
      errors: { postal_code: 'invalid_postal_code' },
    });
  });

  it('a card number in the city or the address is refused under that field', () => {
    expect(checkLocation({ country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Calle 4000-0027-6000-3184' })).toEqual({
      ok: false,
      errors: { address: 'card_number_not_allowed' },
    });
    expect(checkLocation({ country: 'ES', city: '378282246310005', postal_code: '28001', address: 'Calle 1' })).toMatchObject({
      ok: false,
      errors: { city: 'card_number_not_allowed' },
    });
  });
});
