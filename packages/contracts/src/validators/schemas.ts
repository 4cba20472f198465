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

/**
 * The one check every free-text field of a request carries: no card number, refused under its field, so none is
 * stored (quality bar 19, decision 0705). One instance, so that a test can find it on every field of the contract.
 */
export const noCardNumber = z.refine<string>((value) => !containsCardNumber(value), FIELD_MESSAGES.cardNumberNotAllowed);

/** Adds the card-number refusal to a string schema (the free-text constructors below all do). */
export const withoutCardNumber = <S extends z.ZodType<string>>(schema: S): S => schema.check(noCardNumber) as S;

/**
 * The kinds of request string that are not free text (decision 0705 gives each one's reason): values the server
 * issued and compares (ids, keys, a signature), secrets it only hashes, searches it never stores, values parsed
 * into something else, and shapes a card-number window would misread (an IBAN typed in groups, a file's base64).
 */
export type StructuredKind = 'id' | 'key' | 'signature' | 'password' | 'search' | 'amount' | 'flag' | 'tax-id' | 'date' | 'iban' | 'data-url';

/** Request strings registered as not free text, for the contract test. Every other one carries `noCardNumber`. */
export const notFreeText = z.registry<{ kind: StructuredKind }>();
export const structured = <S extends z.ZodType>(schema: S, kind: StructuredKind): S => {
  notFreeText.add(schema, { kind });
  return schema;
};

/** Free text as it comes (a widget attribute, a terms URL): only the card-number refusal. */
export const FreeText = () => withoutCardNumber(z.string());

/** A required free-text field: trimmed, the missing-field key when empty, too_long past `max`, no card number. */
export const RequiredText = (max = 255) =>
  withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField).max(max, FIELD_MESSAGES.tooLong));

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
