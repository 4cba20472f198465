import { authEndpoints } from './auth';
import { chargesEndpoints } from './charges';
import { checkoutEndpoints } from './checkout';
import { checkoutCompleteDataEndpoints } from './checkout-complete-data';
import { customersEndpoints } from './customers';
import { gatewayEndpoints } from './gateway';
import { mediaEndpoints } from './media';
import { organizationsEndpoints } from './organizations';
import { panelEndpoints } from './panel';
import { paymentProvidersEndpoints } from './payment-providers';
import { postalCodesEndpoints } from './postal-codes';
import { productPlansEndpoints } from './product-plans';
import { purchasesEndpoints } from './purchases';
import { servicesEndpoints } from './services';
import { subscriptionsEndpoints } from './subscriptions';
import { tasksEndpoints } from './tasks';
import { widgetEndpoints } from './widget';

/** Every call of the three spec documents, keyed by a camelCase name. One file per resource. */
export const endpoints = {
  ...authEndpoints,
  ...organizationsEndpoints,
  ...tasksEndpoints,
  ...productPlansEndpoints,
  ...panelEndpoints,
  ...customersEndpoints,
  ...chargesEndpoints,
  ...purchasesEndpoints,
  ...mediaEndpoints,
  ...servicesEndpoints,
  ...gatewayEndpoints,
  ...paymentProvidersEndpoints,
  ...widgetEndpoints,
  ...checkoutEndpoints,
  ...checkoutCompleteDataEndpoints,
  ...subscriptionsEndpoints,
  ...postalCodesEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
