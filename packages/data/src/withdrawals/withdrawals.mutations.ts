import { withdrawalEndpoints, type PortalSettings, type ServiceWithdrawal, type Withdrawal } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { portalSettingsKey, serviceWithdrawalKey, withdrawalKeys } from './withdrawals.keys';

/** POST /withdrawals/{id}/refund: every charge of the purchase refunded in full, a subscription canceled at once. */
export const refundWithdrawalMutation = (options?: CallerMutationOptions<Withdrawal, string>) =>
  withInvalidation<Withdrawal, string>(
    {
      mutationKey: [...withdrawalKeys.all, 'refund'],
      mutationFn: (id) => getApi().call(withdrawalEndpoints.refundWithdrawal, { params: { id } }),
      invalidate: staleAfter('refundWithdrawal'),
    },
    options,
  );

/** PUT /organizations/portal-settings: the answer is the cached setting. */
export const updatePortalSettingsMutation = (options?: CallerMutationOptions<PortalSettings, PortalSettings>) =>
  withInvalidation<PortalSettings, PortalSettings>(
    {
      mutationKey: [...portalSettingsKey, 'update'],
      mutationFn: (body) => getApi().call(withdrawalEndpoints.updatePortalSettings, { body }),
      invalidate: async (client, saved) => client.setQueryData(portalSettingsKey, saved),
    },
    options,
  );

export type ServiceWithdrawalInput = ServiceWithdrawal & { id: string };

/** PUT /services/{id}/withdrawal: the answer is the service's cached period. */
export const updateServiceWithdrawalMutation = (options?: CallerMutationOptions<ServiceWithdrawal, ServiceWithdrawalInput>) =>
  withInvalidation<ServiceWithdrawal, ServiceWithdrawalInput>(
    {
      mutationKey: ['service-withdrawal', 'update'],
      mutationFn: ({ id, ...body }) => getApi().call(withdrawalEndpoints.updateServiceWithdrawal, { params: { id }, body }),
      invalidate: async (client, saved, { id }) => client.setQueryData(serviceWithdrawalKey(id), saved),
    },
    options,
  );

export const useRefundWithdrawal = (options?: CallerMutationOptions<Withdrawal, string>) => useMutation(refundWithdrawalMutation(options));
export const useUpdatePortalSettings = (options?: CallerMutationOptions<PortalSettings, PortalSettings>) =>
  useMutation(updatePortalSettingsMutation(options));
export const useUpdateServiceWithdrawal = (options?: CallerMutationOptions<ServiceWithdrawal, ServiceWithdrawalInput>) =>
  useMutation(updateServiceWithdrawalMutation(options));
