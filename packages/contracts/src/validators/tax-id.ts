import { FIELD_MESSAGES } from '../messages';
import { invalid, valid, type Validation } from './result';

/** The control letter of a DNI is the number modulo 23 looked up in this table (Real Decreto 1553/2005). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** CIF control as a letter: index is the control digit. */
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** Organisation kinds whose CIF control is always a letter, or always a digit; the rest accept either. */
const CIF_LETTER_ONLY = 'KPQRSNW';
const CIF_DIGIT_ONLY = 'ABEH';

export type TaxIdKind = 'DNI' | 'NIE' | 'CIF';

/** Upper-cases and removes spaces, dots and dashes, which people type inside tax ids. */
export const normalizeTaxId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export function isValidDni(value: string): boolean {
  const v = normalizeTaxId(value);
  const match = /^(\d{8})([A-Z])$/.exec(v);
  return !!match && DNI_LETTERS[Number(match[1]) % 23] === match[2];
}

/** NIE: X, Y or Z (standing for 0, 1, 2) then seven digits and the DNI control letter. */
export function isValidNie(value: string): boolean {
  const v = normalizeTaxId(value);
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(v);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1])}${match[2]}`);
  return DNI_LETTERS[number % 23] === match[3];
}

/** CIF: organisation letter, seven digits, and a control digit or letter computed from the digits. */
export function isValidCif(value: string): boolean {
  const v = normalizeTaxId(value);
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(v);
  if (!match) return false;
  const [, kind, digits, control] = match;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const n = Number(digits[i]);
    // Odd positions (1st, 3rd, ...) are doubled and their digits added; even positions are added as they are.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const controlDigit = (10 - (sum % 10)) % 10;
  const asDigit = control === String(controlDigit);
  const asLetter = control === CIF_CONTROL_LETTERS[controlDigit];
  if (CIF_LETTER_ONLY.includes(kind)) return asLetter;
  if (CIF_DIGIT_ONLY.includes(kind)) return asDigit;
  return asDigit || asLetter;
}

export function taxIdKind(value: string): TaxIdKind | null {
  if (isValidDni(value)) return 'DNI';
  if (isValidNie(value)) return 'NIE';
  if (isValidCif(value)) return 'CIF';
  return null;
}

/**
 * A Spanish tax id (tin). `accept` narrows it: a person gives a DNI or NIE, a company a CIF
 * (public-flows 5: the label is DNI for a person and CIF for a company).
 */
export function validateTaxId(value: string, accept: readonly TaxIdKind[] = ['DNI', 'NIE', 'CIF']): Validation {
  const normalised = normalizeTaxId(value);
  if (!normalised) return invalid(FIELD_MESSAGES.missingField);
  const kind = taxIdKind(normalised);
  return kind && accept.includes(kind) ? valid(normalised) : invalid(FIELD_MESSAGES.invalidTaxId);
}
