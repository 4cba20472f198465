import { ApiError } from '@cobro/client';
import { postalCodeQuery } from '@cobro/data';
import { useQueryClient } from '@tanstack/react-query';

/**
 * public-flows 5 and 8: the country and postal code are checked together by the lookup. A code of another
 * country (API-010, or any 4xx answer about the code) is a field error; a lookup that could not run is the
 * generic error page.
 */
export function usePostalCodeCheck() {
  const client = useQueryClient();
  return async (country: string, postalCode: string): Promise<'ok' | 'mismatch' | 'failed'> => {
    try {
      await client.fetchQuery(postalCodeQuery(country, postalCode));
      return 'ok';
    } catch (error) {
      return error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'mismatch' : 'failed';
    }
  };
}
