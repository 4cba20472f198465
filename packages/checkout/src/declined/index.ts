import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Loaded when reached (or preloaded once identify shows): not part of the checkout's first screen. */
export const loadDeclinedPage = loadStep(() => import('./declined-page'));
export const DeclinedPage = lazy(() => loadDeclinedPage().then((m) => ({ default: m.DeclinedPage })));
