import { z } from 'zod';
import { endpoint } from '../endpoint';
import { LoginBody, LoginResponse, VerifyResponse } from '../entities/auth';

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    service: 'api',
    access: 'public',
    credentials: true,
    body: LoginBody,
    response: LoginResponse,
  }),
  verify: endpoint({
    method: 'GET',
    path: '/auth/verify',
    service: 'api',
    access: 'session',
    credentials: true,
    response: VerifyResponse,
  }),
  logout: endpoint({
    method: 'GET',
    path: '/auth/logout',
    service: 'api',
    access: 'public',
    credentials: true,
    response: z.void(),
  }),
} as const;
