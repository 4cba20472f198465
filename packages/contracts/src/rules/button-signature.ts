/**
 * The signed plan of a web-services <pay-button> (decision 1010). The merchant's server computes an HMAC-SHA256 over
 * the canonical form of the attributes below with its button signing secret and writes it in the `signature`
 * attribute; the API recomputes it before it creates anything, so a buyer who edits `amount` in devtools gets
 * WID-007 with a live key. Pure text functions here; the HMAC itself is the server's (and the merchant's).
 */

/** First line of the canonical form: names the format, so another version can never verify as this one. */
export const BUTTON_CANONICAL_HEADER = 'cobro-pay-button-v1';

/** How a `signature` attribute is written: `v1=` and the 64 lower-case hex digits of the HMAC-SHA256. */
export const BUTTON_SIGNATURE_PREFIX = 'v1=';
export const BUTTON_SIGNATURE_PATTERN = /^v1=[0-9a-f]{64}$/;

/** Prefix of a button signing secret (`pbsec_` and 32 random bytes, base64url); the whole text is the HMAC key. */
export const BUTTON_SECRET_PREFIX = 'pbsec_';

/**
 * The signed attributes, in the order of the canonical form (alphabetical): the plan attributes, which say what is
 * sold and at what price, and the three external ids, which say which of the merchant's records it is booked to
 * (a buyer must not move a cheap signed plan onto a dearer product or another order). The buyer's own data
 * (e-mail, name, address...) is not signed: the buyer may change it anyway.
 */
export const SIGNED_BUTTON_ATTRIBUTES = [
  'amount',
  'billing-cycles',
  'consume-units',
  'currency',
  'description',
  'external-customer-id',
  'external-order-id',
  'external-product-id',
  'external-usage-id',
  'frequency',
  'future-charge',
  'payment-day',
  'plan-name',
  'plan-type',
  'service-name',
  'subscription-type',
] as const;
export type SignedButtonAttribute = (typeof SIGNED_BUTTON_ATTRIBUTES)[number];

/** Each signed attribute's place in POST /widget/checkout-sessions (`plan-type` is the plan's `type`). */
export const SIGNED_ATTRIBUTE_FIELDS: Record<SignedButtonAttribute, readonly ['plan' | 'customer', string]> = {
  amount: ['plan', 'amount'],
  'billing-cycles': ['plan', 'billing_cycles'],
  'consume-units': ['plan', 'consume_units'],
  currency: ['plan', 'currency'],
  description: ['plan', 'description'],
  'external-customer-id': ['customer', 'external_customer_id'],
  'external-order-id': ['customer', 'external_order_id'],
  'external-product-id': ['customer', 'external_product_id'],
  'external-usage-id': ['plan', 'external_usage_id'],
  frequency: ['plan', 'frequency'],
  'future-charge': ['plan', 'future_charge'],
  'payment-day': ['plan', 'payment_day'],
  'plan-name': ['plan', 'plan_name'],
  'plan-type': ['plan', 'type'],
  'service-name': ['plan', 'service_name'],
  'subscription-type': ['plan', 'subscription_type'],
};

/** The signed attributes of a button as written (absent and empty ones left out). */
export type SignedButtonAttributes = Partial<Record<SignedButtonAttribute, string>>;

/**
 * Whether a checkout session's plan was signed: `signed` (the signature matches), `missing` (no signature) or
 * `mismatch` (a signature that does not match these attributes). With a live key only `signed` gets a session.
 */
export const PLAN_SIGNATURE_STATES = ['signed', 'missing', 'mismatch'] as const;
export type PlanSignatureState = (typeof PLAN_SIGNATURE_STATES)[number];

/** WID-007's `fields.signature` for a signature that does not match (an absent one is `missing_field`). */
export const SIGNATURE_MISMATCH = 'signature_mismatch';

/**
 * The signed attributes of a checkout-session request, from the values as the button sent them (before any parsing:
 * the signature covers the text the merchant wrote). A number (an ESM build's property) is its JavaScript text.
 */
export function signedAttributesOf(body: { plan?: unknown; customer?: unknown }): SignedButtonAttributes {
  const attributes: SignedButtonAttributes = {};
  for (const name of SIGNED_BUTTON_ATTRIBUTES) {
    const [group, field] = SIGNED_ATTRIBUTE_FIELDS[name];
    const value = (body[group] as Record<string, unknown> | undefined)?.[field];
    const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    if (text !== '') attributes[name] = text;
  }
  return attributes;
}

/**
 * A value in the canonical form: line breaks as an HTML attribute reads them (CR LF and a lone CR become LF), then a
 * backslash written `\\` and a line feed `\n`, so every attribute stays on its own line. Nothing else changes:
 * no trimming, no case, no number formatting.
 */
const canonicalValue = (value: string) =>
  value.replace(/\r\n?/g, '\n').replace(/\\/g, '\\\\').replace(/\n/g, '\\n');

/**
 * The text that is signed: the header line, then one `name=value` line per signed attribute in the order of
 * SIGNED_BUTTON_ATTRIBUTES, an absent or empty one as `name=`; lines joined by LF, no final LF; UTF-8 when hashed.
 */
export function buttonCanonicalForm(attributes: SignedButtonAttributes): string {
  const lines = SIGNED_BUTTON_ATTRIBUTES.map((name) => `${name}=${canonicalValue(attributes[name] ?? '')}`);
  return [BUTTON_CANONICAL_HEADER, ...lines].join('\n');
}
