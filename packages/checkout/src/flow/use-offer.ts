import { checkoutPurchaseQuery, paymentLinkQuery } from '@cobro/data';
import { useQuery } from '@tanstack/react-query';
import { useCheckoutConfig } from '../app/checkout-config';
import { checkoutAvailability, purchaseReadNeeded, type Availability } from './offer';
import { toRead } from './to-read';

/**
 * Reads the checkout id as a payment link, then as a purchase only when the link alone cannot decide (it failed, or
 * it is inactive): a link id is a plan id, never a purchase's, so reading both on every load printed a 404 for
 * `GET /purchases/{planId}` on each checkout (issue 17). Embedded (`link-id`) the id is always a payment link.
 */
export function useOffer(id: string): Availability & { refetch: () => void } {
  const page = useCheckoutConfig().mode === 'page';
  const link = useQuery(paymentLinkQuery(id));
  const linkRead = toRead(link);
  const readsPurchase = page && purchaseReadNeeded(linkRead);
  const purchase = useQuery({ ...checkoutPurchaseQuery(id), enabled: readsPurchase });
  const refetch = () => {
    void link.refetch();
    if (readsPurchase) void purchase.refetch();
  };
  return { ...checkoutAvailability(id, linkRead, readsPurchase ? toRead(purchase) : null), refetch };
}
