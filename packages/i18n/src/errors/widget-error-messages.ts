import { WIDGET_ERROR_CODES, type WidgetErrorCodeKey } from '@cobro/contracts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What each published widget error code means (services-and-configuration 8), in the sdk and dashboard catalogs.
 * The integrator-facing recommendations live in widget-error-recommendations.ts, dashboard catalog only, so the
 * widget does not carry them to every merchant page.
 */
export const WIDGET_ERROR_DESCRIPTIONS: Record<WidgetErrorCodeKey, MessageDescriptor> = {
  'GE-001': msg`Unexpected error in the payment widget.`,
  'AE-001': msg`The widget API key is missing from the script URL.`,
  'AE-002': msg`The widget API key is not valid.`,
  'AE-003': msg`This website is not allowed to use the widget API key.`,
  'ORG-001': msg`Organization not found for this widget key.`,
  'ORG-002': msg`The organization cannot take payments yet.`,
  'CUS-002': msg`The customer could not be loaded.`,
  'CUS-003': msg`Customer not found.`,
  'CUS-006': msg`The customer data is not valid.`,
  'CHK-002': msg`The checkout data is not valid.`,
  'CHK-004': msg`Payment link not found or inactive.`,
  'CHK-006': msg`Purchase not found.`,
  'CHK-007': msg`This purchase is already paid.`,
  'CHK-010': msg`This payment method is not available for this plan.`,
  'CHK-014': msg`The amount is not valid.`,
  'CHK-015': msg`The billing frequency or payment day is not valid.`,
  'CHK-017': msg`The payment was declined.`,
  'PE-001': msg`The payment provider did not answer.`,
  'PE-004': msg`The payment provider is not set up for this organization.`,
  'PE-005': msg`The payment needs an authentication that was not completed.`,
  'OTFE-001': msg`The widget script was loaded without its API key or API URL.`,
  'OTFE-002': msg`The pay button attributes are not valid.`,
  'OTFE-003': msg`The checkout could not be loaded.`,
  'OTFE-004': msg`The payment form of the provider could not be shown.`,
  'SER-002': msg`Service not found.`,
  'SER-005': msg`This service or plan is not available for purchase.`,
  'WID-001': msg`The widget configuration could not be loaded.`,
  'WID-002': msg`The domain could not be added.`,
  'WID-007': msg`The plan attributes of the pay button are not signed, or were changed after signing.`,
};

export function isWidgetErrorCode(code: string): code is WidgetErrorCodeKey {
  return Object.hasOwn(WIDGET_ERROR_CODES, code);
}

/** The translated description of a widget error code, or undefined for a code outside the published list. */
export function widgetErrorMessage(code: WidgetErrorCodeKey): string;
export function widgetErrorMessage(code: string): string | undefined;
export function widgetErrorMessage(code: string): string | undefined {
  return isWidgetErrorCode(code) ? i18n._(WIDGET_ERROR_DESCRIPTIONS[code]) : undefined;
}
