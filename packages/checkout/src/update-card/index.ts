import { lazy } from 'react';
import { loadStep } from '../flow/load-step';

/** Its own chunk: the update-card page never shares a load with the checkout. */
const loadUpdateCardPage = loadStep(() => import('./update-card-page'));
export const UpdateCardPage = lazy(() => loadUpdateCardPage().then((m) => ({ default: m.UpdateCardPage })));
