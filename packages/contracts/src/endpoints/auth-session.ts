import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LoginBody, LoginResponse, VerifyResponse } from '../entities/auth';
import { PUBLIC, SESSION } from './presets';

/**
 * The session calls of every dashboard page (sign-in, verify, sign-out), a group of its own: `authEndpoints` also
 * holds sign-up, whose body checks the phone with libphonenumber, which the dashboard's first screen must not
 * load (decision 0510).
 */
export const authSessionEndpoints = {
  login: endpoint({ method: 'POST', path: '/auth/login', ...PUBLIC, body: LoginBody, response: LoginResponse }),
  verify: endpoint({ method: 'GET', path: '/auth/verify', ...SESSION, response: VerifyResponse }),
  logout: endpoint({ method: 'GET', path: '/auth/logout', ...PUBLIC, response: z.void() }),
  googleLogin: endpoint({ method: 'GET', path: '/auth/google-login', ...PUBLIC, navigation: true, response: z.void() }),
} as const;
