import {
  ConnectedProviderParams,
  gatewayEndpoints,
  organizationsEndpoints,
  paymentProvidersEndpoints,
  type GeneratedApiKey,
  type Organization,
  type PaymentOption,
  type PaymentProviderRecord,
  type ProviderCheck,
} from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { invalidateAfter, staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { organizationPaymentOptionKeys } from './configuration.keys';

export type PaymentMethodsSelectionInput = z.input<typeof gatewayEndpoints.selectPaymentMethods.body>;
export type ProviderActivateInput = z.input<typeof paymentProvidersEndpoints.activateProvider.body>;
export type ProviderRequestAccessInput = z.input<typeof paymentProvidersEndpoints.requestProviderAccess.body>;
/** The provider of a connection's check or disconnection. */
export type ConnectedProviderInput = z.input<typeof ConnectedProviderParams>['provider'];
export type TermsInput = z.input<typeof organizationsEndpoints.updateTerms.body>;

/**
 * PUT /payment-gateway/payment-methods: a selection saves at once; an empty one is refused. The answer is the whole
 * list of options, put in the cache at once so the ticks never flick back while the lists refresh.
 */
export const selectPaymentMethodsMutation = (options?: CallerMutationOptions<PaymentOption[], PaymentMethodsSelectionInput>) =>
  withInvalidation<PaymentOption[], PaymentMethodsSelectionInput>(
    {
      mutationKey: ['payment-methods', 'select'],
      mutationFn: (body) => getApi().call(gatewayEndpoints.selectPaymentMethods, { body }),
      invalidate: (client, options) => {
        if (options) client.setQueryData(organizationPaymentOptionKeys.list(), options);
        return invalidateAfter(client, 'selectPaymentMethods');
      },
    },
    options,
  );

/** POST /payment-providers/activate (PRO-003, PRO-004, PRO-005). */
export const activateProviderMutation = (options?: CallerMutationOptions<PaymentProviderRecord, ProviderActivateInput>) =>
  withInvalidation<PaymentProviderRecord, ProviderActivateInput>(
    {
      mutationKey: ['payment-providers', 'activate'],
      mutationFn: (body) => getApi().call(paymentProvidersEndpoints.activateProvider, { body }),
      invalidate: staleAfter('activateProvider'),
    },
    options,
  );

/** POST /payment-providers/request-access (PRO-002). */
export const requestProviderAccessMutation = (
  options?: CallerMutationOptions<PaymentProviderRecord, ProviderRequestAccessInput>,
) =>
  withInvalidation<PaymentProviderRecord, ProviderRequestAccessInput>(
    {
      mutationKey: ['payment-providers', 'request-access'],
      mutationFn: (body) => getApi().call(paymentProvidersEndpoints.requestProviderAccess, { body }),
      invalidate: staleAfter('requestProviderAccess'),
    },
    options,
  );

/** POST /payment-providers/{provider}/check: whether the saved credentials work against their environment's host. */
export const checkProviderMutation = (options?: CallerMutationOptions<ProviderCheck, ConnectedProviderInput>) =>
  withInvalidation<ProviderCheck, ConnectedProviderInput>(
    {
      mutationKey: ['payment-providers', 'check'],
      mutationFn: (provider) => getApi().call(paymentProvidersEndpoints.checkProvider, { params: { provider } }),
      invalidate: staleAfter('checkProvider'),
    },
    options,
  );

/** DELETE /payment-providers/{provider}: forgets the credentials; the provider's methods go back to the sandbox. */
export const disconnectProviderMutation = (options?: CallerMutationOptions<void, ConnectedProviderInput>) =>
  withInvalidation<void, ConnectedProviderInput>(
    {
      mutationKey: ['payment-providers', 'disconnect'],
      mutationFn: (provider) => getApi().call(paymentProvidersEndpoints.disconnectProvider, { params: { provider } }),
      invalidate: staleAfter('disconnectProvider'),
    },
    options,
  );

/** PUT /organizations with the terms URL (null clears it). */
export const updateTermsMutation = (options?: CallerMutationOptions<Organization, TermsInput>) =>
  withInvalidation<Organization, TermsInput>(
    {
      mutationKey: ['organization', 'terms'],
      mutationFn: (body) => getApi().call(organizationsEndpoints.updateTerms, { body }),
      invalidate: staleAfter('updateTerms'),
    },
    options,
  );

/** POST /organizations/generate-api-key: the answer carries the key, shown once and never cached. */
export const generateApiKeyMutation = (options?: CallerMutationOptions<GeneratedApiKey, void>) =>
  withInvalidation<GeneratedApiKey, void>(
    {
      mutationKey: ['api-key', 'generate'],
      mutationFn: () => getApi().call(organizationsEndpoints.generateApiKey),
      invalidate: staleAfter('generateApiKey'),
    },
    options,
  );

/** DELETE /organizations/remove-api-key/{id}. */
export const removeApiKeyMutation = (options?: CallerMutationOptions<void, string>) =>
  withInvalidation<void, string>(
    {
      mutationKey: ['api-key', 'remove'],
      mutationFn: (id) => getApi().call(organizationsEndpoints.removeApiKey, { params: { id } }),
      invalidate: staleAfter('removeApiKey'),
    },
    options,
  );

export const useSelectPaymentMethods = (options?: CallerMutationOptions<PaymentOption[], PaymentMethodsSelectionInput>) =>
  useMutation(selectPaymentMethodsMutation(options));
export const useActivateProvider = (options?: CallerMutationOptions<PaymentProviderRecord, ProviderActivateInput>) =>
  useMutation(activateProviderMutation(options));
export const useRequestProviderAccess = (options?: CallerMutationOptions<PaymentProviderRecord, ProviderRequestAccessInput>) =>
  useMutation(requestProviderAccessMutation(options));
export const useCheckProvider = (options?: CallerMutationOptions<ProviderCheck, ConnectedProviderInput>) =>
  useMutation(checkProviderMutation(options));
export const useDisconnectProvider = (options?: CallerMutationOptions<void, ConnectedProviderInput>) =>
  useMutation(disconnectProviderMutation(options));
export const useUpdateTerms = (options?: CallerMutationOptions<Organization, TermsInput>) =>
  useMutation(updateTermsMutation(options));
export const useGenerateApiKey = (options?: CallerMutationOptions<GeneratedApiKey, void>) =>
  useMutation(generateApiKeyMutation(options));
export const useRemoveApiKey = (options?: CallerMutationOptions<void, string>) => useMutation(removeApiKeyMutation(options));
