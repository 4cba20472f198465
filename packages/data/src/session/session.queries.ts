import { authSessionEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { sessionKeys } from './session.keys';

/** GET /auth/verify: who is signed in, their organization and client_product_type (the dashboard's access rules). */
export const verifyQuery = () =>
  queryOptions({
    queryKey: sessionKeys.verify(),
    queryFn: ({ signal }) => getApi().call(authSessionEndpoints.verify, { signal }),
  });
