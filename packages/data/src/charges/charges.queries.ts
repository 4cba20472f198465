import { chargesEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { chargeKeys } from './charges.keys';

export type ChargesListQuery = z.input<typeof chargesEndpoints.charges.query>;

/** GET /charges with the list's filters; the previous page stays on screen while the next one loads. */
export const chargesListQuery = (query: ChargesListQuery) =>
  queryOptions({
    queryKey: chargeKeys.list(query),
    queryFn: ({ signal }) => getApi().call(chargesEndpoints.charges, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /charges/{id}: the detail dialog shows a failure's code at once (dashboard-core 8), so no retries. */
export const chargeQuery = (id: string) =>
  queryOptions({
    queryKey: chargeKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(chargesEndpoints.charge, { params: { id }, signal }),
    retry: false,
  });

/**
 * GET /charges/{id}/receipt: read fresh on each download (`staleTime: 0` at the call site), because a receipt URL
 * may be signed and short-lived.
 */
export const chargeReceiptQuery = (id: string) =>
  queryOptions({
    queryKey: [...chargeKeys.detail(id), 'receipt'] as const,
    queryFn: ({ signal }) => getApi().call(chargesEndpoints.chargeReceipt, { params: { id }, signal }),
    retry: false,
    gcTime: 0,
  });
