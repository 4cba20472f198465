import { endpoint } from '../endpoint';
import { CompleteDataBody, CompleteDataResponse } from '../entities/checkout-complete-data';
import { PUBLIC } from './presets';

/**
 * The checkout's complete-data call (public-flows 5), a group of its own: its body checks the phone with
 * libphonenumber, which only the complete-data step (a lazy chunk) may load (decision 0856).
 */
export const checkoutCompleteDataEndpoints = {
  completeData: endpoint({
    method: 'POST',
    path: '/checkout/{id}/complete-data',
    ...PUBLIC,
    body: CompleteDataBody,
    response: CompleteDataResponse,
  }),
} as const;
