import checkout from './styles/checkout.css?inline';
import sheet from './styles/sheet.css?inline';

/**
 * The checkout's stylesheets, adopted after @cobro/ui's. A module of its own (`@cobro/checkout/styles`) so the
 * element's entry can list them without importing the checkout, which stays its own chunk; the portal's are in
 * `@cobro/checkout/portal-styles`, so that a checkout does not carry them (issue 31).
 */
export const checkoutStyles: string[] = [checkout, sheet];
