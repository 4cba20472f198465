import { lazy } from 'react';

/** Loaded when reached (or preloaded once identify shows): not part of the checkout's first screen. */
export const loadDeclinedPage = () => import('./declined-page');
export const DeclinedPage = lazy(() => loadDeclinedPage().then((m) => ({ default: m.DeclinedPage })));
