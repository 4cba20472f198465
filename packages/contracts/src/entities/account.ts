import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { PHONE_ISSUE, phoneFields, phonePairIsValid } from '../validators/phone-schemas';
import { RequiredText } from '../validators/free-text';
import { Email, Password, PasswordText } from './auth';

/**
 * POST /auth/register: all fields required, phone split into prefix and number, password rules, and the
 * confirmation (`passwordcopy`) must match (valid_copy_password).
 */
export const RegisterBody = z
  .strictObject({
    name: RequiredText(),
    last_name: RequiredText(),
    email: Email,
    ...phoneFields,
    password: Password,
    passwordcopy: PasswordText().min(1, FIELD_MESSAGES.missingField),
  })
  .refine(phonePairIsValid, PHONE_ISSUE)
  .refine((v) => v.password === v.passwordcopy, {
    message: FIELD_MESSAGES.validCopyPassword,
    path: ['passwordcopy'],
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

/** POST /auth/forgot-password: answered the same for known and unknown e-mails. */
export const ForgotPasswordBody = z.strictObject({ email: Email });

export const TokenType = z.enum(['CREATE_API_USER_PASSWORD']);
/** GET /auth/verify-token/{token}: 204 valid, 400 expired. */
export const VerifyTokenQuery = z.object({ token_type: TokenType.optional() });

/** POST /auth/reset-password/{token} and /auth/create-password/{token}. */
export const NewPasswordBody = z.strictObject({ password: Password });

/** The reset and create forms: a password and its confirmation, with the live password rules. */
export const NewPasswordForm = z
  .object({ password: Password, passwordcopy: PasswordText().min(1, FIELD_MESSAGES.missingField) })
  .refine((v) => v.password === v.passwordcopy, {
    message: FIELD_MESSAGES.validCopyPassword,
    path: ['passwordcopy'],
  });

/**
 * PUT /auth/password (ours, decision 1130): the signed-in user's current password, and the new one under the same
 * rules as sign-up and reset, with its confirmation.
 */
export const ChangePasswordBody = z
  .strictObject({
    current_password: PasswordText().min(1, FIELD_MESSAGES.missingField).max(256),
    password: Password,
    passwordcopy: PasswordText().min(1, FIELD_MESSAGES.missingField),
  })
  .refine((v) => v.password === v.passwordcopy, {
    message: FIELD_MESSAGES.validCopyPassword,
    path: ['passwordcopy'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
