import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { validateBirthDate } from './birth-date';
import { containsCardNumber } from './card-number';
import type { Validation } from './result';
import { validateTaxId, type TaxIdKind } from './tax-id';
import { validateCallbackUrl, validateHttpsDomain, validateWebsite } from './url';

/**
 * The zod schemas over the pure validators. The phone (libphonenumber) and IBAN (ibantools) ones have modules of
 * their own (phone-schemas.ts, iban-schemas.ts): a module is bundled whole wherever any of it is used, and the
 * buyer checkout uses this one but must not carry those two libraries (decision 0856).
 */

/** A string field checked and normalised by one of the pure validators; the issue message is its key. */
export const validated = (check: (value: string) => Validation) =>
  z.string().transform((value, ctx) => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

export const TaxId = (accept?: readonly TaxIdKind[]) => validated((v) => validateTaxId(v, accept));
export const Website = validated(validateWebsite);
export const HttpsDomain = validated(validateHttpsDomain);
export const CallbackUrl = validated(validateCallbackUrl);
/** `today` is a function so the server can pass its injected clock. */
export const BirthDate = (today: () => Date = () => new Date()) => validated((v) => validateBirthDate(v, today()));

/** A required text field: trimmed, the missing-field key when empty. */
export const RequiredText = (max = 255) =>
  z.string().trim().min(1, FIELD_MESSAGES.missingField).max(max, FIELD_MESSAGES.tooLong);

/**
 * Free text a buyer types about themselves (a name, a company name, a street, a city): a card number typed there by
 * mistake would be stored in `customers`, so it is refused under its field (quality bar 19).
 */
export const withoutCardNumber = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((value) => !containsCardNumber(value), FIELD_MESSAGES.cardNumberNotAllowed);

/** A required free-text field of a buyer: `RequiredText` that never holds a card number. */
export const BuyerText = (max = 255) => withoutCardNumber(RequiredText(max));
