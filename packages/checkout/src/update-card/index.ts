import { lazy } from 'react';

/** Its own chunk: the update-card page never shares a load with the checkout. */
export const UpdateCardPage = lazy(() => import('./update-card-page').then((m) => ({ default: m.UpdateCardPage })));
