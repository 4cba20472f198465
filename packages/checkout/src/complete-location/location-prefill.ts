import type { CheckoutSession } from '@cobro/contracts';
import { noPrefill, prefillStep, type StepPrefill } from '../session/prefill';
import { checkLocation, emptyLocation, type LocationValues } from './location-form';

/** The complete-location step's values from the session: country, city, postal code and address. */
export function locationPrefill(session: CheckoutSession | null): StepPrefill<LocationValues> {
  if (!session) return noPrefill(emptyLocation);
  const { prefill } = session;
  return prefillStep(
    emptyLocation,
    { country: prefill.country, city: prefill.city, postal_code: prefill.postal_code, address: prefill.address },
    session.not_editable,
    (values) => {
      const checked = checkLocation(values);
      return checked.ok ? {} : checked.errors;
    },
  );
}
