import { purchasesEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { purchaseKeys } from './purchases.keys';

export type PurchasesListQuery = z.input<typeof purchasesEndpoints.purchases.query>;

/** GET /purchases with the list's filters; the previous page stays on screen while the next one loads. */
export const purchasesListQuery = (query: PurchasesListQuery) =>
  queryOptions({
    queryKey: purchaseKeys.list(query),
    queryFn: ({ signal }) => getApi().call(purchasesEndpoints.purchases, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /purchases/{id}: "the detail fetch is not retried on failure" (services-and-configuration 2). */
export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: purchaseKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(purchasesEndpoints.purchase, { params: { id }, signal }),
    retry: false,
  });
