import type { CheckoutSession } from '@cobro/contracts';
import type { BuyerIdentity } from '../flow/flow-state';
import { noPrefill, prefillStep, type StepPrefill } from '../session/prefill';
import { checkCompleteData, emptyCompleteData, type CompleteDataValues } from './complete-data-form';
import { offeredCountry } from '../address/countries';

/** The session's prefix and number as the one phone field the buyer sees (`+34 612345678`). */
export function prefilledPhone(prefix: string | null, phone: string | null): string | null {
  if (!phone?.trim()) return null;
  const code = prefix?.trim().replace(/^\+?/, '+');
  return code && code !== '+' ? `${code} ${phone.trim()}` : phone;
}

/**
 * The complete-data step's values from the session. The name field is the company name for a company and the
 * name for a person (whose surname is the only one sent); a country the checkout does not offer is not given.
 */
export function completeDataPrefill(session: CheckoutSession | null, buyer: BuyerIdentity): StepPrefill<CompleteDataValues> {
  if (!session) return noPrefill(emptyCompleteData);
  const { prefill } = session;
  const person = buyer.customer_type === 'PERSON';
  return prefillStep(
    emptyCompleteData,
    {
      name: person ? prefill.name : prefill.company_name,
      surname: person ? prefill.surname : null,
      phone: prefilledPhone(prefill.prefix, prefill.phone),
      country: offeredCountry(prefill.country),
      city: prefill.city,
      postal_code: prefill.postal_code,
      address: prefill.address,
    },
    session.not_editable,
    (values) => {
      const checked = checkCompleteData(buyer, values);
      return checked.ok ? {} : checked.errors;
    },
  );
}
