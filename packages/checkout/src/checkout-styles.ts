import checkout from './styles/checkout.css?inline';
import portal from './portal/portal.css?inline';
import sheet from './styles/sheet.css?inline';

/**
 * The checkout's stylesheets, adopted after @cobro/ui's. A module of its own (`@cobro/checkout/styles`) so the
 * element's entry can list them without importing the checkout, which stays its own chunk.
 */
export const checkoutStyles: string[] = [checkout, sheet];

/** The buyer portal's: the checkout's layout and tokens, and its own (no sheet: the portal has no payment sheet). */
export const portalStyles: string[] = [checkout, portal];
