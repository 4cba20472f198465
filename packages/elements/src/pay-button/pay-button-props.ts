import type { CreateCheckoutSessionBody } from '@cobro/contracts';

/** The customer data attributes (services-and-configuration 3) and the contract field each one fills. */
export const CUSTOMER_FIELDS = {
  email: 'email',
  cif: 'cif',
  type: 'type',
  name: 'name',
  surname: 'surname',
  companyName: 'company_name',
  prefix: 'prefix',
  phone: 'phone',
  country: 'country',
  city: 'city',
  postalCode: 'postal_code',
  address: 'address',
  notEditable: 'not_editable',
  externalProductId: 'external_product_id',
  externalCustomerId: 'external_customer_id',
  externalOrderId: 'external_order_id',
} as const;

/** The plan data attributes (web-services mode). The plan's `type` is the `plan-type` attribute: `type` is the buyer's. */
export const PLAN_FIELDS = {
  serviceName: 'service_name',
  planName: 'plan_name',
  description: 'description',
  amount: 'amount',
  currency: 'currency',
  planType: 'type',
  frequency: 'frequency',
  billingCycles: 'billing_cycles',
  paymentDay: 'payment_day',
  subscriptionType: 'subscription_type',
  futureCharge: 'future_charge',
  consumeUnits: 'consume_units',
  externalUsageId: 'external_usage_id',
} as const;

/** The product-services mode: an existing ACTIVE service and plan of the merchant. */
export const PRODUCT_FIELDS = { serviceId: 'service_id', planId: 'plan_id' } as const;

/** The merchant's signature of the plan attributes (web-services mode, decision 1010), sent beside the plan. */
export const SIGNATURE_FIELDS = { signature: 'signature' } as const;

/**
 * The element's prop types of a field table: each attribute's text as written, except the flags named. The button's
 * definition builds its props from the field tables, so its attribute list is written once (decision 1169).
 */
export const propTypesOf = <T extends object, F extends keyof T = never>(table: T, flags: readonly F[] = []) =>
  Object.fromEntries(Object.keys(table).map((prop) => [prop, flags.includes(prop as F) ? 'boolean' : 'string'])) as {
    [K in keyof T]: K extends F ? 'boolean' : 'string';
  };

/** What a click sends to POST /widget/checkout-sessions: the attribute values as written. */
export type CheckoutSessionRequest = CreateCheckoutSessionBody;

/** `cobro-button-ready`: the button can be used (the page may use the widget key; its attributes are right in form, and valid in full once checked on intent). */
export interface PayButtonReadyDetail {
  /** `test` for a `pk_test_` key (sandbox payments), `live` otherwise. */
  mode: 'test' | 'live';
  /** The merchant's company name, as the checkout shows it. */
  company_name: string;
}

/** `cobro-open` (cancelable): the buyer clicked; `preventDefault()` keeps the checkout closed. */
export interface PayButtonOpenDetail {
  request: CheckoutSessionRequest;
}

/**
 * `cobro-close`: the checkout dialog closed (close button, Escape, or the element removed: then dispatched on the
 * element's document too, since a removed element's events reach no ancestor).
 */
export interface PayButtonCloseDetail {
  /** The checkout session the dialog showed, or null when it showed an error. */
  session_id: string | null;
}

/** `cobro-error`: a published widget error code (OTFE-001, OTFE-002, AE-003, ...), as <merchant-checkout>'s. */
export interface PayButtonErrorDetail {
  /** A published widget error code (docs/errors.md). */
  code: string;
  /** Its published description, in English, for your logs. */
  message: string;
  /** OTFE-002: each invalid attribute with the reason, a message key (`missing_field`, `invalid_email`; docs/errors.md). */
  fields?: Record<string, string>;
}

export interface PayButtonProps {
  /** Customer data: prefills the checkout (locked with `not-editable`). */
  email?: string;
  cif?: string;
  /** The buyer: `PERSON` (default) or `COMPANY`. */
  type?: 'PERSON' | 'COMPANY';
  name?: string;
  surname?: string;
  companyName?: string;
  prefix?: string;
  phone?: string;
  country?: 'ES';
  city?: string;
  postalCode?: string;
  address?: string;
  notEditable?: boolean;
  externalProductId?: string;
  externalCustomerId?: string;
  externalOrderId?: string;
  /** Plan data (web-services mode). */
  serviceName?: string;
  planName?: string;
  description?: string;
  /** Euros as written by a merchant: `19.90`. */
  amount?: string | number;
  currency?: string;
  planType?: 'Unique' | 'Subscription';
  frequency?: 'day' | 'week' | 'month' | 'quarterly' | 'semiannually' | 'year';
  billingCycles?: string | number;
  /** 1 to 31, or `last_day`. */
  paymentDay?: string | number;
  /**
   * `fixed` (the default) or `variable`: a metered subscription whose `amount` is the price of one unit; the buyer
   * pays nothing at checkout, and each period's end charges the units reported for it (decision 1139).
   */
  subscriptionType?: 'fixed' | 'variable';
  /** Required with `variable`: what cancelling bills, the usage since the last billed period or nothing. */
  futureCharge?: 'no_charge' | 'last_charge';
  /** With `variable`: units taken with the purchase, counted as its first period's usage; also in the callback. */
  consumeUnits?: string | number;
  /** With `variable`: your id for the subscription's usage, by which `POST /api/v1/usage` may name it; also in the callback. */
  externalUsageId?: string;
  /**
   * Web-services mode: your server's HMAC of the signed attributes (`v1=` and 64 hex digits; decision 1010). A live
   * key refuses a plan without it, or changed after signing, with WID-007.
   */
  signature?: string;
  /** Product-services mode: an existing service and plan. */
  serviceId?: string;
  planId?: string;
  /** The button text; a translated "Pay" by default. */
  label?: string;
  /** `es` or `en`; the browser's language by default. */
  locale?: string;
  /** Prints a diagnosis to the console. */
  debug?: boolean;
  /** The widget key and API URL, for the ESM build (the standalone script reads them from its own URL). */
  widgetKey?: string;
  apiUrl?: string;
  onButtonReady?: (detail: PayButtonReadyDetail) => boolean;
  onOpen?: (detail: PayButtonOpenDetail) => boolean;
  onClose?: (detail: PayButtonCloseDetail) => boolean;
  onError?: (detail: PayButtonErrorDetail) => boolean;
}
