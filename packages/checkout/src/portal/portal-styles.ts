import checkout from '../styles/checkout.css?inline';
import portal from './portal.css?inline';

/** The buyer portal's stylesheets (`@cobro/checkout/portal-styles`): the checkout's layout and tokens, and its own (no sheet: the portal has no payment sheet). */
export const portalStyles: string[] = [checkout, portal];
