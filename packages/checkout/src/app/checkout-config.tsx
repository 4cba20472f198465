import type { CheckoutPaymentMethod } from '@cobro/contracts';
import type { Locale } from '@cobro/i18n';
import { createContext, useContext, type ReactNode } from 'react';

/** A payment's outcome: `purchase_id` is the purchase the buyer paid (the id the callback and the dashboard show). */
export interface CheckoutPaymentDetail {
  purchase_id: string;
  /** The method the buyer paid with. */
  payment_method: CheckoutPaymentMethod;
  /** The plan bought. */
  plan_id: string;
  /** The payment link the buyer paid through, or null when the checkout was opened by a purchase id. */
  link_id: string | null;
}
/** A declined payment: `purchase_id` is the purchase the buyer tried to pay; they can try again. */
export interface CheckoutFailureDetail extends CheckoutPaymentDetail {
  /** The provider's error code (`card_declined`), or null when it gave none. */
  code: string | null;
  /** The provider's decline reason (`insufficient_funds`), or null when it gave none. */
  decline_code: string | null;
}
export interface CheckoutErrorDetail {
  /** A published error code (docs/errors.md). */
  code: string;
  /** Its English text, for your logs; show your own words to buyers. */
  message: string;
}
export interface CheckoutReadyDetail {
  /** The checkout's id as the element was given it: the `link-id` (a payment link, or a purchase to pay). */
  id: string;
  /** The plan the checkout sells. */
  plan_id: string;
}

/** The element's callbacks, each dispatched as a `cobro-*` DOM event by <merchant-checkout>. */
export interface CheckoutEvents {
  onReady?: (detail: CheckoutReadyDetail) => void;
  onPaymentSuccess?: (detail: CheckoutPaymentDetail) => void;
  onPaymentPending?: (detail: CheckoutPaymentDetail) => void;
  onPaymentFailed?: (detail: CheckoutFailureDetail) => void;
  onError?: (detail: CheckoutErrorDetail) => void;
}

export interface CheckoutConfig extends CheckoutEvents {
  /** Base URL of the payments service, resolved (`{apiUrl}/payments` by default), for the sandbox frame. */
  paymentsUrl: string;
  locale: Locale;
  /**
   * `page`: the product's own /checkout and /update-card pages (real URLs, the document title is ours).
   * `embedded`: inside a merchant's page, where the merchant's URL and title are never touched.
   */
  mode: 'page' | 'embedded';
  /** The <pay-button> checkout session (`session-id`): its prefill, and the header create-purchase carries. */
  sessionId: string | null;
  /**
   * The purchase a provider's page (Redsys, Inespay) returned this embedded checkout to its merchant's page with
   * (decision 1134): its result page tells the page how it ended, once the server says so. Null otherwise.
   */
  returnedPurchaseId?: string | null;
}

const CheckoutConfigContext = createContext<CheckoutConfig | null>(null);

export function CheckoutConfigProvider({ value, children }: { value: CheckoutConfig; children: ReactNode }) {
  return <CheckoutConfigContext.Provider value={value}>{children}</CheckoutConfigContext.Provider>;
}

export function useCheckoutConfig(): CheckoutConfig {
  const config = useContext(CheckoutConfigContext);
  if (!config) throw new Error('useCheckoutConfig() needs <MerchantCheckout> above it');
  return config;
}
