import { checkoutEndpoints, subscriptionsEndpoints, type CheckoutPaymentMethod, type CompleteDataBody, type CreatePurchaseBody, type CreatePurchaseResponse, type PaymentDataBody, type PaymentDataResponse, type ProviderName, type VerifyIdResponse } from '@cobro/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { checkoutPurchaseKeys, paymentLinkKeys, paymentOptionKeys, subscriptionKeys } from './checkout.keys';

/** The payments-service path of a method: card and SEPA go through the card provider (public-flows 7). */
export function providerOf(method: CheckoutPaymentMethod): ProviderName {
  return method === 'card' || method === 'sepa_debit' ? 'stripe' : method;
}

const nothingCached = () => Promise.resolve();

export type VerifyIdInput = { id: string; body: z.input<typeof checkoutEndpoints.verifyId.body> };

/** POST /checkout/{id}/verify-id: only reads who the buyer is, so no cached data changes. */
export const verifyIdMutation = (options?: CallerMutationOptions<VerifyIdResponse, VerifyIdInput>) =>
  withInvalidation<VerifyIdResponse, VerifyIdInput>(
    {
      mutationKey: ['checkout', 'verify-id'],
      mutationFn: ({ id, body }) => getApi().call(checkoutEndpoints.verifyId, { params: { id }, body }),
      invalidate: nothingCached,
    },
    options,
  );

export type CompleteDataInput = { id: string; body: z.input<typeof CompleteDataBody> };

/** POST /checkout/{id}/complete-data: a new customer, whose payment options are then read afresh. */
export const completeDataMutation = (options?: CallerMutationOptions<{ customer_id: string }, CompleteDataInput>) =>
  withInvalidation<{ customer_id: string }, CompleteDataInput>(
    {
      mutationKey: ['checkout', 'complete-data'],
      mutationFn: ({ id, body }) => getApi().call(checkoutEndpoints.completeData, { params: { id }, body }),
      invalidate: (client) => client.invalidateQueries({ queryKey: paymentOptionKeys.all }),
    },
    options,
  );

export type UpdateLocationInput = {
  customerId: string;
  /** verify-id's location_update_key, sent as the `update-key` header (decision 0103). */
  updateKey: string;
  body: z.input<typeof checkoutEndpoints.updateLocation.body>;
};

/** PUT /customers/location/{customer_id}: the address is not cached anywhere the buyer reads. */
export const updateLocationMutation = (options?: CallerMutationOptions<void, UpdateLocationInput>) =>
  withInvalidation<void, UpdateLocationInput>(
    {
      mutationKey: ['checkout', 'update-location'],
      mutationFn: ({ customerId, updateKey, body }) =>
        getApi().call(checkoutEndpoints.updateLocation, {
          params: { customer_id: customerId },
          headers: { 'update-key': updateKey },
          body,
        }),
      invalidate: nothingCached,
    },
    options,
  );

/** One attempt of the buyer: the same key for create-purchase and payment-data of one click on a method. */
export type PaymentCallInput<B> = { body: B; idempotencyKey: string };

const purchaseChanged = (client: QueryClient, purchaseId: string, linkId?: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: checkoutPurchaseKeys.detail(purchaseId) }),
    linkId ? client.invalidateQueries({ queryKey: paymentLinkKeys.detail(linkId) }) : undefined,
  ]);

/** POST {payments}/{provider}/create-purchase. */
export const createPurchaseMutation = (
  options?: CallerMutationOptions<CreatePurchaseResponse, PaymentCallInput<CreatePurchaseBody>>,
) =>
  withInvalidation<CreatePurchaseResponse, PaymentCallInput<CreatePurchaseBody>>(
    {
      mutationKey: ['checkout', 'create-purchase'],
      mutationFn: ({ body, idempotencyKey }) =>
        getApi().call(checkoutEndpoints.createPurchase, {
          params: { provider: providerOf(body.payment_method) },
          body,
          idempotencyKey,
        }),
      invalidate: (client, data, { body }) => purchaseChanged(client, data.purchase_id, body.payment_link_id),
    },
    options,
  );

/** POST {payments}/{provider}/payment-data: what the provider needs to take the payment. */
export const paymentDataMutation = (
  options?: CallerMutationOptions<PaymentDataResponse, PaymentCallInput<PaymentDataBody>>,
) =>
  withInvalidation<PaymentDataResponse, PaymentCallInput<PaymentDataBody>>(
    {
      mutationKey: ['checkout', 'payment-data'],
      mutationFn: ({ body, idempotencyKey }) =>
        getApi().call(checkoutEndpoints.paymentData, {
          params: { provider: providerOf(body.payment_method) },
          body,
          idempotencyKey,
        }),
      invalidate: (client, data, { body }) => purchaseChanged(client, data.purchase_id, body.payment_link_id),
    },
    options,
  );

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

export const useVerifyId = (options?: CallerMutationOptions<VerifyIdResponse, VerifyIdInput>) =>
  useMutation(verifyIdMutation(options));
export const useCompleteData = (options?: CallerMutationOptions<{ customer_id: string }, CompleteDataInput>) =>
  useMutation(completeDataMutation(options));
export const useUpdateLocation = (options?: CallerMutationOptions<void, UpdateLocationInput>) =>
  useMutation(updateLocationMutation(options));
export const useCreatePurchase = (
  options?: CallerMutationOptions<CreatePurchaseResponse, PaymentCallInput<CreatePurchaseBody>>,
) => useMutation(createPurchaseMutation(options));
export const usePaymentData = (
  options?: CallerMutationOptions<PaymentDataResponse, PaymentCallInput<PaymentDataBody>>,
) => useMutation(paymentDataMutation(options));
export const useSubscriptionPaymentData = (
  options?: CallerMutationOptions<SubscriptionPaymentData, SubscriptionPaymentDataInput>,
) => useMutation(subscriptionPaymentDataMutation(options));
