import { z } from 'zod';

/**
 * The error catalogue. Spec codes keep their spec meaning; `API-*` codes are the reference server's own
 * for situations the spec leaves unnamed (validation, auth, conflicts); see docs/errors.md.
 * `message` is the English default; the front end shows the translated text for the code.
 */
export const ERROR_CODES = {
  'PG-001': { status: 409, message: 'A company with this name already exists' },
  'REG-001': { status: 400, message: 'The account could not be registered' },
  'REG-002': { status: 409, message: 'A user with this e-mail already exists' },
  'LOG-001': { status: 400, message: 'Sign-in failed' },
  'LOG-002': { status: 401, message: 'Incorrect e-mail or password' },
  'LOG-003': { status: 401, message: 'Incorrect e-mail or password' },
  'GOO-001': { status: 400, message: 'Google sign-in failed' },
  'GOO-002': { status: 409, message: 'This e-mail already has an account that signs in another way' },
  'CUS-001': { status: 500, message: 'The customers could not be loaded' },
  'CUS-002': { status: 500, message: 'The customer could not be loaded' },
  'CUS-003': { status: 404, message: 'Customer not found' },
  'CUS-004': { status: 500, message: 'The customer could not be deleted' },
  'CUS-005': { status: 409, message: 'The customer has subscriptions and cannot be deleted' },
  'CUS-006': { status: 400, message: 'The customer data is not valid' },
  'CHA-001': { status: 500, message: 'The charges could not be loaded' },
  'CHA-002': { status: 500, message: 'The charge could not be loaded' },
  'CHA-003': { status: 404, message: 'Charge not found' },
  'CHA-004': { status: 409, message: 'The charge could not be refunded' },
  'CHA-005': { status: 409, message: 'The receipt could not be sent' },
  'CHA-006': { status: 422, message: 'The refund amount is not valid' },
  'FOP-001': { status: 404, message: 'No user with this e-mail' },
  'FOP-002': { status: 409, message: 'This account signs in with Google' },
  'FOP-003': { status: 500, message: 'The e-mail could not be sent' },
  'FOP-004': { status: 400, message: 'The password could not be reset' },
  /** Ours (decision 1130): an e-mail confirmation link that is unknown, expired or used. */
  'EMA-001': { status: 400, message: 'The e-mail confirmation link is not valid, has expired or was already used' },
  'WID-001': { status: 500, message: 'The widget configuration could not be loaded' },
  'WID-002': { status: 400, message: 'The domain could not be added' },
  'WID-003': { status: 500, message: 'The callback could not be toggled' },
  'WID-004': { status: 400, message: 'The callback URL could not be saved' },
  'WID-005': { status: 409, message: 'This domain is already in use' },
  'WID-006': { status: 404, message: 'Widget version not found' },
  /** Ours (decision 1010): a live-key web-services button whose plan attributes are unsigned or were changed. */
  'WID-007': { status: 403, message: 'The plan attributes of the pay button are not signed, or were changed after signing' },
  'SUB-001': { status: 404, message: 'Subscription not found' },
  'SUB-002': { status: 400, message: 'The card could not be updated' },
  'SUB-003': { status: 500, message: 'The subscription could not be loaded' },
  'SUB-004': { status: 409, message: 'The subscription is not active' },
  'PRO-001': { status: 500, message: 'The payment provider could not be loaded' },
  'PRO-002': { status: 400, message: 'Access to the provider could not be requested' },
  'PRO-003': { status: 400, message: 'The provider credentials are not valid' },
  'PRO-004': { status: 502, message: 'The Inespay service did not answer' },
  'PRO-005': { status: 400, message: 'The Redsys credentials are not valid' },
  'SER-001': { status: 422, message: 'The service images could not be saved' },
  'SER-002': { status: 404, message: 'Service not found' },
  'SER-003': { status: 404, message: 'Plan not found' },
  'SER-004': { status: 409, message: 'This change is not allowed in the current status' },
  'SER-005': { status: 409, message: 'The service or plan is not available for purchase' },
  'GE-001': { status: 500, message: 'Unexpected error in the payment widget' },
  'AE-001': { status: 401, message: 'The widget API key is missing' },
  'AE-002': { status: 401, message: 'The widget API key is not valid' },
  'AE-003': { status: 403, message: 'This website is not allowed to use the widget API key' },
  'ORG-001': { status: 404, message: 'Organization not found' },
  'ORG-002': { status: 409, message: 'The organization cannot take payments yet' },
  'CHK-002': { status: 400, message: 'The checkout data is not valid' },
  'CHK-004': { status: 404, message: 'Payment link not found or inactive' },
  'CHK-006': { status: 404, message: 'Purchase not found' },
  'CHK-007': { status: 409, message: 'This purchase is already paid' },
  'CHK-010': { status: 422, message: 'This payment method is not available for this plan' },
  'CHK-014': { status: 422, message: 'The amount is not valid' },
  'CHK-015': { status: 422, message: 'The billing frequency or payment day is not valid' },
  'CHK-017': { status: 402, message: 'The payment was declined' },
  'PE-001': { status: 502, message: 'The payment provider did not answer' },
  'PE-004': { status: 409, message: 'The payment provider is not set up for this organization' },
  'PE-005': { status: 402, message: 'The payment needs authentication that was not completed' },
  /** Ours (decision 1152): the buyer portal's one-time code is wrong, expired or used. */
  'POR-001': { status: 400, message: 'The code is not valid, has expired or was already used' },
  /** Ours (decision 1154): the merchant does not let buyers cancel from the portal. */
  'POR-002': { status: 409, message: 'This subscription cannot be canceled here; contact the merchant' },
  /** Ours (decision 1153): the withdrawal period of the purchase has ended. */
  'WDR-001': { status: 409, message: 'The withdrawal period of this purchase has ended' },
  /** Ours (decision 1153): the service is excluded from the right of withdrawal. */
  'WDR-002': { status: 409, message: 'This purchase is excluded from the right of withdrawal' },
  'WDR-003': { status: 404, message: 'Withdrawal not found' },
  /** Ours (decision 1161): paying for an excluded service needs the buyer's consent to lose the right of withdrawal. */
  'WDR-004': { status: 422, message: 'Consent to immediate supply and to losing the right of withdrawal is required' },
  'API-001': { status: 400, message: 'The request is not valid' },
  'API-002': { status: 401, message: 'Sign in to continue' },
  'API-003': { status: 403, message: 'You are not allowed to do this' },
  'API-004': { status: 404, message: 'Not found' },
  'API-005': { status: 409, message: 'This change is not allowed in the current status' },
  'API-006': { status: 422, message: 'This idempotency key was used with another request' },
  'API-007': { status: 429, message: 'Too many attempts, try again later' },
  'API-008': { status: 413, message: 'The request is too large' },
  'API-009': { status: 403, message: 'Cross-site request refused' },
  'API-010': { status: 422, message: 'The postal code does not belong to this country' },
  'API-500': { status: 500, message: 'Something went wrong on our side' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Body of every non-2xx answer of the reference server. */
export const ApiErrorBody = z.object({
  code: z.string(),
  message: z.string(),
  /** Per-field message keys (spec keys such as `services.missing_field`) or texts, by field name. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Extra data the UI may show, e.g. the remaining refundable amount for CHA-006. */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
