import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { validateBirthDate } from './birth-date';
import { validateSpanishIban } from './iban';
import { isValidPhoneParts } from './phone';
import type { Validation } from './result';
import { validateTaxId, type TaxIdKind } from './tax-id';
import { validateCallbackUrl, validateHttpsDomain, validateWebsite } from './url';

/** A string field checked and normalised by one of the pure validators; the issue message is its key. */
export const validated = (check: (value: string) => Validation) =>
  z.string().transform((value, ctx) => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

export const TaxId = (accept?: readonly TaxIdKind[]) => validated((v) => validateTaxId(v, accept));
export const SpanishIban = validated(validateSpanishIban);
export const Website = validated(validateWebsite);
export const HttpsDomain = validated(validateHttpsDomain);
export const CallbackUrl = validated(validateCallbackUrl);
/** `today` is a function so the server can pass its injected clock. */
export const BirthDate = (today: () => Date = () => new Date()) => validated((v) => validateBirthDate(v, today()));

/** A required text field: trimmed, the missing-field key when empty. */
export const RequiredText = (max = 255) =>
  z.string().trim().min(1, FIELD_MESSAGES.missingField).max(max, FIELD_MESSAGES.tooLong);

/** Prefix and national number as separate body fields, checked together as one international number. */
export const phoneFields = {
  prefix: z.string().trim().min(1, FIELD_MESSAGES.missingField),
  phone: z.string().trim().min(1, FIELD_MESSAGES.missingField),
};
export const phonePairIsValid = (v: { prefix: string; phone: string }) => isValidPhoneParts(v.prefix, v.phone);
export const PHONE_ISSUE = { message: FIELD_MESSAGES.invalidPhone, path: ['phone'] };
