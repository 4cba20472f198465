import { createKeys } from '../keys/create-keys';

/** GET /organizations/payment-options: the merchant's payment options (what the checkout may offer). */
export const organizationPaymentOptionKeys = createKeys('organization-payment-options');
/** GET /payment-providers?provider=: detail(provider), a connected provider's record (secrets masked). */
export const paymentProviderKeys = createKeys('payment-providers');
/** GET /organizations/api-key: the single secret key's record (never the key itself). */
export const apiKeyKeys = createKeys('api-key');
/** GET /organizations/payment-method: the cards a platform organization saved with its partner. */
export const platformPaymentMethodKeys = createKeys('platform-payment-methods');
