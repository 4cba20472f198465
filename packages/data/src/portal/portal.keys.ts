import { createKeys } from '../keys/create-keys';

/** GET /portal/session: detail('current'), who the buyer portal is signed in as. */
export const portalSessionKeys = createKeys('portal-session');
/** GET /portal/purchases and /portal/purchases/{id}: the buyer's view, never sharing a key with the merchant's. */
export const portalPurchaseKeys = createKeys('portal-purchases');
/** GET /portal/organizations/{id}: the merchant a portal belongs to, read before sign-in. */
export const portalOrganizationKeys = createKeys('portal-organization');
