import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ForgotPasswordBody, NewPasswordBody, RegisterBody, VerifyTokenQuery } from '../entities/account';
import { VerifyResponse } from '../entities/auth';
import { accountEndpoints } from './account';
import { authSessionEndpoints } from './auth-session';
import { PUBLIC } from './presets';

export const authEndpoints = {
  ...authSessionEndpoints,
  ...accountEndpoints,
  /** Creates the user and its organization and opens a session: answers like GET /auth/verify (docs/api.md). */
  register: endpoint({ method: 'POST', path: '/auth/register', ...PUBLIC, body: RegisterBody, response: VerifyResponse }),
  /** Answers 204 whether or not the e-mail is known. */
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    ...PUBLIC,
    body: ForgotPasswordBody,
    response: z.void(),
  }),
  /** 204 valid, 400 expired. */
  verifyToken: endpoint({
    method: 'GET',
    path: '/auth/verify-token/{token}',
    ...PUBLIC,
    query: VerifyTokenQuery,
    response: z.void(),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password/{token}',
    ...PUBLIC,
    body: NewPasswordBody,
    response: z.void(),
  }),
  createPassword: endpoint({
    method: 'POST',
    path: '/auth/create-password/{token}',
    ...PUBLIC,
    body: NewPasswordBody,
    response: z.void(),
  }),
} as const;
