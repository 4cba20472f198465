export { MerchantCheckout, type MerchantCheckoutProps } from './merchant-checkout';
export type {
  CheckoutErrorDetail,
  CheckoutFailureDetail,
  CheckoutPaymentDetail,
  CheckoutReadyDetail,
} from './app/checkout-config';
export { checkoutPath, resolveCheckoutRoute, updateCardPath, type CheckoutRoute, type CheckoutStep } from './app/routes';
