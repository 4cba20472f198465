export { checkoutRoutes } from './checkout.routes';
export { findCheckoutPlan, isSellable, sellablePlan, type CheckoutPlan } from './checkout-plan-view';
export { merchantCustomer, paymentOptions } from './payment-option-commands';
export { lookUpPostalCode } from './postal-codes';
