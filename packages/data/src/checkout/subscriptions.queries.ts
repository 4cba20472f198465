import { subscriptionsEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { subscriptionKeys } from './checkout.keys';

/** GET /subscriptions/{id} for the update-card page, read without credentials. */
export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(subscriptionsEndpoints.subscription, { params: { id }, signal }),
    retry: false,
  });
