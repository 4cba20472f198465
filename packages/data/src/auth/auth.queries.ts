import { authEndpoints, type TokenType } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { passwordTokenKeys } from './auth.keys';

/**
 * GET /auth/verify-token/{token} (public-flows 4): 204 means the link is valid, 400 that it expired (an ApiError
 * with status 400; a 4xx is not retried). A query cannot hold `undefined`, so a valid token reads `{ valid: true }`.
 * Never cached as fresh: a link used in another tab must be checked again.
 */
export const passwordTokenQuery = (token: string, tokenType?: z.infer<typeof TokenType>) =>
  queryOptions({
    queryKey: passwordTokenKeys.detail(`${tokenType ?? 'RESET'}/${token}`),
    queryFn: async ({ signal }) => {
      await getApi().call(authEndpoints.verifyToken, {
        params: { token },
        query: tokenType ? { token_type: tokenType } : {},
        signal,
      });
      return { valid: true as const };
    },
    staleTime: 0,
    gcTime: 0,
  });
