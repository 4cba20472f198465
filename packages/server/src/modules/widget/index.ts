export { widgetRoutes, WIDGET_MESSAGES } from './widget.routes';
export { checkoutSessionExternalIds, checkoutSessionForPurchase } from './checkout-sessions';
export { widgetAccessFor, type WidgetAccess, type WidgetMode } from './widget-access';
export { isAllowedPageOrigin } from './widget-origins';
