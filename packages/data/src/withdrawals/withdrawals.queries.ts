import { withdrawalEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { portalSettingsKey, serviceWithdrawalKey, withdrawalKeys } from './withdrawals.keys';

export type WithdrawalsListQuery = z.input<typeof withdrawalEndpoints.withdrawals.query>;

/** GET /withdrawals: the buyers' withdrawal requests (decision 1153), newest first; the page stays while the next loads. */
export const withdrawalsQuery = (query: WithdrawalsListQuery) =>
  queryOptions({
    queryKey: withdrawalKeys.list(query),
    queryFn: ({ signal }) => getApi().call(withdrawalEndpoints.withdrawals, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /organizations/portal-settings: whether buyers may cancel in the portal (decision 1154). */
export const portalSettingsQuery = () =>
  queryOptions({
    queryKey: portalSettingsKey,
    queryFn: ({ signal }) => getApi().call(withdrawalEndpoints.portalSettings, { signal }),
  });

/** GET /services/{id}/withdrawal: the service's withdrawal period, or its exclusion. */
export const serviceWithdrawalQuery = (id: string) =>
  queryOptions({
    queryKey: serviceWithdrawalKey(id),
    queryFn: ({ signal }) => getApi().call(withdrawalEndpoints.serviceWithdrawal, { params: { id }, signal }),
  });
