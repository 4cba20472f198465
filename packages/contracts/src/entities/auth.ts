import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { FIELD_MESSAGES } from '../messages';
import { structured } from '../validators/structured';
import { Email } from './email';
import { Organization, ProductType } from './organization';

export { Email };

/**
 * A password as typed: hashed with argon2id and never stored or logged as it is, so no card-number rule (a refusal
 * would only tell someone a secret looks like a card).
 */
export const PasswordText = () => structured(z.string(), 'password');

/** At least 8 characters, one lower-case, one upper-case, one digit; symbols not required. */
export const Password = PasswordText()
  .min(1, FIELD_MESSAGES.missingField)
  .refine(
    (v) => v.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v),
    FIELD_MESSAGES.validPassword,
  );

export const LoginBody = z.strictObject({
  email: Email,
  password: PasswordText().min(1, FIELD_MESSAGES.missingField).max(256),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  redirectUrl: z.string().optional(),
  redirectExternalUrl: z.string().optional(),
});

/** The languages of the interface and of the mail a user gets (decision 1130). */
export const Language = z.enum(['es', 'en', 'ca']);
export type Language = z.infer<typeof Language>;

export const SessionUser = z.object({
  id: z.string(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Ours (optional, docs/api.md): the phone given at sign-up, split as sent; null for a Google sign-up. Step 3 and the profile show it. */
  prefix: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  // Ours, optional (decision 1130): with the phone above, the profile the account menu shows, and the language.
  /** The language the user chose in the account menu; null until they choose (the browser's applies). */
  language: Language.nullable().optional(),
  /** The address was confirmed through the welcome mail's link (or by Google at a Google sign-up). */
  email_verified: z.boolean().optional(),
  /** False for an account that signs in with Google only: it has no current password to change. */
  has_password: z.boolean().optional(),
});

/** PUT /auth/language (ours, decision 1130): the signed-in user's interface and mail language. */
export const LanguageBody = z.strictObject({ language: Language });

/** GET /auth/verify: current user (holding an owner), organization, client_product_type. */
export const VerifyResponse = z.object({
  user: SessionUser,
  organization: Organization,
  client_product_type: ProductType,
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;
