import { lazy } from 'react';

/** Loaded when the step is reached, so the phone metadata is not in the checkout's first chunk. */
export const CompleteDataPage = lazy(() => import('./complete-data-page'));
