import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { withoutCardNumber } from '../validators/free-text';

/**
 * E-mail: trimmed, lower-cased, format checked (sign-in lower-cases it, per public-flows 5). A module of its own,
 * re-exported by auth.ts, so the buyer checkout's schemas name it without the sign-in and organization schemas
 * (decision 0856).
 */
export const Email = withoutCardNumber(z.string().trim().min(1, FIELD_MESSAGES.missingField))
  .pipe(z.email(FIELD_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());
