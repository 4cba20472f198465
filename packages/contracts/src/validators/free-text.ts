import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { containsCardNumber } from './card-number';

/**
 * The one check every free-text field of a request carries: no card number, refused under its field, so none is
 * stored (quality bar 19, decision 0705). One instance, so that a test can find it on every field of the contract.
 */
export const noCardNumber = z.refine<string>((value) => !containsCardNumber(value), FIELD_MESSAGES.cardNumberNotAllowed);

/** Adds the card-number refusal to a string schema (the free-text constructors below all do). */
export const withoutCardNumber = <S extends z.ZodType<string>>(schema: S): S => schema.check(noCardNumber) as S;

/** Free text as it comes (a widget attribute, a terms URL): only the card-number refusal. */
export const FreeText = () => withoutCardNumber(z.string());

/** A required free-text field: trimmed, the missing-field key when empty, too_long past `max`, no card number. */
export const RequiredText = (max = 255) =>
  withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField).max(max, FIELD_MESSAGES.tooLong));
