import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

export interface PhoneParts {
  /** Country calling code with its plus sign, e.g. `+34`. */
  prefix: string;
  /** National significant number, digits only, e.g. `612345678`. */
  phone: string;
}

/**
 * A valid international number split into prefix and national number, as every phone field sends it.
 * A number typed without `+` is read in `defaultCountry` (Spain, +34 by default).
 */
export function splitPhone(value: string, defaultCountry: CountryCode = DEFAULT_COUNTRY): Validation<PhoneParts> {
  if (!value.trim()) return invalid(FIELD_MESSAGES.missingField);
  const parsed = parsePhoneNumberFromString(value, defaultCountry);
  if (!parsed || !parsed.isValid()) return invalid(FIELD_MESSAGES.invalidPhone);
  return valid({ prefix: `+${parsed.countryCallingCode}`, phone: String(parsed.nationalNumber) });
}

/** Checks a prefix and national number as they travel in a request body. */
export const isValidPhoneParts = (prefix: string, phone: string) =>
  /^\+\d{1,4}$/.test(prefix) && /^\d+$/.test(phone) && splitPhone(`${prefix}${phone}`).ok;
