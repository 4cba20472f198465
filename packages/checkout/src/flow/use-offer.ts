import { ApiError } from '@cobro/client';
import { checkoutPurchaseQuery, paymentLinkQuery } from '@cobro/data';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { checkoutAvailability, type Availability, type Read } from './offer';

function toRead<T>(query: UseQueryResult<T>): Read<T> | undefined {
  if (query.isSuccess) return { ok: true, data: query.data };
  if (!query.isError) return undefined;
  const error = query.error;
  return error instanceof ApiError
    ? { ok: false, status: error.status, code: error.code, message: error.message }
    : { ok: false, status: 0, code: 'API-500', message: error.message };
}

/** Reads the checkout id as a payment link and as a purchase, together, and decides what the buyer sees. */
export function useOffer(id: string): Availability & { refetch: () => void } {
  const link = useQuery(paymentLinkQuery(id));
  const purchase = useQuery(checkoutPurchaseQuery(id));
  const refetch = () => {
    void link.refetch();
    void purchase.refetch();
  };
  return { ...checkoutAvailability(id, toRead(link), toRead(purchase)), refetch };
}
