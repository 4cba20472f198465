import { FIELD_MESSAGES, validateTaxId, VerifyIdBody, type HolderType } from '@cobro/contracts';
import type { z } from 'zod';

/** The identify form as typed: the type is empty until the buyer picks one. */
export interface IdentifyValues {
  customer_type: HolderType | '';
  customer_email: string;
  customer_cif: string;
}

export const emptyIdentify: IdentifyValues = { customer_type: '', customer_email: '', customer_cif: '' };

/** public-flows 5: the e-mail and tax id stay disabled until a customer type is chosen. */
export const identifyFieldsEnabled = (type: IdentifyValues['customer_type']) => type !== '';

/** public-flows 5: the tax id is labelled "DNI" for a person and "CIF" for a company. */
export const taxIdLabelKind = (type: IdentifyValues['customer_type']): 'DNI' | 'CIF' =>
  type === 'COMPANY' ? 'CIF' : 'DNI';

const stripWhitespace = (value: string) => value.replace(/\s+/g, '');

export type IdentifyCheck =
  | { ok: true; body: z.output<typeof VerifyIdBody> }
  | { ok: false; errors: Partial<Record<keyof IdentifyValues, string>> };

/**
 * Checks the form with the contract's own schema (the server runs the same one): whitespace stripped from the
 * e-mail and tax id, every field required (missing_field), the e-mail's format (invalid_email), and the DNI/NIE or
 * CIF by its control character (invalid_tin). Errors are message keys, translated at render.
 */
export function checkIdentify(values: IdentifyValues): IdentifyCheck {
  // E-mail and tax id are disabled until a type is chosen: a buyer cannot fill them yet, so only the type is asked for.
  if (!values.customer_type) return { ok: false, errors: { customer_type: FIELD_MESSAGES.missingField } };
  const parsed = VerifyIdBody.safeParse({
    customer_type: values.customer_type || undefined,
    customer_email: stripWhitespace(values.customer_email),
    customer_cif: stripWhitespace(values.customer_cif),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof IdentifyValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof IdentifyValues;
    errors[field] ??= issue.message;
  }
  // The schema checks the tax id against the type only once the object is valid; the buyer sees every error at once.
  if (!errors.customer_cif) {
    const cif = stripWhitespace(values.customer_cif);
    const check = validateTaxId(cif, values.customer_type === 'PERSON' ? ['DNI', 'NIE'] : ['CIF']);
    if (!check.ok) errors.customer_cif = check.error;
  }
  return { ok: false, errors };
}
