import type { CheckoutPaymentDetail, PayButtonErrorDetail } from './cobro-elements';

/**
 * Your Cobro settings, from Configuration > Web checkout: the widget key and your Cobro server's API. The React
 * flavour has no script URL to read them from, so every button gets them as attributes. This is the demo merchant's
 * test key; test keys also work on http://localhost pages.
 */
export const COBRO = {
  widgetKey: 'pk_test_cobrodemo_public_sandbox_key',
  apiUrl: new URL('/api', location.origin).href,
} as const;

/** What the shop does with the buttons' outcomes: show them (the order itself is delivered from the callback). */
export interface PaymentOutcome {
  onPaid: (detail: CheckoutPaymentDetail) => void;
  onError: (detail: PayButtonErrorDetail) => void;
}
