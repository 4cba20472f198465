import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ChangePasswordBody } from '../entities/account';
import { LanguageBody } from '../entities/auth';
import { PUBLIC, SESSION } from './presets';

/**
 * The account calls that are ours (docs/api.md, decision 1130): the language the user chooses, changing the password
 * while signed in, and confirming the e-mail address through the welcome mail's link. Each answers 204. Not on the
 * dashboard's first screen: the account menu loads its call when a language is chosen.
 */
export const accountEndpoints = {
  /** The signed-in user's language, for the interface and their mail. */
  updateLanguage: endpoint({ method: 'PUT', path: '/auth/language', ...SESSION, body: LanguageBody, response: z.void() }),
  /** 400 LOG-003 (on `current_password`) for a wrong current password; the user's other sessions end. */
  changePassword: endpoint({ method: 'PUT', path: '/auth/password', ...SESSION, body: ChangePasswordBody, response: z.void() }),
  /** The link's token, from any browser; 400 EMA-001 when it is unknown, expired or used. */
  confirmEmail: endpoint({ method: 'POST', path: '/auth/confirm-email/{token}', ...PUBLIC, response: z.void() }),
  /** A new confirmation link for the signed-in user; 409 API-005 once the address is confirmed. */
  resendConfirmation: endpoint({ method: 'POST', path: '/auth/resend-confirmation', ...SESSION, response: z.void() }),
} as const;
