import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { isValidPhoneParts } from './phone';
import { withoutCardNumber } from './free-text';

/** Prefix and national number as separate body fields, checked together as one international number. */
export const phoneFields = {
  prefix: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)),
  phone: withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField)),
};
export const phonePairIsValid = (v: { prefix: string; phone: string }) => isValidPhoneParts(v.prefix, v.phone);
export const PHONE_ISSUE = { message: FIELD_MESSAGES.invalidPhone, path: ['phone'] };
