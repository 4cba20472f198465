import { z } from 'zod';
import { endpoint } from '../endpoint';
import { ForgotPasswordBody, NewPasswordBody, RegisterBody, VerifyTokenQuery } from '../entities/account';
import { LoginBody, LoginResponse, VerifyResponse } from '../entities/auth';
import { PUBLIC, SESSION } from './presets';

export const authEndpoints = {
  login: endpoint({ method: 'POST', path: '/auth/login', ...PUBLIC, body: LoginBody, response: LoginResponse }),
  verify: endpoint({ method: 'GET', path: '/auth/verify', ...SESSION, response: VerifyResponse }),
  logout: endpoint({ method: 'GET', path: '/auth/logout', ...PUBLIC, response: z.void() }),
  /** Creates the user and its organization and opens a session: answers like GET /auth/verify (docs/api.md). */
  register: endpoint({ method: 'POST', path: '/auth/register', ...PUBLIC, body: RegisterBody, response: VerifyResponse }),
  googleLogin: endpoint({ method: 'GET', path: '/auth/google-login', ...PUBLIC, navigation: true, response: z.void() }),
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
