import { ApiError } from '@cobro/client';
import { SIGNATURE_MISMATCH, SIGNED_BUTTON_ATTRIBUTES, WIDGET_ERROR_CODES, type WidgetErrorCodeKey } from '@cobro/contracts';
import type { PayButtonErrorDetail } from '../pay-button-props';
import { attributeOfField, NOT_WITH_PLAN_ID } from './checkout-request';

const isWidgetCode = (code: string): code is WidgetErrorCodeKey => Object.hasOwn(WIDGET_ERROR_CODES, code);

/** A published widget error (OTFE-001, OTFE-002, ...) with its published description. */
export function widgetError(code: WidgetErrorCodeKey, fields?: Record<string, string>): PayButtonErrorDetail {
  return { code, message: WIDGET_ERROR_CODES[code].description, ...(fields ? { fields } : {}) };
}

/**
 * Any failure as the detail of `cobro-error`: the API's widget codes as they come (AE-001..003, ORG-002, SER-005,
 * CHK-002, ...) with their `fields` keyed by attribute, an unreachable API as OTFE-003 (network or the page's
 * Content Security Policy), anything else GE-001.
 */
export function toErrorDetail(error: unknown): PayButtonErrorDetail {
  if (error instanceof ApiError && error.status === 0) return widgetError('OTFE-003');
  if (error instanceof ApiError && isWidgetCode(error.code)) {
    const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([path, reason]) => [attributeOfField(path), reason]));
    return { code: error.code, message: error.message || WIDGET_ERROR_CODES[error.code].description, ...(fields ? { fields } : {}) };
  }
  const cause = error instanceof ApiError ? `${error.code}: ${error.message}` : String(error);
  return { code: 'GE-001', message: `${WIDGET_ERROR_CODES['GE-001'].description} (${cause})` };
}

/** What a valid value of each plan or customer attribute looks like, for the integrator's console. */
const HINTS: Record<string, string> = {
  amount: 'euros with a dot and at most two decimals, greater than zero (19.90)',
  currency: 'eur',
  'plan-type': 'Unique or Subscription',
  frequency: 'day, week, month, quarterly, semiannually or year (required for a Subscription)',
  'billing-cycles': 'a whole number, at least 2',
  'payment-day': '1 to 31, or last_day',
  'subscription-type': 'fixed (or leave it out), or variable for a subscription billed per unit used',
  'future-charge': 'last_charge or no_charge (required with subscription-type="variable")',
  'consume-units': 'a whole number, at least 1',
  'service-name': 'the service name (web-services mode)',
  'plan-name': 'the plan name (web-services mode)',
  'service-id': 'the service id, with plan-id (product-services mode, ids in Configuration > Web checkout)',
  'plan-id': 'the plan id, with service-id (product-services mode)',
  type: 'PERSON or COMPANY',
  country: 'ES',
  signature: 'v1= and the 64 hex digits your server computes over the signed attributes with the button signing secret',
};

const printed = new Set<string>();

/** One console.error per distinct problem on the page, naming the code, each attribute and the fix. */
export function reportError(host: HTMLElement, detail: PayButtonErrorDetail): void {
  const lines = [`[Cobro <pay-button>] ${detail.code}: ${detail.message}`];
  for (const [attribute, reason] of Object.entries(detail.fields ?? {})) {
    const written = host.getAttribute(attribute);
    const value = written === null ? ' (missing)' : `="${written}"`;
    const fix = reason === NOT_WITH_PLAN_ID ? 'remove it: service-id and plan-id name an existing plan' : (HINTS[attribute] ?? reason);
    lines.push(`  ${attribute}${value}: ${reason}. Expected: ${fix}.`);
  }
  // `plan_name` is read by nobody: the attributes are plan-name, service-id, ...
  const misspelt = host.getAttributeNames().filter((name) => name.includes('_'));
  if (misspelt.length > 0) lines.push(`  Attribute names use dashes, not underscores: ${misspelt.join(', ')}.`);
  if (isWidgetCode(detail.code)) lines.push(`How to fix: ${WIDGET_ERROR_CODES[detail.code].recommendation}`);
  if (detail.code === 'AE-003') lines.push(`This page's origin: ${location.origin}`);
  if (detail.fields?.signature === SIGNATURE_MISMATCH) {
    // What the server recomputed the signature over: any difference from what the merchant's server signed is why.
    const now = SIGNED_BUTTON_ATTRIBUTES.filter((name) => host.getAttribute(name)).map((name) => `${name}="${host.getAttribute(name)}"`);
    lines.push(`The signature covers these attributes, now: ${now.join(' ')}. Changed after your server signed them?`);
  }
  const text = lines.join('\n');
  if (printed.has(text)) return;
  printed.add(text);
  console.error(text, host);
}
