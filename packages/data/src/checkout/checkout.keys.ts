import { createKeys } from '../keys/create-keys';

/** GET /payment-links/purchase/{id}: detail(link id). */
export const paymentLinkKeys = createKeys('payment-links');
/** The buyer's view of GET /purchases/{id}: its own resource, so the dashboard's full purchase never shares a key. */
export const checkoutPurchaseKeys = createKeys('checkout-purchases');
/** GET /checkout/{id}/payment-options/{customer_id}: list({ id, customer_id }). */
export const paymentOptionKeys = createKeys<'payment-options', { id: string; customer_id: string }>('payment-options');
/** GET /postal-codes/{country}/{postal_code}: detail(`${country}/${postal_code}`). */
export const postalCodeKeys = createKeys('postal-codes');
/** GET /subscriptions/{id} (update-card page). */
export const subscriptionKeys = createKeys('subscriptions');
/** GET /checkout-sessions/{id}: detail(session id), the prefill a <pay-button> click opened the checkout with. */
export const checkoutSessionKeys = createKeys('checkout-sessions');
