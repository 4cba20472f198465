import { checkoutEndpoints, purchasesEndpoints, widgetEndpoints } from '@cobro/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { checkoutPurchaseKeys, checkoutSessionKeys, paymentLinkKeys, paymentOptionKeys } from './checkout.keys';

/**
 * The reads of the checkout's first screen. The postal-code and subscription reads live in modules of their own,
 * so that the chunk of the first screen does not carry their endpoint groups (decision 0857).
 *
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

/**
 * GET /checkout-sessions/{id} without credentials: the buyer data a <pay-button> click prefills. Read once per
 * checkout: a session that expires while the buyer pays must not replace the open checkout with an error page
 * (create-purchase carries the session and the server decides then).
 */
export const checkoutSessionQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutSessionKeys.detail(id),
    queryFn: ({ signal }) => getApi().call(widgetEndpoints.checkoutSession, { params: { id }, signal }),
    staleTime: Infinity,
    retry: false,
  });
