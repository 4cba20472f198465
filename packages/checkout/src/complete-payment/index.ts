import { lazy } from 'react';

/** Loaded when the step is reached (or preloaded once identify shows), with the provider forms it shows. */
export const loadCompletePaymentPage = () => import('./complete-payment-page');
export const CompletePaymentPage = lazy(() =>
  loadCompletePaymentPage().then((m) => ({ default: m.CompletePaymentPage })),
);
