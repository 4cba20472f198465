import { lazy } from 'react';

/** Loaded when the step is reached (or preloaded once identify shows), so the first screen stays small. */
export const loadCompleteLocationPage = () => import('./complete-location-page');
export const CompleteLocationPage = lazy(() =>
  loadCompleteLocationPage().then((m) => ({ default: m.CompleteLocationPage })),
);
