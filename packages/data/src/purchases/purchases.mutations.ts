import { purchasesEndpoints, type ManualPaymentMethod, type Purchase } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { purchaseKeys } from './purchases.keys';

/**
 * Which cancel call: `provider` is PUT /purchases/{id}/cancel (card-provider subscriptions), `queue` is
 * PUT /purchases/queue/{id}/cancel (the other providers). The caller decides with the shared money rules.
 */
export type CancelPurchaseInput = { id: string; via: 'provider' | 'queue' };

export const cancelPurchaseMutation = (options?: CallerMutationOptions<Purchase, CancelPurchaseInput>) =>
  withInvalidation<Purchase, CancelPurchaseInput>(
    {
      mutationKey: [...purchaseKeys.all, 'cancel'],
      mutationFn: ({ id, via }) =>
        getApi().call(via === 'provider' ? purchasesEndpoints.cancelPurchase : purchasesEndpoints.cancelQueuedPurchase, { params: { id } }),
      invalidate: staleAfter('cancelPurchase'),
    },
    options,
  );

export type ManualPurchaseInput = { id: string; payment_method: ManualPaymentMethod };

/** PUT /purchases/{id}/manual-purchase. */
export const manualPurchaseMutation = (options?: CallerMutationOptions<Purchase, ManualPurchaseInput>) =>
  withInvalidation<Purchase, ManualPurchaseInput>(
    {
      mutationKey: [...purchaseKeys.all, 'manual-purchase'],
      mutationFn: ({ id, payment_method }) =>
        getApi().call(purchasesEndpoints.manualPurchase, { params: { id }, body: { payment_method } }),
      invalidate: staleAfter('manualPurchase'),
    },
    options,
  );

const purchaseActionMutation =
  (action: 'pausePurchase' | 'resumePurchase') => (options?: CallerMutationOptions<Purchase, string>) =>
    withInvalidation<Purchase, string>(
      {
        mutationKey: [...purchaseKeys.all, action],
        mutationFn: (id) => getApi().call(purchasesEndpoints[action], { params: { id } }),
        invalidate: staleAfter(action),
      },
      options,
    );

/** PUT /purchases/{id}/pause. */
export const pausePurchaseMutation = purchaseActionMutation('pausePurchase');
/** PUT /purchases/{id}/resume. */
export const resumePurchaseMutation = purchaseActionMutation('resumePurchase');

export const useCancelPurchase = (options?: CallerMutationOptions<Purchase, CancelPurchaseInput>) =>
  useMutation(cancelPurchaseMutation(options));
export const useManualPurchase = (options?: CallerMutationOptions<Purchase, ManualPurchaseInput>) =>
  useMutation(manualPurchaseMutation(options));
export const usePausePurchase = (options?: CallerMutationOptions<Purchase, string>) =>
  useMutation(pausePurchaseMutation(options));
export const useResumePurchase = (options?: CallerMutationOptions<Purchase, string>) =>
  useMutation(resumePurchaseMutation(options));
