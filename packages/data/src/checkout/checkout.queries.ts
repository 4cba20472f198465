import { checkoutEndpoints, postalCodesEndpoints, purchasesEndpoints, subscriptionsEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import {
  checkoutPurchaseKeys,
  paymentLinkKeys,
  paymentOptionKeys,
  postalCodeKeys,
  subscriptionKeys,
} from './checkout.keys';

/**
 * The checkout reads a link and a purchase by the same id and decides from both answers (public-flows 8), so a
 * 4xx must come back at once: no retries on these reads.
 */
export const paymentLinkQuery = (id: string) =>
  queryOptions({
    queryKey: paymentLinkKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(checkoutEndpoints.paymentLink, { params: { id }, signal }),
    retry: false,
  });

/** GET /purchases/{id} without credentials: the buyer's view (decision 0102). */
export const checkoutPurchaseQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutPurchaseKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(purchasesEndpoints.checkoutPurchase, { params: { id }, signal }),
    retry: false,
  });

/** The methods this buyer can pay this link with. */
export const paymentOptionsQuery = (id: string, customerId: string) =>
  queryOptions({
    queryKey: paymentOptionKeys.list({ id, customer_id: customerId }),
    queryFn: ({ signal }) =>
      getApi().call(checkoutEndpoints.checkoutPaymentOptions, { params: { id, customer_id: customerId }, signal }),
  });

/** Whether a postal code belongs to a country (API-010 when it does not); a code never moves, so it stays fresh. */
export const postalCodeQuery = (country: string, postalCode: string) =>
  queryOptions({
    queryKey: postalCodeKeys.detail(`${country}/${postalCode}`),
    queryFn: ({ signal }) =>
      getApi().call(postalCodesEndpoints.postalCode, { params: { country, postal_code: postalCode }, signal }),
    staleTime: Infinity,
    retry: false,
  });

/** GET /subscriptions/{id} for the update-card page, read without credentials. */
export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(subscriptionsEndpoints.subscription, { params: { id }, signal }),
    retry: false,
  });
