import { electronicFormatIBAN, validateIBAN } from 'ibantools';
import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

/** Removes spaces (and the other separators ibantools ignores) and upper-cases the account number. */
export const normalizeIban = (value: string) => electronicFormatIBAN(value) ?? '';

/**
 * A Spanish account number: it must start with ES (else the not-Spanish message) and be a valid IBAN
 * (dashboard-core 5, services-and-configuration 5 step 5).
 */
export function validateSpanishIban(value: string): Validation {
  const iban = normalizeIban(value);
  if (!iban) return invalid(FIELD_MESSAGES.missingField);
  if (!iban.startsWith('ES')) return invalid(FIELD_MESSAGES.notSpanishAccount);
  return validateIBAN(iban).valid ? valid(iban) : invalid(FIELD_MESSAGES.invalidIban);
}

/** The wizard's confirmation field must be the same account once spaces are removed (public-flows 5). */
export const sameIban = (a: string, b: string) => normalizeIban(a) === normalizeIban(b);
