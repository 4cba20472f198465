import { subscriptionsEndpoints } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { subscriptionKeys } from './checkout.keys';

export type SubscriptionPaymentDataInput = {
  id: string;
  body: z.input<typeof subscriptionsEndpoints.subscriptionPaymentData.body>;
};
type SubscriptionPaymentData = z.output<typeof subscriptionsEndpoints.subscriptionPaymentData.response>;

/** POST /subscriptions/{id}/get-payment-data: the setup secret; the subscription itself changes once confirmed. */
export const subscriptionPaymentDataMutation = (
  options?: CallerMutationOptions<SubscriptionPaymentData, SubscriptionPaymentDataInput>,
) =>
  withInvalidation<SubscriptionPaymentData, SubscriptionPaymentDataInput>(
    {
      mutationKey: ['subscriptions', 'payment-data'],
      mutationFn: ({ id, body }) => getApi().call(subscriptionsEndpoints.subscriptionPaymentData, { params: { id }, body }),
      invalidate: (client, _data, { id }) => client.invalidateQueries({ queryKey: subscriptionKeys.detail(id) }),
    },
    options,
  );

export const useSubscriptionPaymentData = (
  options?: CallerMutationOptions<SubscriptionPaymentData, SubscriptionPaymentDataInput>,
) => useMutation(subscriptionPaymentDataMutation(options));
