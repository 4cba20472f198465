import type { CheckoutSession } from '@cobro/contracts';
import { offeredCountry } from '../address/countries';
import { noPrefill, prefillStep, type StepPrefill } from '../session/prefill';
import { checkLocation, emptyLocation, type LocationValues } from './location-form';

/**
 * The complete-location step's values from the session: country, city, postal code and address. A country the
 * checkout does not offer is not given: the list could not show it, and the buyer would be stopped by a value they
 * cannot see (decision 1155).
 */
export function locationPrefill(session: CheckoutSession | null): StepPrefill<LocationValues> {
  if (!session) return noPrefill(emptyLocation);
  const { prefill } = session;
  return prefillStep(
    emptyLocation,
    { country: offeredCountry(prefill.country), city: prefill.city, postal_code: prefill.postal_code, address: prefill.address },
    session.not_editable,
    (values) => {
      const checked = checkLocation(values);
      return checked.ok ? {} : checked.errors;
    },
  );
}
