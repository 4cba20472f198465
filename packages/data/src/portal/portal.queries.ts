import { ApiError } from '@cobro/client';
import { portalEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { portalOrganizationKeys, portalPurchaseKeys, portalSessionKeys } from './portal.keys';
import { holdsPortalToken } from './portal-token';

/**
 * The portal session, or null when there is none (401): the portal then asks for a code. On a merchant's page
 * (`embedded`, decision 1160) only a held token can be a session: without one there is nothing to ask.
 */
export const portalSessionQuery = (embedded = false) =>
  queryOptions({
    queryKey: portalSessionKeys.detail('current'),
    queryFn: async ({ signal }) => {
      if (embedded && !holdsPortalToken()) return null;
      return getApi()
        .call(portalEndpoints.portalSession, { signal })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        });
    },
    retry: false,
  });

/** The merchant's name and terms, which the sign-in page shows before there is a session. */
export const portalOrganizationQuery = (id: string) =>
  queryOptions({
    queryKey: portalOrganizationKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(portalEndpoints.portalOrganization, { params: { id }, signal }),
    staleTime: Infinity,
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
