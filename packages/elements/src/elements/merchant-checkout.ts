import type { MerchantCheckoutProps } from '@cobro/checkout';
import { checkoutStyles } from '@cobro/checkout/styles';
import { loadSdkCatalog } from '@cobro/i18n';
import { uiFormStyles } from '@cobro/ui';
import { createElement, lazy, Suspense } from 'react';
import { defineElement } from '../define-element/define-element';
import type { ElementDefinition } from '../define-element/definition';
import { zodWithoutEval } from '../zod-without-eval';

export type { MerchantCheckoutProps };

// The checkout is its own chunk: this definition (and <pay-button>, which opens it) stays small until it renders.
const LazyCheckout = lazy(() => {
  zodWithoutEval();
  return import('@cobro/checkout').then((m) => ({ default: m.MerchantCheckout }));
});

function MerchantCheckoutLoader(props: MerchantCheckoutProps) {
  return createElement(Suspense, { fallback: null }, createElement(LazyCheckout, props));
}

/**
 * `<merchant-checkout api-url="/api" link-id="<payment link id>" session-id="<checkout session id>"
 * payments-url="..." locale="es">`: the buyer checkout. With `link-id` the flow runs in memory and never touches
 * the page's URL; without it the element follows the browser location (`/checkout/:id/...`, `/update-card/:id`),
 * as on the product's own pages. `session-id` (set by <pay-button>) prefills the buyer's data from the checkout
 * session, read-only when the button said `not-editable`; an expired session shows CHK-006.
 * @event cobro-ready - the checkout loaded its payment link; detail: CheckoutReadyDetail
 * @event cobro-payment-success - the payment succeeded; detail: CheckoutPaymentDetail
 * @event cobro-payment-pending - the payment is processing (SEPA); detail: CheckoutPaymentDetail
 * @event cobro-payment-failed - the provider declined the payment; detail: CheckoutFailureDetail
 * @event cobro-error - the checkout could not go on; detail: CheckoutErrorDetail ({ code, message })
 * @slot cobro-payment-element-* - filled by the element itself: Stripe's Payment Element, which refuses shadow roots
 */
export const merchantCheckout: ElementDefinition<MerchantCheckoutProps> = {
  tag: 'merchant-checkout',
  component: MerchantCheckoutLoader,
  props: { apiUrl: 'string', paymentsUrl: 'string', linkId: 'string', sessionId: 'string', locale: 'string' },
  required: ['apiUrl'],
  events: {
    onReady: 'cobro-ready',
    onPaymentSuccess: 'cobro-payment-success',
    onPaymentPending: 'cobro-payment-pending',
    onPaymentFailed: 'cobro-payment-failed',
    onError: 'cobro-error',
  },
  loadCatalog: loadSdkCatalog,
  styles: [...uiFormStyles, ...checkoutStyles],
};

export const defineMerchantCheckout = () => defineElement(merchantCheckout);

declare global {
  interface HTMLElementTagNameMap {
    'merchant-checkout': HTMLElement & Partial<MerchantCheckoutProps>;
  }
}
