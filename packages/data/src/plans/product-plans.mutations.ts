import { organizationsEndpoints, productPlansEndpoints, type ProductCheckoutResponse } from '@cobro/contracts';
import { useMutation } from '@tanstack/react-query';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { productPlanKeys } from './product-plans.keys';

/** POST /uelz-plans/checkout/{id}: starts paying a plan; its answer is the payment page's route state. */
export const productPlanCheckoutMutation = (options?: CallerMutationOptions<ProductCheckoutResponse, string>) =>
  withInvalidation<ProductCheckoutResponse, string>(
    {
      mutationKey: [...productPlanKeys.all, 'checkout'],
      mutationFn: (id) => getApi().call(productPlansEndpoints.productPlanCheckout, { params: { id } }),
      invalidate: staleAfter('productPlanCheckout'),
    },
    options,
  );

/** POST /organizations/platform/get-payment-data: a platform organization's zero-cost card setup. */
export const platformPaymentDataMutation = (options?: CallerMutationOptions<ProductCheckoutResponse, void>) =>
  withInvalidation<ProductCheckoutResponse, void>(
    {
      mutationKey: [...productPlanKeys.all, 'platform-payment-data'],
      mutationFn: () => getApi().call(organizationsEndpoints.platformPaymentData),
      invalidate: staleAfter('platformPaymentData'),
    },
    options,
  );

export const useProductPlanCheckout = (options?: CallerMutationOptions<ProductCheckoutResponse, string>) =>
  useMutation(productPlanCheckoutMutation(options));
export const usePlatformPaymentData = (options?: CallerMutationOptions<ProductCheckoutResponse, void>) =>
  useMutation(platformPaymentDataMutation(options));
