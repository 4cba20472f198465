import { endpoint } from '../endpoint';
import { z } from 'zod';
import {
  PaymentProviderRecord,
  ProviderCheck,
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
  /** Ours (decision 1151): whether the saved credentials work, against the provider's host of their environment. */
  checkProvider: endpoint({
    method: 'POST',
    path: '/payment-providers/{provider}/check',
    ...SESSION,
    response: ProviderCheck,
  }),
  /** Ours (decision 1151): forgets the merchant's credentials; the provider's methods go back to the sandbox. */
  disconnectProvider: endpoint({
    method: 'DELETE',
    path: '/payment-providers/{provider}',
    ...SESSION,
    response: z.void(),
  }),
  requestProviderAccess: endpoint({
    method: 'POST',
    path: '/payment-providers/request-access',
    ...SESSION,
    body: ProviderRequestAccessBody,
    response: PaymentProviderRecord,
  }),
} as const;
