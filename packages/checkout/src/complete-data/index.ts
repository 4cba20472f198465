import { lazy } from 'react';

/** Loaded when the step is reached (or preloaded once identify shows): the phone metadata stays off the first screen. */
export const loadCompleteDataPage = () => import('./complete-data-page');
export const CompleteDataPage = lazy(loadCompleteDataPage);
