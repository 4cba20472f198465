import { providerOf, type CheckoutPaymentMethod, type CheckoutSession, type CreatePurchaseBody, type PaymentDataBody, type Provider } from '@cobro/contracts';
import type { CreatePurchaseInput } from '@cobro/data';
import type { Offer } from '../flow/offer';
import { returnUrlFor } from '../flow/page-return';

/**
 * create-purchase for one attempt: the link the buyer came from, the purchase being paid again, and the
 * <pay-button> session the checkout was opened with (its `checkout-session` header: the callback's external ids).
 */
export function createPurchaseInput(
  method: CheckoutPaymentMethod,
  offer: Offer,
  customerId: string,
  session: CheckoutSession | null,
  attemptKey: string,
): CreatePurchaseInput {
  return {
    body: {
      payment_method: method,
      customer_id: customerId,
      plan_id: offer.planId,
      ...(offer.linkId ? { payment_link_id: offer.linkId } : {}),
      ...(offer.purchase ? { purchase_id: offer.purchase.id } : {}),
    },
    idempotencyKey: `${attemptKey}:create-purchase`,
    checkoutSessionId: session?.id ?? null,
  };
}

/** Methods paid on the provider's own page, which sends the buyer back. */
const PAID_ON_PROVIDER_PAGE: ReadonlySet<Provider> = new Set(['REDSYS', 'INESPAY']);

/** The merchant's page an embedded checkout is on: its address, and the checkout and session to resume there. */
export interface EmbeddingPage {
  href: string;
  id: string;
  sessionId: string | null;
}

/**
 * payment-data for the purchase just created. A checkout embedded in a merchant's page asks for a method paid on the
 * provider's page to come back to that page (`return_url`, decision 1134); the hosted checkout sends the spec's body.
 * The buyer's consent to lose the right of withdrawal goes with it when they gave it (an excluded service, 1161).
 */
export function paymentDataBody(body: CreatePurchaseBody, purchaseId: string, page: EmbeddingPage | null, withdrawalConsent = false): PaymentDataBody {
  const returns = page !== null && PAID_ON_PROVIDER_PAGE.has(providerOf(body.payment_method));
  return {
    ...body,
    purchase_id: purchaseId,
    ...(returns ? { return_url: returnUrlFor(page.id, page.sessionId, page.href) } : {}),
    ...(withdrawalConsent ? { withdrawal_consent: true } : {}),
  };
}
