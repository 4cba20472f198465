import type { Provider } from '@cobro/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { METHOD_LABELS } from '../complete-payment/method-labels';

/** The spec's name of the Inespay method on the declined page (a provider's name, not translated). */
export const INESPAY_DECLINED_METHOD = 'PSD2 INESPAY';

/**
 * The method the declined page names, from the provider of the purchase the bank refused: a Redsys denial is not
 * an Inespay one. Card and SEPA declines through Stripe stay on the payment step, so they have no name here.
 */
export function declinedMethod(provider: Provider): MessageDescriptor | string | null {
  switch (provider) {
    case 'INESPAY':
      return INESPAY_DECLINED_METHOD;
    case 'REDSYS':
      return METHOD_LABELS.redsys;
    default:
      return null;
  }
}
