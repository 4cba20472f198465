import { ApiError } from '@cobro/client';
import type { PostalCodeLookup } from '@cobro/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { postalCodeQuery } from './postal-codes.queries';

/** The lookup's answer: the code's province, or why not (the error, for the caller's message). */
export type PostalCodeCheck =
  | { outcome: 'ok'; lookup: PostalCodeLookup }
  | { outcome: 'mismatch' | 'failed'; error: unknown };

/**
 * The country and postal code checked together by the lookup (public-flows 5 and 8, services-and-configuration 5),
 * for the checkout's data pages and the gateway's steps 2 and 3. A code of another country (API-010, or any 4xx
 * answer about the code) is a mismatch, the field's error; a lookup that could not run failed.
 */
export function usePostalCodeCheck() {
  const client = useQueryClient();
  return async (country: string, postalCode: string): Promise<PostalCodeCheck> => {
    try {
      return { outcome: 'ok', lookup: await client.fetchQuery(postalCodeQuery(country, postalCode)) };
    } catch (error) {
      const mismatch = error instanceof ApiError && error.status >= 400 && error.status < 500;
      return { outcome: mismatch ? 'mismatch' : 'failed', error };
    }
  };
}
