import { servicesEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { serviceKeys } from './services.keys';

export type ServicesListQuery = z.input<typeof servicesEndpoints.services.query>;

/** GET /services with the list's filters; the previous page stays on screen while the next one loads. */
export const servicesListQuery = (query: ServicesListQuery) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => getApi().call(servicesEndpoints.services, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /services/{id}: the spec fetches the detail without retry, so a missing service shows its error at once. */
export const serviceQuery = (id: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(servicesEndpoints.service, { params: { id }, signal }),
    retry: false,
  });
