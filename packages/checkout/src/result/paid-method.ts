import type { CheckoutPaymentMethod, Provider } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { METHOD_LABELS } from '../complete-payment/method-labels';

/** The `method` a success URL carries: what the buyer chose in this checkout (the card provider takes two). */
export const isStripeMethod = (method: string | null): method is Extract<CheckoutPaymentMethod, 'card' | 'sepa_debit'> =>
  method === 'card' || method === 'sepa_debit';

/**
 * The method a success page names: the bank gateways are one method each; the card provider's purchase says
 * card or SEPA only through the success URL, which the checkout wrote (the buyer's purchase view has no method).
 */
export function paidMethod(provider: Provider | undefined, chosen: string | null): MessageDescriptor | null {
  if (provider === 'REDSYS') return METHOD_LABELS.redsys;
  if (provider === 'INESPAY') return METHOD_LABELS.inespay;
  return provider === 'STRIPE' && isStripeMethod(chosen) ? METHOD_LABELS[chosen] : null;
}
