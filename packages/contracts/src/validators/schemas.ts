import { z } from 'zod';
import { validateBirthDate } from './birth-date';
import { FreeText } from './free-text';
import { structured, type StructuredKind } from './structured';
import type { Validation } from './result';
import { validateTaxId, type TaxIdKind } from './tax-id';
import { validateCallbackUrl, validateHttpsDomain, validateWebsite } from './url';

/**
 * The zod schemas over the pure validators. The phone (libphonenumber) and IBAN (ibantools) ones have modules of
 * their own (phone-schemas.ts, iban-schemas.ts): a module is bundled whole wherever any of it is used, and the
 * buyer checkout uses this one but must not carry those two libraries (decision 0856).
 */

/** A string field checked and normalised by one of the pure validators; the issue message is its key. */
const checkedBy = (text: z.ZodString, check: (value: string) => Validation) =>
  text.transform((value, ctx) => {
    const result = check(value);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

/** A structured value a validator checks (a tax id, an IBAN, a date), with its kind. */
export const validated = (check: (value: string) => Validation, kind: StructuredKind) => checkedBy(structured(z.string(), kind), check);
/** Text a validator checks but whose shape still lets a card number through (a URL's path): refused first. */
export const validatedText = (check: (value: string) => Validation) => checkedBy(FreeText(), check);

export const TaxId = (accept?: readonly TaxIdKind[]) =>
  validated((v) => validateTaxId(v, accept), 'tax-id');
export const Website = validatedText(validateWebsite);
export const HttpsDomain = validatedText(validateHttpsDomain);
export const CallbackUrl = validatedText(validateCallbackUrl);
/** `today` is a function so the server can pass its injected clock. */
export const BirthDate = (today: () => Date = () => new Date()) =>
  validated((v) => validateBirthDate(v, today()), 'date');
