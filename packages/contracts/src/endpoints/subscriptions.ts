import { endpoint } from '../endpoint';
import {
  SubscriptionPaymentDataBody,
  SubscriptionPaymentDataResponse,
  SubscriptionView,
} from '../entities/subscription';
import { PUBLIC, PUBLIC_READ } from './presets';

/** The update-card page (/update-card/{id}). SUB-004 when the subscription is not active. */
export const subscriptionsEndpoints = {
  subscription: endpoint({ method: 'GET', path: '/subscriptions/{id}', ...PUBLIC_READ, response: SubscriptionView }),
  subscriptionPaymentData: endpoint({
    method: 'POST',
    path: '/subscriptions/{id}/get-payment-data',
    ...PUBLIC,
    body: SubscriptionPaymentDataBody,
    response: SubscriptionPaymentDataResponse,
  }),
} as const;
