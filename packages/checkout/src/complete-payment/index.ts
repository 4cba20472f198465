import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Loaded when the step is reached (or preloaded once identify shows), with the provider forms it shows. */
export const loadCompletePaymentPage = loadStep(() => import('./complete-payment-page'));
export const CompletePaymentPage = lazy(() =>
  loadCompletePaymentPage().then((m) => ({ default: m.CompletePaymentPage })),
);
