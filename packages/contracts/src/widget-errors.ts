import { ERROR_CODES } from './errors';

/**
 * The widget error codes published to integrators (services-and-configuration 8). `source` says who raises it:
 * the API (then it is also in ERROR_CODES, with the same status) or the widget script itself in the browser.
 * The spec leaves the wording to us: each text says what happened and what the integrator should do.
 */
export interface WidgetErrorCode {
  source: 'api' | 'widget';
  description: string;
  recommendation: string;
}

export const WIDGET_ERROR_CODES = {
  'GE-001': { source: 'api', description: 'Unexpected error in the payment widget.', recommendation: 'Retry the payment. If it keeps happening, contact support with the time of the attempt and the code.' },
  'AE-001': { source: 'api', description: 'The widget API key is missing from the script URL.', recommendation: 'Copy the script again from Configuration > Web checkout: it carries your key as a query parameter.' },
  'AE-002': { source: 'api', description: 'The widget API key is not valid.', recommendation: 'The key was regenerated or mistyped. Copy the current script from Configuration > Web checkout.' },
  'AE-003': { source: 'api', description: 'This website is not allowed to use the widget API key.', recommendation: 'Add the exact https domain of this page (no path) in Configuration > Web checkout, step 1.' },
  'ORG-001': { source: 'api', description: 'Organization not found for this widget key.', recommendation: 'Check that the script belongs to your account; copy it again from the dashboard.' },
  'ORG-002': { source: 'api', description: 'The organization cannot take payments yet.', recommendation: 'Finish activating the payment gateway and wait until your account is verified.' },
  'CUS-002': { source: 'api', description: 'The customer could not be loaded.', recommendation: 'Retry in a moment. If the button sets customer attributes, check that they are complete.' },
  'CUS-003': { source: 'api', description: 'Customer not found.', recommendation: 'The external customer id on the button does not match a customer: remove it or correct it.' },
  'CUS-006': { source: 'api', description: 'The customer data is not valid.', recommendation: 'Check the customer attributes of the button: e-mail, tax id (DNI, NIE or CIF), phone with prefix and postal code.' },
  'CHK-002': { source: 'api', description: 'The checkout data is not valid.', recommendation: 'Check the plan attributes of the button (service name, plan name, amount, type) against the button reference.' },
  'CHK-004': { source: 'api', description: 'Payment link not found or inactive.', recommendation: 'Enable the plan and its payment link in the dashboard, or use a link of an active plan.' },
  'CHK-006': { source: 'api', description: 'Purchase not found.', recommendation: 'Start the checkout again from the button; an abandoned purchase is not kept.' },
  'CHK-007': { source: 'api', description: 'This purchase is already paid.', recommendation: 'Do not retry: show the buyer a confirmation. Use the callback or the dashboard to check the charge.' },
  'CHK-010': { source: 'api', description: 'This payment method is not available for this plan.', recommendation: 'Enable the method in Configuration > Payment methods, or offer another one. Recurring plans need a method that allows recurring payments.' },
  'CHK-014': { source: 'api', description: 'The amount is not valid.', recommendation: 'Write the amount in euros with at most two decimals and a dot (for example 19.90), greater than zero.' },
  'CHK-015': { source: 'api', description: 'The billing frequency or payment day is not valid.', recommendation: 'Use a frequency of day, week, month, quarterly, semiannually or year, and a payment day from 1 to 31 or last_day.' },
  'CHK-017': { source: 'api', description: 'The payment was declined.', recommendation: 'Ask the buyer to try another card or method; the decline reason is in the charge detail.' },
  'PE-001': { source: 'api', description: 'The payment provider did not answer.', recommendation: 'Retry in a few minutes; no charge was made. The Idempotency-Key makes a retry safe.' },
  'PE-004': { source: 'api', description: 'The payment provider is not set up for this organization.', recommendation: 'Connect the provider in Configuration > Payment methods before offering it.' },
  'PE-005': { source: 'api', description: 'The payment needs authentication that was not completed.', recommendation: 'Ask the buyer to complete the bank authentication (3-D Secure) and try again.' },
  'OTFE-001': { source: 'widget', description: 'The widget script was loaded without its API key or API URL.', recommendation: 'Paste the script tag exactly as Configuration > Web checkout shows it, including its query parameters.' },
  'OTFE-002': { source: 'widget', description: 'The pay button attributes are not valid.', recommendation: 'The error event lists each invalid attribute; correct them against the button reference.' },
  'OTFE-003': { source: 'widget', description: 'The checkout could not be loaded.', recommendation: 'Check the network and your Content Security Policy: allow the widget script origin and the API origin.' },
  'OTFE-004': { source: 'widget', description: 'The payment form of the provider could not be shown.', recommendation: "Allow the provider's script and frames in your Content Security Policy, then reload the page." },
  'SER-002': { source: 'api', description: 'Service not found.', recommendation: 'Check the service of the button; it may have been deleted in the dashboard.' },
  'SER-005': { source: 'api', description: 'The service or plan is not available for purchase.', recommendation: 'Resume the service or plan in the dashboard (it is paused, disabled or still a draft).' },
  'WID-001': { source: 'api', description: 'The widget configuration could not be loaded.', recommendation: 'Retry in a moment; if it persists, check that the widget version in your script is supported.' },
  'WID-002': { source: 'api', description: 'The domain could not be added.', recommendation: 'Enter an https domain without a path (for example https://shop.example.es) in Configuration > Web checkout.' },
  'WID-007': { source: 'api', description: 'The plan attributes of the pay button are not signed, or were changed after signing.', recommendation: 'Sign the plan attributes on your server with the button signing secret (Configuration > Web checkout, step 3, Web services) and write the result in the signature attribute; sign again whenever an attribute changes.' },
} as const satisfies Record<string, WidgetErrorCode>;

export type WidgetErrorCodeKey = keyof typeof WIDGET_ERROR_CODES;

/** The HTTP status of a widget code the API raises (from ERROR_CODES), or null for the browser-side ones. */
export const widgetErrorStatus = (code: WidgetErrorCodeKey): number | null =>
  code in ERROR_CODES ? ERROR_CODES[code as keyof typeof ERROR_CODES].status : null;
