import type { CheckoutPurchase } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { METHOD_LABELS } from '../complete-payment/method-labels';
import { providerPageMethod } from './paid-method';

/** The spec's name of the Inespay method on the declined page (a provider's name, not translated). */
export const INESPAY_DECLINED_METHOD = 'PSD2 INESPAY';

/**
 * The method the declined page names, from the purchase the bank refused: a Redsys or Bizum denial is not an
 * Inespay one. Card and SEPA declines through Stripe stay on the payment step, so they have no name here.
 */
export function declinedMethod(purchase: Pick<CheckoutPurchase, 'provider' | 'payment_method'>): MessageDescriptor | string | null {
  const method = providerPageMethod(purchase);
  if (method === 'inespay') return INESPAY_DECLINED_METHOD;
  return method ? METHOD_LABELS[method] : null;
}
