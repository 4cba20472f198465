import { checkoutPurchaseQuery, paymentLinkQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { checkoutAvailability, type Availability } from './offer';
import { toRead } from './to-read';

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
