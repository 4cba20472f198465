import { CompleteDataBody, DEFAULT_COUNTRY, DEFAULT_PHONE_PREFIX, splitPhone, type HolderType } from '@cobro/contracts';
import type { z } from 'zod';

/** What the buyer types on complete-data; type, tax id and e-mail come from the identify step, read-only. */
export interface CompleteDataValues {
  name: string;
  surname: string;
  /** One phone field, split into prefix and national number on submit (public-flows 5). */
  phone: string;
  country: string;
  city: string;
  postal_code: string;
  address: string;
}

export const emptyCompleteData: CompleteDataValues = {
  name: '',
  surname: '',
  phone: '',
  country: DEFAULT_COUNTRY,
  city: '',
  postal_code: '',
  address: '',
};

export type CompleteDataCheck =
  | { ok: true; body: z.output<typeof CompleteDataBody> }
  | { ok: false; errors: Partial<Record<keyof CompleteDataValues, string>> };

const sameKeys = (errors: Record<string, string>) => errors as Partial<Record<keyof CompleteDataValues, string>>;

/**
 * public-flows 5: every field but surname required, the phone valid and split into prefix and number (Spain's
 * +34 when typed without one), the postal code numeric. The contract's schema decides, as the server's does;
 * the postal code's country is checked afterwards by the lookup.
 */
export function checkCompleteData(
  identity: { customer_type: HolderType; customer_cif: string; customer_email: string },
  values: CompleteDataValues,
): CompleteDataCheck {
  const phone = splitPhone(values.phone);
  const errors: Record<string, string> = {};
  if (!phone.ok) errors.phone = phone.error;
  const parsed = CompleteDataBody.safeParse({
    ...identity,
    name: values.name,
    // Surnames are for persons only (public-flows 3); an empty one is left out rather than sent blank.
    surname: identity.customer_type === 'PERSON' && values.surname.trim() ? values.surname : undefined,
    // A phone that did not split is already reported; a valid stand-in keeps its issue from being reported twice.
    prefix: phone.ok ? phone.value.prefix : DEFAULT_PHONE_PREFIX,
    phone: phone.ok ? phone.value.phone : '600000000',
    country: values.country,
    city: values.city,
    postal_code: values.postal_code,
    address: values.address,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  }
  return parsed.success && phone.ok ? { ok: true, body: parsed.data } : { ok: false, errors: sameKeys(errors) };
}
