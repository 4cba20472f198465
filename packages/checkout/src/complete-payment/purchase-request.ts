import type { CheckoutPaymentMethod, CheckoutSession } from '@cobro/contracts';
import type { CreatePurchaseInput } from '@cobro/data';
import type { Offer } from '../flow/offer';

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
