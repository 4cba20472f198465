import { organizationsEndpoints, paymentProvidersEndpoints, type ProviderName } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { apiKeyKeys, organizationPaymentOptionKeys, paymentProviderKeys, platformPaymentMethodKeys } from './configuration.keys';

/** GET /organizations/payment-options: every option with its facts and whether it is offered (`include`). */
export const organizationPaymentOptionsQuery = () =>
  queryOptions({
    queryKey: organizationPaymentOptionKeys.list(),
    queryFn: ({ signal }) => getApi().call(organizationsEndpoints.paymentOptions, { signal }),
  });

/** GET /payment-providers?provider=: null when never connected; a failure is PRO-001 on the screen. */
export const paymentProviderQuery = (provider: ProviderName) =>
  queryOptions({
    queryKey: paymentProviderKeys.detail(provider),
    queryFn: ({ signal }) => getApi().call(paymentProvidersEndpoints.paymentProvider, { query: { provider }, signal }),
  });

/** GET /organizations/api-key: the key's id and creation date, or null when there is none. */
export const apiKeyQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.detail('current'),
    queryFn: ({ signal }) => getApi().call(organizationsEndpoints.apiKey, { signal }),
  });

/** GET /organizations/payment-method: a platform organization's saved cards; empty means none saved. */
export const platformPaymentMethodsQuery = () =>
  queryOptions({
    queryKey: platformPaymentMethodKeys.list(),
    queryFn: ({ signal }) => getApi().call(organizationsEndpoints.platformPaymentMethods, { signal }),
  });
