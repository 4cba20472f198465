import type { CheckoutSession } from '@cobro/contracts';
import { hasBuyerData, noPrefill, prefillStep, type StepPrefill } from '../session/prefill';
import { checkIdentify, emptyIdentify, type IdentifyValues } from './identify-form';

/** The identify step's values from the session: type, e-mail and tax id. */
export function identifyPrefill(session: CheckoutSession | null): StepPrefill<IdentifyValues> {
  if (!session) return noPrefill(emptyIdentify);
  const { prefill } = session;
  return prefillStep(
    emptyIdentify,
    {
      customer_type: hasBuyerData(prefill) ? prefill.type : null,
      customer_email: prefill.email,
      customer_cif: prefill.cif,
    },
    session.not_editable,
    (values) => {
      const checked = checkIdentify(values);
      return checked.ok ? {} : checked.errors;
    },
  );
}
