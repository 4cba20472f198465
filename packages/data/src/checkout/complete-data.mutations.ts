import { checkoutCompleteDataEndpoints, type CompleteDataBody } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { paymentOptionKeys } from './checkout.keys';

export type CompleteDataInput = { id: string; body: z.input<typeof CompleteDataBody> };

/**
 * POST /checkout/{id}/complete-data: a new customer, whose payment options are then read afresh. A module of its
 * own so that only the complete-data step's chunk imports its endpoint group (the phone check, decision 0856).
 */
export const completeDataMutation = (options?: CallerMutationOptions<{ customer_id: string }, CompleteDataInput>) =>
  withInvalidation<{ customer_id: string }, CompleteDataInput>(
    {
      mutationKey: ['checkout', 'complete-data'],
      mutationFn: ({ id, body }) => getApi().call(checkoutCompleteDataEndpoints.completeData, { params: { id }, body }),
      invalidate: (client) => client.invalidateQueries({ queryKey: paymentOptionKeys.all }),
    },
    options,
  );

export const useCompleteData = (options?: CallerMutationOptions<{ customer_id: string }, CompleteDataInput>) =>
  useMutation(completeDataMutation(options));
