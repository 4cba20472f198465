import { ApiError, ResponseValidationError } from '@cobro/client';
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** A 4xx will answer the same again, and a contract mismatch is a bug: neither is worth another request. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ResponseValidationError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Realtime events invalidate what changed, so data may stay fresh a while without refetching on every mount.
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/**
 * The page's one QueryClient. Every element of a build shares this module (a common chunk), so two elements on
 * one page share one cache. Created on first use, never at import: importing stays free of side effects.
 */
export function getQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
