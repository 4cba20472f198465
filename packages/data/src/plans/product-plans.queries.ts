import { productPlansEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { productPlanKeys } from './product-plans.keys';

/** GET /uelz-plans: the plans the product sells (monthly and annual). */
export const productPlansQuery = () =>
  queryOptions({
    queryKey: productPlanKeys.list({ call: 'plans' }),
    queryFn: ({ signal }) => getApi().call(productPlansEndpoints.productPlans, { signal }),
  });

/** GET /uelz-plans/current: the organization's plan subscription, or null (the free-trial card). */
export const currentProductPlanQuery = () =>
  queryOptions({
    queryKey: productPlanKeys.list({ call: 'current' }),
    queryFn: ({ signal }) => getApi().call(productPlansEndpoints.currentProductPlan, { signal }),
  });

/** GET /uelz-plans/state: whether the plan's limit is exceeded. */
export const productPlanStateQuery = () =>
  queryOptions({
    queryKey: productPlanKeys.list({ call: 'state' }),
    queryFn: ({ signal }) => getApi().call(productPlansEndpoints.productPlanState, { signal }),
  });

/** GET /uelz-plans/{id}: the plan a payment page sells. */
export const productPlanQuery = (id: string) =>
  queryOptions({
    queryKey: productPlanKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(productPlansEndpoints.productPlan, { params: { id }, signal }),
  });

/** GET /uelz-plans/invoice: the latest invoice, read afresh on every download (never kept). */
export const productPlanInvoiceQuery = () =>
  queryOptions({
    queryKey: productPlanKeys.list({ call: 'invoice' }),
    queryFn: ({ signal }) => getApi().call(productPlansEndpoints.productPlanInvoice, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
