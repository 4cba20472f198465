import type { CheckoutPurchase } from '@cobro/contracts';
import { useEffect } from 'react';
import { useCheckoutConfig } from '../app/checkout-config';
import { useFlow } from '../flow/flow-context';
import { providerPageMethod } from './paid-method';
import { purchaseOutcome } from './purchase-outcome';

/** What this page has told of each returned purchase: a remount or a second element never tells it again. */
const told = new Set<string>();

/**
 * After a provider's page returned the buyer to the merchant's page (decision 1134), the result page tells the page
 * how the payment ended as the server knows it, never from the return itself (quality bar 5): `cobro-payment-pending`
 * while the provider's notice has not arrived, then `cobro-payment-success` or `cobro-payment-failed`, each once,
 * with the detail a card payment gives. The declined page (`announcePending` false) tells no pending: a buyer who
 * cancelled on the provider's page is not paying.
 */
export function useReturnEvents(purchase: CheckoutPurchase | undefined, announcePending = true) {
  const { returnedPurchaseId, onPaymentSuccess, onPaymentPending, onPaymentFailed } = useCheckoutConfig();
  const { offer } = useFlow();
  useEffect(() => {
    const method = purchase && providerPageMethod(purchase);
    if (!purchase || !method || purchase.id !== returnedPurchaseId) return;
    const outcome = purchaseOutcome(purchase.status);
    if (outcome === 'processing' && !announcePending) return;
    const key = `${purchase.id}:${outcome}`;
    if (told.has(key)) return;
    told.add(key);
    const detail = { purchase_id: purchase.id, payment_method: method, plan_id: offer.planId, link_id: offer.linkId };
    if (outcome === 'paid') onPaymentSuccess?.(detail);
    else if (outcome === 'processing') onPaymentPending?.(detail);
    else onPaymentFailed?.({ ...detail, code: null, decline_code: null });
  }, [purchase, announcePending, returnedPurchaseId, offer, onPaymentSuccess, onPaymentPending, onPaymentFailed]);
}
