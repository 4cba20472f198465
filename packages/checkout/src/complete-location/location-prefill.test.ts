import { describe, expect, it } from 'vitest';
import { sessionFor } from '../session/session-fixture';
import { locationPrefill } from './location-prefill';

describe('complete-location prefilled by the session', () => {
  it('country, city, postal code and address come from the session; Spain stays the default', () => {
    expect(locationPrefill(sessionFor('l', { prefill: { city: 'Madrid', address: 'Gran Vía 1' } })).values).toEqual({
      country: 'ES', city: 'Madrid', postal_code: '', address: 'Gran Vía 1',
    });
  });

  it('with not_editable the given and valid ones are read-only; a malformed postal code stays editable', () => {
    const session = sessionFor('l', {
      not_editable: true,
      prefill: { country: 'ES', city: 'Madrid', postal_code: '28A13', address: 'Gran Vía 1' },
    });
    expect([...locationPrefill(session).locked].sort()).toEqual(['address', 'city', 'country']);
  });

  it('a country the checkout does not offer is not given: Spain, the only one the list shows, stays (decision 1155)', () => {
    const session = sessionFor('l', { not_editable: true, prefill: { country: 'fr', city: 'Madrid', postal_code: '28013', address: 'Gran Vía 1' } });
    expect(locationPrefill(session).values.country).toBe('ES');
    expect(locationPrefill(sessionFor('l', { prefill: { country: ' es ' } })).values.country).toBe('ES');
  });
});
