import { containsCardNumber, emailIssue, FIELD_MESSAGES, validateTaxId, type HolderType, type VerifyIdBody } from '@cobro/contracts';

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

export type IdentifyCheck = { ok: true; body: VerifyIdBody } | { ok: false; errors: Partial<Record<keyof IdentifyValues, string>> };

/**
 * Checks the form as the contract's `VerifyIdBody` does on the server, without its schema (the buyer's first screen
 * carries no schema library, decision 1175; identify-form.test.ts holds the two together): whitespace stripped from
 * the e-mail and tax id, every field required (missing_field), the e-mail's format (invalid_email), no card number,
 * and the DNI/NIE or CIF by its control character (invalid_tin). Errors are message keys, translated at render;
 * the buyer sees every error at once.
 */
export function checkIdentify(values: IdentifyValues): IdentifyCheck {
  // E-mail and tax id are disabled until a type is chosen: a buyer cannot fill them yet, so only the type is asked for.
  if (!values.customer_type) return { ok: false, errors: { customer_type: FIELD_MESSAGES.missingField } };
  const email = stripWhitespace(values.customer_email);
  const cif = stripWhitespace(values.customer_cif);
  const errors: Partial<Record<keyof IdentifyValues, string>> = {};
  const emailError = emailIssue(email);
  if (emailError) errors.customer_email = emailError;
  const taxId = validateTaxId(cif, values.customer_type === 'PERSON' ? ['DNI', 'NIE'] : ['CIF']);
  if (containsCardNumber(cif)) errors.customer_cif = FIELD_MESSAGES.cardNumberNotAllowed;
  else if (!taxId.ok) errors.customer_cif = taxId.error;
  if (errors.customer_email || errors.customer_cif) return { ok: false, errors };
  return { ok: true, body: { customer_type: values.customer_type, customer_email: email.toLowerCase(), customer_cif: cif.toUpperCase() } };
}
