import {
  CHECKOUT_SESSION_HEADER,
  checkoutEndpoints,
  providerNameOf,
  widgetEndpoints,
  type CheckoutSession,
  type CreatePurchaseBody,
  type CreatePurchaseResponse,
  type PaymentDataBody,
  type PaymentDataResponse,
  type VerifyIdResponse,
} from '@cobro/contracts';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { getApi } from '../api';
import { staleAfter } from '../invalidation/stale-after';
import { withInvalidation, type CallerMutationOptions } from '../mutations/with-invalidation';
import { checkoutPurchaseKeys, checkoutSessionKeys, paymentLinkKeys } from './checkout.keys';

export type VerifyIdInput = { id: string; body: z.input<typeof checkoutEndpoints.verifyId.body> };

/** POST /checkout/{id}/verify-id: only reads who the buyer is, so no cached data changes. */
export const verifyIdMutation = (options?: CallerMutationOptions<VerifyIdResponse, VerifyIdInput>) =>
  withInvalidation<VerifyIdResponse, VerifyIdInput>(
    {
      mutationKey: ['checkout', 'verify-id'],
      mutationFn: ({ id, body }) => getApi().call(checkoutEndpoints.verifyId, { params: { id }, body }),
      invalidate: staleAfter('verifyId'),
    },
    options,
  );

/**
 * POST /checkout-sessions/{id}/extend: more time the buyer asked for (WCAG 2.2.1); the answer is the session with
 * its new `expires_at`, written over the cached one.
 */
export const extendCheckoutSessionMutation = (options?: CallerMutationOptions<CheckoutSession, string>) =>
  withInvalidation<CheckoutSession, string>(
    {
      mutationKey: ['checkout', 'extend-session'],
      mutationFn: (id) => getApi().call(widgetEndpoints.extendCheckoutSession, { params: { id } }),
      invalidate: async (client, session) => client.setQueryData(checkoutSessionKeys.detail(session.id), session),
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
      invalidate: staleAfter('updateLocation'),
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

export type CreatePurchaseInput = PaymentCallInput<CreatePurchaseBody> & {
  /** The <pay-button> checkout session the checkout was opened with, sent as the `checkout-session` header. */
  checkoutSessionId?: string | null;
};

/** POST {payments}/{provider}/create-purchase. */
export const createPurchaseMutation = (options?: CallerMutationOptions<CreatePurchaseResponse, CreatePurchaseInput>) =>
  withInvalidation<CreatePurchaseResponse, CreatePurchaseInput>(
    {
      mutationKey: ['checkout', 'create-purchase'],
      mutationFn: ({ body, idempotencyKey, checkoutSessionId }) =>
        getApi().call(checkoutEndpoints.createPurchase, {
          params: { provider: providerNameOf(body.payment_method) },
          body,
          headers: checkoutSessionId ? { [CHECKOUT_SESSION_HEADER]: checkoutSessionId } : {},
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
          params: { provider: providerNameOf(body.payment_method) },
          body,
          idempotencyKey,
        }),
      invalidate: (client, data, { body }) => purchaseChanged(client, data.purchase_id, body.payment_link_id),
    },
    options,
  );

export type RequestInvoiceInput = { id: string; purchaseId: string };

/** POST /checkout/{id}/request-invoice: the buyer asks the merchant for an invoice; nothing the buyer reads changes. */
export const requestInvoiceMutation = (options?: CallerMutationOptions<void, RequestInvoiceInput>) =>
  withInvalidation<void, RequestInvoiceInput>(
    {
      mutationKey: ['checkout', 'request-invoice'],
      mutationFn: ({ id, purchaseId }) =>
        getApi().call(checkoutEndpoints.requestInvoice, {
          params: { id },
          body: { requestInvoice: true, purchase_id: purchaseId },
        }),
      invalidate: staleAfter('requestInvoice'),
    },
    options,
  );

export const useVerifyId = (options?: CallerMutationOptions<VerifyIdResponse, VerifyIdInput>) =>
  useMutation(verifyIdMutation(options));
export const useExtendCheckoutSession = (options?: CallerMutationOptions<CheckoutSession, string>) =>
  useMutation(extendCheckoutSessionMutation(options));
export const useUpdateLocation = (options?: CallerMutationOptions<void, UpdateLocationInput>) =>
  useMutation(updateLocationMutation(options));
export const useCreatePurchase = (options?: CallerMutationOptions<CreatePurchaseResponse, CreatePurchaseInput>) =>
  useMutation(createPurchaseMutation(options));
export const usePaymentData = (
  options?: CallerMutationOptions<PaymentDataResponse, PaymentCallInput<PaymentDataBody>>,
) => useMutation(paymentDataMutation(options));
export const useRequestInvoice = (options?: CallerMutationOptions<void, RequestInvoiceInput>) =>
  useMutation(requestInvoiceMutation(options));
