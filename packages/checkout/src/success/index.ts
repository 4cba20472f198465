import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Loaded when reached (or preloaded once identify shows): not part of the checkout's first screen. */
export const loadSuccessPage = loadStep(() => import('./success-page'));
export const SuccessPage = lazy(() => loadSuccessPage().then((m) => ({ default: m.SuccessPage })));
