/**
 * Side-effect-free entry: importing defines nothing. Each element has a definition in `elements/<tag>.ts`
 * (exporting the definition and a `define*()` function) and a self-defining script in `entries/<tag>.ts`, which
 * the build picks up by file name.
 */
export { defineElement } from './define-element/define-element';
export { defineDomElement } from './define-element/define-dom-element';
export { toAttributeName, parseAttribute, type PropType } from './define-element/attributes';
export { EVENT_PREFIX, type CobroEventMap, type ElementDefinition, type MountedElement } from './define-element/definition';
export { defineMerchantDashboard, merchantDashboard, type MerchantDashboardProps } from './elements/merchant-dashboard';
export { customerPortal, defineCustomerPortal, type CustomerPortalProps } from './elements/customer-portal';
export { defineMerchantCheckout, merchantCheckout, type MerchantCheckoutProps } from './elements/merchant-checkout';
export {
  definePayButton,
  payButton,
  type CheckoutSessionRequest,
  type PayButtonCloseDetail,
  type PayButtonErrorDetail,
  type PayButtonEventMap,
  type PayButtonOpenDetail,
  type PayButtonProps,
  type PayButtonReadyDetail,
} from './elements/pay-button';
