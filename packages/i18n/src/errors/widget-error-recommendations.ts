import type { WidgetErrorCodeKey } from '@cobro/contracts';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isWidgetErrorCode } from './widget-error-messages';

/** What the integrator should do about each widget error code: the dashboard's error-code table (dashboard catalog). */
export const WIDGET_ERROR_RECOMMENDATIONS: Record<WidgetErrorCodeKey, MessageDescriptor> = {
  'GE-001': msg`Retry the payment. If it keeps happening, contact support with the time of the attempt and the code.`,
  'AE-001': msg`Copy the script again from Configuration > Web checkout: it carries your key as a query parameter.`,
  'AE-002': msg`The key was regenerated or mistyped. Copy the current script from Configuration > Web checkout.`,
  'AE-003': msg`Add the exact https domain of this page (no path) in Configuration > Web checkout, step 1.`,
  'ORG-001': msg`Check that the script belongs to your account; copy it again from the dashboard.`,
  'ORG-002': msg`Finish activating the payment gateway and wait until your account is verified.`,
  'CUS-002': msg`Retry in a moment. If the button sets customer attributes, check that they are complete.`,
  'CUS-003': msg`The external customer id on the button does not match a customer: remove it or correct it.`,
  'CUS-006': msg`Check the customer attributes of the button: e-mail, tax id (DNI, NIE or CIF), phone with prefix and postal code.`,
  'CHK-002': msg`Check the plan attributes of the button (service name, plan name, amount, type) against the button reference.`,
  'CHK-004': msg`Enable the plan and its payment link in the dashboard, or use a link of an active plan.`,
  'CHK-006': msg`Start the checkout again from the button; an abandoned purchase is not kept.`,
  'CHK-007': msg`Do not retry: show the buyer a confirmation. Use the callback or the dashboard to check the charge.`,
  'CHK-010': msg`Enable the method in Configuration > Payment methods, or offer another one. Recurring plans need a method that allows recurring payments.`,
  'CHK-014': msg`Write the amount in euros with at most two decimals and a dot (for example 19.90), greater than zero.`,
  'CHK-015': msg`Use a frequency of day, week, month, quarterly, semiannually or year, and a payment day from 1 to 31 or last_day.`,
  'CHK-017': msg`Ask the buyer to try another card or method; the decline reason is in the charge detail.`,
  'PE-001': msg`Retry in a few minutes; no charge was made. The Idempotency-Key makes a retry safe.`,
  'PE-004': msg`Connect the provider in Configuration > Payment methods before offering it.`,
  'PE-005': msg`Ask the buyer to complete the bank authentication (3-D Secure) and try again.`,
  'OTFE-001': msg`Paste the script tag exactly as Configuration > Web checkout shows it, including its query parameters.`,
  'OTFE-002': msg`The error event lists each invalid attribute; correct them against the button reference.`,
  'OTFE-003': msg`Check the network and your Content Security Policy: allow the widget script origin and the API origin.`,
  'OTFE-004': msg`Allow the provider's script and frames in your Content Security Policy, then reload the page.`,
  'SER-002': msg`Check the service of the button; it may have been deleted in the dashboard.`,
  'SER-005': msg`Resume the service or plan in the dashboard (it is paused, disabled or still a draft).`,
  'WID-001': msg`Retry in a moment; if it persists, check that the widget version in your script is supported.`,
  'WID-002': msg`Enter an https domain without a path (for example https://shop.example.es) in Configuration > Web checkout.`,
  'WID-007': msg`Sign the plan attributes on your server with the button signing secret (Configuration > Web checkout, step 3, Web services) and write the result in the signature attribute; sign again whenever an attribute changes.`,
};

/** The translated recommendation for a widget error code, or undefined for a code outside the published list. */
export function widgetErrorRecommendation(code: string): string | undefined {
  return isWidgetErrorCode(code) ? i18n._(WIDGET_ERROR_RECOMMENDATIONS[code]) : undefined;
}
