import type { CheckoutPaymentMethod } from '@cobro/contracts';
import { createContext, useContext, type ReactNode } from 'react';

export interface CheckoutPaymentDetail {
  purchase_id: string;
  payment_method: CheckoutPaymentMethod;
  plan_id: string;
  /** The payment link the buyer paid through, or null when the checkout was opened by a purchase id. */
  link_id: string | null;
}
export interface CheckoutFailureDetail extends CheckoutPaymentDetail {
  code: string | null;
  decline_code: string | null;
}
export interface CheckoutErrorDetail {
  code: string;
  message: string;
}
export interface CheckoutReadyDetail {
  id: string;
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
  locale: 'es' | 'en';
  /**
   * `page`: the product's own /checkout and /update-card pages (real URLs, the document title is ours).
   * `embedded`: inside a merchant's page, where the merchant's URL and title are never touched.
   */
  mode: 'page' | 'embedded';
  /** The <pay-button> checkout session (`session-id`): its prefill, and the header create-purchase carries. */
  sessionId: string | null;
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
