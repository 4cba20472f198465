import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Loaded when the step is reached (or preloaded once identify shows), so the first screen stays small. */
export const loadCompleteLocationPage = loadStep(() => import('./complete-location-page'));
export const CompleteLocationPage = lazy(() =>
  loadCompleteLocationPage().then((m) => ({ default: m.CompleteLocationPage })),
);
