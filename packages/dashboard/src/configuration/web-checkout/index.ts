export { WebCheckoutPage } from './web-checkout-page';
