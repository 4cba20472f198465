import type { CheckoutPaymentMethod, CheckoutPurchase } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { METHOD_LABELS } from '../complete-payment/method-labels';

/** The `method` a success URL carries: what the buyer chose in this checkout (the card provider takes two). */
export const isStripeMethod = (method: string | null): method is Extract<CheckoutPaymentMethod, 'card' | 'sepa_debit'> =>
  method === 'card' || method === 'sepa_debit';

type PaidOnProviderPage = Extract<CheckoutPaymentMethod, 'redsys' | 'bizum' | 'inespay'>;

/**
 * The method of a purchase paid on a provider's page, from the purchase itself: Inespay is one method; Redsys carries
 * its card page and Bizum, told apart by the purchase's `payment_method` (ours, decision 1136; a back end built to
 * the spec leaves it out, and its Redsys purchases are card payments).
 */
export function providerPageMethod(purchase: Pick<CheckoutPurchase, 'provider' | 'payment_method'>): PaidOnProviderPage | null {
  if (purchase.provider === 'INESPAY') return 'inespay';
  if (purchase.provider === 'REDSYS') return purchase.payment_method?.toLowerCase() === 'bizum' ? 'bizum' : 'redsys';
  return null;
}

/**
 * The method a success page names: the methods paid on a provider's page from the purchase; the card provider's
 * purchase says card or SEPA only through the success URL, which the checkout wrote.
 */
export function paidMethod(purchase: CheckoutPurchase | undefined, chosen: string | null): MessageDescriptor | null {
  if (!purchase) return null;
  const method = providerPageMethod(purchase);
  if (method) return METHOD_LABELS[method];
  return purchase.provider === 'STRIPE' && isStripeMethod(chosen) ? METHOD_LABELS[chosen] : null;
}
