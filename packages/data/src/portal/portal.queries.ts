import { ApiError } from '@cobro/client';
import { portalEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { portalPurchaseKeys, portalSessionKeys } from './portal.keys';

/** The portal session, or null when there is none (401): the portal then asks for a code. */
export const portalSessionQuery = () =>
  queryOptions({
    queryKey: portalSessionKeys.detail('current'),
    queryFn: ({ signal }) =>
      getApi()
        .call(portalEndpoints.portalSession, { signal })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }),
    retry: false,
  });

export const portalPurchasesQuery = () =>
  queryOptions({
    queryKey: portalPurchaseKeys.list(),
    queryFn: ({ signal }) => getApi().call(portalEndpoints.portalPurchases, { signal }),
    retry: false,
  });

/** One purchase with its charges. */
export const portalPurchaseQuery = (id: string) =>
  queryOptions({
    queryKey: portalPurchaseKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(portalEndpoints.portalPurchase, { params: { id }, signal }),
    retry: false,
  });
