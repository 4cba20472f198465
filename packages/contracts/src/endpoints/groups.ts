/** The endpoint table per resource: import the group you call, so a bundle carries only its schemas. */
export { authEndpoints } from './auth';
export { chargesEndpoints } from './charges';
export { checkoutEndpoints } from './checkout';
export { checkoutCompleteDataEndpoints } from './checkout-complete-data';
export { customersEndpoints } from './customers';
export { gatewayEndpoints } from './gateway';
export { mediaEndpoints } from './media';
export { organizationsEndpoints } from './organizations';
export { panelEndpoints } from './panel';
export { paymentProvidersEndpoints } from './payment-providers';
export { postalCodesEndpoints } from './postal-codes';
export { productPlansEndpoints } from './product-plans';
export { purchasesEndpoints } from './purchases';
export { servicesEndpoints } from './services';
export { subscriptionsEndpoints } from './subscriptions';
export { tasksEndpoints } from './tasks';
export { widgetEndpoints } from './widget';
