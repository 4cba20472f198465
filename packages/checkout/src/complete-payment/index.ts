export { CompletePaymentPage } from './complete-payment-page';
