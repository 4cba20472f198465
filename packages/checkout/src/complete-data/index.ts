import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Loaded when the step is reached (or preloaded once identify shows): the phone metadata stays off the first screen. */
export const loadCompleteDataPage = loadStep(() => import('./complete-data-page'));
export const CompleteDataPage = lazy(loadCompleteDataPage);
