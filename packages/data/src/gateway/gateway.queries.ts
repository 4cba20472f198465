import { organizationsEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { organizationFilesKeys } from './gateway.keys';

/** GET /organizations/{id}/files: front_dni, back_dni and residence, null when not uploaded. */
export const organizationFilesQuery = (organizationId: string) =>
  queryOptions({
    queryKey: organizationFilesKeys.detail(organizationId),
    queryFn: ({ signal }) =>
      getApi().call(organizationsEndpoints.organizationFiles, { params: { id: organizationId }, signal }),
  });
