import { checkoutCompleteDataEndpoints, type CompleteDataBody } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';

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
      invalidate: staleAfter('completeData'),
    },
    options,
  );

export const useCompleteData = (options?: CallerMutationOptions<{ customer_id: string }, CompleteDataInput>) =>
  useMutation(completeDataMutation(options));
