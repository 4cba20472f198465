export { widgetRoutes, WIDGET_MESSAGES } from './widget.routes';
export { checkoutSessionExternalIds, checkoutSessionForPurchase } from './checkout-session-commands';
export { widgetAccessFor, type WidgetAccess, type WidgetMode } from './widget-access-rules';
export { isAllowedPageOrigin, isLoopbackOrigin, isOrganizationPage, pageToReturnTo } from './widget-origin-rules';
export { generateButtonSecret } from './button-signing-rules';
export { ensureConfiguration } from './widget-configuration-commands';
export { forgetConfiguredDomains } from './widget-origin-rules';
