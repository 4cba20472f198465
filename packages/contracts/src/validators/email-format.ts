import { FIELD_MESSAGES } from '../messages';
import { containsCardNumber } from './card-number';

/** zod 4's `regexes.email`, the pattern `z.email()` checks, written out: importing it brings all of zod's patterns. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/**
 * What the contract's `Email` says of a text, without building a schema (the buyer's first screen and the button's
 * click code carry no schema library, decision 1175): `missing_field` when empty once trimmed, the card-number
 * refusal, `invalid_email` when it is not an address by zod's pattern, else undefined. email-format.test.ts holds it
 * to `Email`.
 */
export function emailIssue(value: string): string | undefined {
  const text = value.trim();
  if (!text) return FIELD_MESSAGES.missingField;
  if (containsCardNumber(text)) return FIELD_MESSAGES.cardNumberNotAllowed;
  return EMAIL_PATTERN.test(text) ? undefined : FIELD_MESSAGES.invalidEmail;
}
