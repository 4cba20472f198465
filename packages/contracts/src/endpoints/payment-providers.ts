import { endpoint } from '../endpoint';
import {
  PaymentProviderRecord,
  PaymentProviderResponse,
  PaymentProvidersQuery,
  ProviderActivateBody,
  ProviderRequestAccessBody,
} from '../entities/payment-providers';
import { SESSION } from './presets';

export const paymentProvidersEndpoints = {
  paymentProvider: endpoint({
    method: 'GET',
    path: '/payment-providers',
    ...SESSION,
    query: PaymentProvidersQuery,
    response: PaymentProviderResponse,
  }),
  /** Bad credentials: PRO-003 (inespay) or PRO-005 (redsys); inespay not answering: PRO-004. */
  activateProvider: endpoint({
    method: 'POST',
    path: '/payment-providers/activate',
    ...SESSION,
    body: ProviderActivateBody,
    response: PaymentProviderRecord,
  }),
  requestProviderAccess: endpoint({
    method: 'POST',
    path: '/payment-providers/request-access',
    ...SESSION,
    body: ProviderRequestAccessBody,
    response: PaymentProviderRecord,
  }),
} as const;
