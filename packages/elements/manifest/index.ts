import { customerPortalDocs } from './customer-portal.docs';
import type { ElementDocs } from './element-docs';
import { merchantCheckoutDocs } from './merchant-checkout.docs';
import { merchantDashboardDocs } from './merchant-dashboard.docs';
import { payButtonDocs } from './pay-button.docs';

/** The documentation module of each element, by tag. Never imported by an element's runtime code. */
export const elementDocs: Record<string, ElementDocs> = {
  'customer-portal': customerPortalDocs,
  'merchant-checkout': merchantCheckoutDocs,
  'merchant-dashboard': merchantDashboardDocs,
  'pay-button': payButtonDocs,
};

export { themeDocs } from './theme.docs';
