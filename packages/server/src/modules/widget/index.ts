export { widgetRoutes, WIDGET_MESSAGES } from './widget.routes';
export { checkoutSessionExternalIds, checkoutSessionForPurchase } from './checkout-sessions';
export { widgetAccessFor, type WidgetAccess, type WidgetMode } from './widget-access';
export { isAllowedPageOrigin } from './widget-origins';
export { generateButtonSecret } from './button-signing';
export { ensureConfiguration } from './widget-configuration';
export { forgetConfiguredDomains } from './widget-origins';
