import { customersEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { customerKeys } from './customers.keys';

export type CustomersListQuery = z.input<typeof customersEndpoints.customers.query>;
export type CustomerChargesQuery = z.input<typeof customersEndpoints.customerCharges.query>;
export type CustomerPurchasesQuery = z.input<typeof customersEndpoints.customerPurchases.query>;

/** GET /customers with the list's filters; the previous page stays on screen while the next one loads. */
export const customersListQuery = (query: CustomersListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => getApi().call(customersEndpoints.customers, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /customers/{id}: a missing customer (CUS-003) shows its error at once instead of after retries. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(customersEndpoints.customer, { params: { id }, signal }),
    retry: false,
  });

/**
 * GET /customers/{id}/charges: under the customer's detail key, so a change to the customer (or any charge event,
 * which invalidates `customers`) refreshes the history too.
 */
export const customerChargesQuery = (id: string, query: CustomerChargesQuery) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'charges', query] as const,
    queryFn: ({ signal }) => getApi().call(customersEndpoints.customerCharges, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /customers/{id}/purchases, keyed like the customer's charges. */
export const customerPurchasesQuery = (id: string, query: CustomerPurchasesQuery) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), 'purchases', query] as const,
    queryFn: ({ signal }) => getApi().call(customersEndpoints.customerPurchases, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
