import type { CheckoutSession, PaymentLinkView } from '@cobro/contracts';
import { checkoutSessionQuery, getQueryClient, paymentLinkQuery } from '@cobro/data';

/** The checkout's first two reads, started by the button as soon as its checkout session exists. */
export interface CheckoutReads {
  link: Promise<PaymentLinkView>;
  session: Promise<CheckoutSession>;
}

/**
 * Hands the reads already under way to the page's query client, under the keys and options <merchant-checkout>
 * reads them with (decision 0250): its first render finds them loaded or loading, never asks again. A failed read
 * is an error in the cache, which the checkout's own query retries on mount as it would any failure.
 */
export function primeCheckout(linkId: string, sessionId: string, reads: CheckoutReads): void {
  const client = getQueryClient();
  void client.prefetchQuery({ ...paymentLinkQuery(linkId), queryFn: () => reads.link });
  void client.prefetchQuery({ ...checkoutSessionQuery(sessionId), queryFn: () => reads.session });
}
