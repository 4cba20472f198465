import { currentOrganizationEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { organizationKeys } from './organization.keys';

/** GET /organizations: the signed-in merchant's organization. */
export const organizationQuery = () =>
  queryOptions({
    queryKey: organizationKeys.current(),
    queryFn: ({ signal }) => getApi().call(currentOrganizationEndpoints.organization, { signal }),
  });
