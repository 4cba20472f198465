import { ApiError } from '@cobro/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Read } from './offer';

/** A query's outcome as a Read: undefined while pending; a network failure counts as status 0 (API-500). */
export function toRead<T>(query: UseQueryResult<T>): Read<T> | undefined {
  if (query.isSuccess) return { ok: true, data: query.data };
  if (!query.isError) return undefined;
  const error = query.error;
  return error instanceof ApiError
    ? { ok: false, status: error.status, code: error.code, message: error.message }
    : { ok: false, status: 0, code: 'API-500', message: error.message };
}
