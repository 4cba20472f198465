import { checkoutPurchaseQuery, paymentLinkQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { useCheckoutConfig } from '../app/checkout-config';
import { checkoutAvailability, type Availability } from './offer';
import { toRead } from './to-read';

/**
 * Reads the checkout id as a payment link and as a purchase, together, and decides what the buyer sees. Embedded
 * (`link-id`) the id is always a payment link: the purchase read would only print a 404 on the merchant's console.
 */
export function useOffer(id: string): Availability & { refetch: () => void } {
  const readsPurchase = useCheckoutConfig().mode === 'page';
  const link = useQuery(paymentLinkQuery(id));
  const purchase = useQuery({ ...checkoutPurchaseQuery(id), enabled: readsPurchase });
  const refetch = () => {
    void link.refetch();
    if (readsPurchase) void purchase.refetch();
  };
  return { ...checkoutAvailability(id, toRead(link), readsPurchase ? toRead(purchase) : null), refetch };
}
