import { postalCodesEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { postalCodeKeys } from './checkout.keys';

/** Whether a postal code belongs to a country (API-010 when it does not); a code never moves, so it stays fresh. */
export const postalCodeQuery = (country: string, postalCode: string) =>
  queryOptions({
    queryKey: postalCodeKeys.detail(`${country}/${postalCode}`),
    queryFn: ({ signal }) =>
      getApi().call(postalCodesEndpoints.postalCode, { params: { country, postal_code: postalCode }, signal }),
    staleTime: Infinity,
    retry: false,
  });
