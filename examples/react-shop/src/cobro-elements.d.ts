// Cobro elements 1.0.0: TypeScript typings of <customer-portal>, <merchant-checkout>, <merchant-dashboard>, <pay-button>.
// Generated from the element definitions by scripts/elements-manifest.mjs: do not edit. The React and Vue parts
// augment those frameworks' types; with only one of them installed, keep `skipLibCheck` on (Vite's default).
import type * as React from 'react';
import type { EmitFn, HTMLAttributes as VueHTMLAttributes, PublicProps } from 'vue';

export interface CheckoutReadyDetail {
  /** The checkout's id as the element was given it: the `link-id` (a payment link, or a purchase to pay). */
  id: string;
  /** The plan the checkout sells. */
  plan_id: string;
}

/** A payment's outcome: `purchase_id` is the purchase the buyer paid (the id the callback and the dashboard show). */
export interface CheckoutPaymentDetail {
  purchase_id: string;
  /** The method the buyer paid with. */
  payment_method: 'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'bizum';
  /** The plan bought. */
  plan_id: string;
  /** The payment link the buyer paid through, or null when the checkout was opened by a purchase id. */
  link_id: string | null;
}

/** A declined payment: `purchase_id` is the purchase the buyer tried to pay; they can try again. */
export interface CheckoutFailureDetail {
  /** The provider's error code (`card_declined`), or null when it gave none. */
  code: string | null;
  /** The provider's decline reason (`insufficient_funds`), or null when it gave none. */
  decline_code: string | null;
  purchase_id: string;
  /** The method the buyer paid with. */
  payment_method: 'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'bizum';
  /** The plan bought. */
  plan_id: string;
  /** The payment link the buyer paid through, or null when the checkout was opened by a purchase id. */
  link_id: string | null;
}

export interface CheckoutErrorDetail {
  /** A published error code (docs/errors.md). */
  code: string;
  /** Its English text, for your logs; show your own words to buyers. */
  message: string;
}

/** What a listener hears once an event's queries are invalidated: the event, its payload and the keys it made stale. */
export interface RealtimeNotice {
  /** The event's name (`charge-succeeded`, `plan-updated`, ...). */
  event: 'gateway-activation' | 'charge-refunded' | 'charge-succeeded' | 'charge-failed' | 'charge-pending' | 'purchases-updated' | 'plan-updated' | 'service-updated' | 'purchases-remove' | 'charge-disputed' | 'withdrawal-requested';
  /** What the server sent with it. */
  payload: RealtimePayload;
  /** The query keys refreshed because of it. */
  invalidated: readonly (readonly unknown[])[];
}

/** What travels with every realtime event: the organization room it was sent to and the ids it concerns. A charge event also carries the charge as `GET /charges/{id}` answers it at the commit, so a screen patches the row it shows instead of reading its list again (decision 0107). */
export interface RealtimePayload {
  event: 'gateway-activation' | 'charge-refunded' | 'charge-succeeded' | 'charge-failed' | 'charge-pending' | 'purchases-updated' | 'plan-updated' | 'service-updated' | 'purchases-remove' | 'charge-disputed' | 'withdrawal-requested';
  organization_id: string;
  id?: string;
  occurred_at: string;
  charge?: { id: string; amount: number; amount_refunded: number; amount_net: number | null; amount_fee: number | null; amount_fee_details: { type: 'card' | 'inespay' | 'redsys' | 'application' | 'provider' | 'sepa' | 'afterpay' | 'platform'; amount: number }[]; status: 'succeeded' | 'paid' | 'pending' | 'processing' | 'failed' | 'refunded' | 'canceled' | 'won' | 'lost' | 'submitted' | 'unsubmitted' | 'expired' | 'warning_needs_response' | 'needs_response'; refunded: boolean; refund_reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null; payment_method: 'card' | 'sepa_debit' | 'inespay' | 'redsys' | 'bizum' | 'CARD' | 'SEPA_DEBIT' | 'INESPAY' | 'REDSYS'; currency: string; stripe_id: string | null; receipt_url: string | null; created_at: string; updated_at: string; dispute_amount: number | null; dispute_reason: string | null; failure_message: string | null; customer: { name: string; email: string; id?: string }; plans: { id: string; name: string; unit_amount: number; type: 'fixed' | 'variable'; recurring: boolean; frequency: 'day' | 'week' | 'month' | 'quarterly' | 'semianually' | 'year' | null; service?: { id: string; name: string } }[]; purchase: { provider: 'INESPAY' | 'REDSYS' | 'STRIPE'; id?: string } | null; associated_transactions: { id: string; object: 'refund' | 'charge'; amount: number; created: number; status: string; paid: boolean; failure_message: string | null; payment_method_details: Record<string, unknown> | null }[] };
}

/** `cobro-button-ready`: the button can be used (the page may use the widget key; its attributes are right in form, and valid in full once checked on intent). */
export interface PayButtonReadyDetail {
  /** `test` for a `pk_test_` key (sandbox payments), `live` otherwise. */
  mode: 'test' | 'live';
  /** The merchant's company name, as the checkout shows it. */
  company_name: string;
}

/** `cobro-open` (cancelable): the buyer clicked; `preventDefault()` keeps the checkout closed. */
export interface PayButtonOpenDetail {
  request: { service_id?: string; plan_id?: string; plan?: { service_name: string; plan_name: string; amount: string | number; type: 'Unique' | 'Subscription'; description?: string; currency?: string; frequency?: 'day' | 'week' | 'month' | 'quarterly' | 'year' | 'semiannually'; billing_cycles?: string | number; payment_day?: string | number; subscription_type?: 'fixed' | 'variable'; future_charge?: 'no_charge' | 'last_charge'; consume_units?: string | number; external_usage_id?: string }; customer?: { email?: string; cif?: string; type?: 'PERSON' | 'COMPANY'; name?: string; surname?: string; company_name?: string; prefix?: string; phone?: string; country?: 'ES'; city?: string; postal_code?: string; address?: string; not_editable?: string | boolean; external_product_id?: string; external_customer_id?: string; external_order_id?: string }; signature?: string };
}

/** `cobro-close`: the checkout dialog closed (close button, Escape, or the element removed: then dispatched on the element's document too, since a removed element's events reach no ancestor). */
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

/** The properties of <customer-portal> (set them from script; they are never written back to attributes). */
export interface CustomerPortalProperties {
  /** Base URL of the Cobro API (`https://cobro.example/api`). */
  apiUrl?: string;
  /** The merchant whose portal this is: your organization id (required on your own site). */
  organizationId?: string;
  /** Interface language, `es` or `en` (`es-MX` counts as `es`, anything else as `en`). */
  locale?: string;
}
/** The attributes of <customer-portal> in markup. */
export interface CustomerPortalAttributes {
  /** Base URL of the Cobro API (`https://cobro.example/api`). */
  'api-url'?: string;
  /** The merchant whose portal this is: your organization id (required on your own site). */
  'organization-id'?: string;
  /** Interface language, `es` or `en` (`es-MX` counts as `es`, anything else as `en`). */
  locale?: string;
  /** Forces light or dark colours; without it the element follows the visitor's system setting. */
  'color-scheme'?: 'light' | 'dark';
}
/** The events <customer-portal> dispatches (bubbling and composed). */
export interface CustomerPortalEventMap {
}
/** The buyer portal of one merchant: a buyer types the e-mail of their purchases, receives a one-time code (or the link in the code e-mail, which signs in at once) and sees their purchases with you, downloads receipts, updates the card of a subscription, cancels one when your portal settings allow it, and withdraws from a contract within its withdrawal period (the "Withdraw from contract here" function the EU requires since 19 June 2026; docs/withdrawal.md). */
export interface CustomerPortalElement extends HTMLElement, CustomerPortalProperties {
  addEventListener<K extends keyof CustomerPortalEventMap>(type: K, listener: (this: CustomerPortalElement, event: CustomerPortalEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: CustomerPortalElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof CustomerPortalEventMap>(type: K, listener: (this: CustomerPortalElement, event: CustomerPortalEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: CustomerPortalElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The properties of <merchant-checkout> (set them from script; they are never written back to attributes). */
export interface MerchantCheckoutProperties {
  /** Base URL of the Cobro API (`https://cobro.example/api`). */
  apiUrl?: string;
  /** Base URL of the payments service. */
  paymentsUrl?: string;
  /** The payment link (or purchase) to check out: the last part of a payment link's URL. */
  linkId?: string;
  /** A checkout session of the widget API: prefills the buyer's data it carries (read-only when the button said `not-editable`). `<pay-button>` sets it; an expired session shows `CHK-006`. */
  sessionId?: string;
  /** Interface language, `es`, `en` or `ca` (`es-MX` counts as `es`, `ca-ES` as `ca`, anything else as `en`). */
  locale?: string;
}
/** The attributes of <merchant-checkout> in markup. */
export interface MerchantCheckoutAttributes {
  /** Base URL of the Cobro API (`https://cobro.example/api`). */
  'api-url'?: string;
  /** Base URL of the payments service. */
  'payments-url'?: string;
  /** The payment link (or purchase) to check out: the last part of a payment link's URL. */
  'link-id'?: string;
  /** A checkout session of the widget API: prefills the buyer's data it carries (read-only when the button said `not-editable`). `<pay-button>` sets it; an expired session shows `CHK-006`. */
  'session-id'?: string;
  /** Interface language, `es`, `en` or `ca` (`es-MX` counts as `es`, `ca-ES` as `ca`, anything else as `en`). */
  locale?: string;
  /** Forces light or dark colours; without it the element follows the visitor's system setting. */
  'color-scheme'?: 'light' | 'dark';
}
/** The events <merchant-checkout> dispatches (bubbling and composed). */
export interface MerchantCheckoutEventMap {
  /** The checkout loaded its payment link and is showing it. `detail.id` is the checkout's id as the element was given it (its `link-id`: the payment link, or the purchase being paid; with `<pay-button>`, the plan the button sells), and `detail.plan_id` the plan it sells. */
  'cobro-ready': CustomEvent<CheckoutReadyDetail>;
  /** The payment succeeded. A hint for your page: trust only the signed callback to deliver the order. */
  'cobro-payment-success': CustomEvent<CheckoutPaymentDetail>;
  /** The payment is processing (SEPA debit): the callback tells the outcome. */
  'cobro-payment-pending': CustomEvent<CheckoutPaymentDetail>;
  /** The provider declined the payment; the buyer can try again. */
  'cobro-payment-failed': CustomEvent<CheckoutFailureDetail>;
  /** The checkout cannot go on (unknown link, network, server): `code` is a published error code. */
  'cobro-error': CustomEvent<CheckoutErrorDetail>;
}
/** The buyer checkout: identification, the buyer's data, the payment method and the result, inside your page. */
export interface MerchantCheckoutElement extends HTMLElement, MerchantCheckoutProperties {
  addEventListener<K extends keyof MerchantCheckoutEventMap>(type: K, listener: (this: MerchantCheckoutElement, event: MerchantCheckoutEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: MerchantCheckoutElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MerchantCheckoutEventMap>(type: K, listener: (this: MerchantCheckoutElement, event: MerchantCheckoutEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: MerchantCheckoutElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The properties of <merchant-dashboard> (set them from script; they are never written back to attributes). */
export interface MerchantDashboardProperties {
  /** Base URL of the Cobro API. The admin signs in with a session cookie, so serve it from the API's own site. */
  apiUrl?: string;
  /** Base URL of the payments service. */
  paymentsUrl?: string;
  /** An external contact or demo form the "create an account" links lead to. */
  registerUrl?: string;
  /** Shows the "Sign in with Google" button; set it when the server has Google sign-in configured (Cobro's admin page does). */
  googleSignIn?: boolean;
  /** The page is the dashboard's own (Cobro's admin page sets it): the page's `<html lang>` follows the interface's language, a switch in the account menu included. */
  setsPageLang?: boolean;
  /** Interface language, `es`, `en` or `ca`. */
  locale?: 'es' | 'en' | 'ca';
}
/** The attributes of <merchant-dashboard> in markup. */
export interface MerchantDashboardAttributes {
  /** Base URL of the Cobro API. The admin signs in with a session cookie, so serve it from the API's own site. */
  'api-url'?: string;
  /** Base URL of the payments service. */
  'payments-url'?: string;
  /** An external contact or demo form the "create an account" links lead to. */
  'register-url'?: string;
  /** Shows the "Sign in with Google" button; set it when the server has Google sign-in configured (Cobro's admin page does). */
  'google-sign-in'?: boolean;
  /** The page is the dashboard's own (Cobro's admin page sets it): the page's `<html lang>` follows the interface's language, a switch in the account menu included. */
  'sets-page-lang'?: boolean;
  /** Interface language, `es`, `en` or `ca`. */
  locale?: 'es' | 'en' | 'ca';
  /** Forces light or dark colours; without it the element follows the visitor's system setting. */
  'color-scheme'?: 'light' | 'dark';
}
/** The events <merchant-dashboard> dispatches (bubbling and composed). */
export interface MerchantDashboardEventMap {
  /** A realtime event (a charge succeeded, a plan changed...) arrived and the data it touched was refreshed. */
  'cobro-realtime': CustomEvent<RealtimeNotice>;
}
/** The whole merchant admin: sign-in, services and plans, customers, payments, purchases, subscriptions and configuration, with its own routes under `/dashboard`. */
export interface MerchantDashboardElement extends HTMLElement, MerchantDashboardProperties {
  addEventListener<K extends keyof MerchantDashboardEventMap>(type: K, listener: (this: MerchantDashboardElement, event: MerchantDashboardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: MerchantDashboardElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof MerchantDashboardEventMap>(type: K, listener: (this: MerchantDashboardElement, event: MerchantDashboardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: MerchantDashboardElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The properties of <pay-button> (set them from script; they are never written back to attributes). */
export interface PayButtonProperties {
  /** Customer data: the buyer's e-mail; prefills the checkout (locked with `not-editable`). */
  email?: string;
  /** Customer data: the buyer's tax id (DNI, NIE or CIF); prefills the checkout (locked with `not-editable`). */
  cif?: string;
  /** Customer data: `PERSON` or `COMPANY`; prefills the checkout (locked with `not-editable`). */
  type?: 'PERSON' | 'COMPANY';
  /** Customer data: the buyer's name; prefills the checkout (locked with `not-editable`). */
  name?: string;
  /** Customer data: the buyer's surname; prefills the checkout (locked with `not-editable`). */
  surname?: string;
  /** Customer data: the company's name (with `type="COMPANY"`); prefills the checkout (locked with `not-editable`). */
  companyName?: string;
  /** Customer data: the phone prefix, `+34`; prefills the checkout (locked with `not-editable`). */
  prefix?: string;
  /** Customer data: the phone number; prefills the checkout (locked with `not-editable`). */
  phone?: string;
  /** Customer data: the country; `ES` only; prefills the checkout (locked with `not-editable`). */
  country?: 'ES';
  /** Customer data: the city; prefills the checkout (locked with `not-editable`). */
  city?: string;
  /** Customer data: the postal code; prefills the checkout (locked with `not-editable`). */
  postalCode?: string;
  /** Customer data: the street address; prefills the checkout (locked with `not-editable`). */
  address?: string;
  /** The buyer cannot change the customer data the button gives (a valueless attribute). */
  notEditable?: boolean;
  /** Your product id: sent back in the callback as `external_product_id`. */
  externalProductId?: string;
  /** Your customer id: sent back in the callback as `external_customer_id`. */
  externalCustomerId?: string;
  /** Your order id, kept with the checkout session. */
  externalOrderId?: string;
  /** Plan data (web-services mode): the service (found by name, created when new). */
  serviceName?: string;
  /** Plan data (web-services mode): the plan (found by name and terms, created when new). */
  planName?: string;
  /** Plan data (web-services mode): the plan description, up to 300 characters. */
  description?: string;
  /** Plan data (web-services mode): the price in euros as you write it, `19.90`. */
  amount?: string | number;
  /** Plan data (web-services mode): `eur`, the only currency. */
  currency?: string;
  /** Plan data (web-services mode): `Unique` (one payment) or `Subscription`; the plan's `type` (`type` is the buyer's). */
  planType?: 'Unique' | 'Subscription';
  /** Plan data (web-services mode): a subscription's period: `day`, `week`, `month`, `quarterly`, `semiannually` or `year`. */
  frequency?: 'day' | 'week' | 'month' | 'quarterly' | 'year' | 'semiannually';
  /** Plan data (web-services mode): how many charges a subscription makes, at least 2. */
  billingCycles?: string | number;
  /** Plan data (web-services mode): the day of the month of each charge, `1` to `31` or `last_day`. */
  paymentDay?: string | number;
  /** Plan data (web-services mode): `fixed`, or `variable` for a metered subscription: `amount` is the price of one unit, the buyer pays nothing at checkout and each period's end charges the units you report (`POST /api/v1/usage`, [public-api.md](public-api.md)). */
  subscriptionType?: 'fixed' | 'variable';
  /** Plan data (web-services mode): required with `variable`: `last_charge` bills the usage since the last billed period when the subscription is cancelled, `no_charge` nothing. */
  futureCharge?: 'no_charge' | 'last_charge';
  /** Plan data (web-services mode): with `variable`, units taken with the purchase, counted in its first period; a whole number from 1, sent back in the callback as `consume_units`. */
  consumeUnits?: string | number;
  /** Plan data (web-services mode): with `variable`, your id for its usage, which `POST /api/v1/usage` may name instead of the purchase; sent back in the callback as `external_usage_id`. */
  externalUsageId?: string;
  /** Web-services mode: your server's HMAC-SHA256 of the plan attributes and the external ids with the button signing secret, `v1=` and 64 hex digits ([integration.md](integration.md#sign-web-services-buttons)). A live key refuses a plan without it, or changed after signing, with `WID-007`; a test key warns in the console. */
  signature?: string;
  /** Product-services mode: the id of your service (with `plan-id`; no plan data then). */
  serviceId?: string;
  /** Product-services mode: the id of an ACTIVE plan of that service. */
  planId?: string;
  /** The button text. */
  label?: string;
  /** Language of the button and the checkout, `es`, `en` or `ca`. */
  locale?: string;
  /** Prints a diagnosis to the console: key, page origin against the domain, API reachability, CSP violations. */
  debug?: boolean;
  /** The widget key, for the ESM builds (the standalone script takes `?key=` from its URL). */
  widgetKey?: string;
  /** The API URL, for the ESM builds (the standalone script takes `?api=` from its URL). */
  apiUrl?: string;
}
/** The attributes of <pay-button> in markup. */
export interface PayButtonAttributes {
  /** Customer data: the buyer's e-mail; prefills the checkout (locked with `not-editable`). */
  email?: string;
  /** Customer data: the buyer's tax id (DNI, NIE or CIF); prefills the checkout (locked with `not-editable`). */
  cif?: string;
  /** Customer data: `PERSON` or `COMPANY`; prefills the checkout (locked with `not-editable`). */
  type?: 'PERSON' | 'COMPANY';
  /** Customer data: the buyer's name; prefills the checkout (locked with `not-editable`). */
  name?: string;
  /** Customer data: the buyer's surname; prefills the checkout (locked with `not-editable`). */
  surname?: string;
  /** Customer data: the company's name (with `type="COMPANY"`); prefills the checkout (locked with `not-editable`). */
  'company-name'?: string;
  /** Customer data: the phone prefix, `+34`; prefills the checkout (locked with `not-editable`). */
  prefix?: string;
  /** Customer data: the phone number; prefills the checkout (locked with `not-editable`). */
  phone?: string;
  /** Customer data: the country; `ES` only; prefills the checkout (locked with `not-editable`). */
  country?: 'ES';
  /** Customer data: the city; prefills the checkout (locked with `not-editable`). */
  city?: string;
  /** Customer data: the postal code; prefills the checkout (locked with `not-editable`). */
  'postal-code'?: string;
  /** Customer data: the street address; prefills the checkout (locked with `not-editable`). */
  address?: string;
  /** The buyer cannot change the customer data the button gives (a valueless attribute). */
  'not-editable'?: boolean;
  /** Your product id: sent back in the callback as `external_product_id`. */
  'external-product-id'?: string;
  /** Your customer id: sent back in the callback as `external_customer_id`. */
  'external-customer-id'?: string;
  /** Your order id, kept with the checkout session. */
  'external-order-id'?: string;
  /** Plan data (web-services mode): the service (found by name, created when new). */
  'service-name'?: string;
  /** Plan data (web-services mode): the plan (found by name and terms, created when new). */
  'plan-name'?: string;
  /** Plan data (web-services mode): the plan description, up to 300 characters. */
  description?: string;
  /** Plan data (web-services mode): the price in euros as you write it, `19.90`. */
  amount?: string | number;
  /** Plan data (web-services mode): `eur`, the only currency. */
  currency?: string;
  /** Plan data (web-services mode): `Unique` (one payment) or `Subscription`; the plan's `type` (`type` is the buyer's). */
  'plan-type'?: 'Unique' | 'Subscription';
  /** Plan data (web-services mode): a subscription's period: `day`, `week`, `month`, `quarterly`, `semiannually` or `year`. */
  frequency?: 'day' | 'week' | 'month' | 'quarterly' | 'year' | 'semiannually';
  /** Plan data (web-services mode): how many charges a subscription makes, at least 2. */
  'billing-cycles'?: string | number;
  /** Plan data (web-services mode): the day of the month of each charge, `1` to `31` or `last_day`. */
  'payment-day'?: string | number;
  /** Plan data (web-services mode): `fixed`, or `variable` for a metered subscription: `amount` is the price of one unit, the buyer pays nothing at checkout and each period's end charges the units you report (`POST /api/v1/usage`, [public-api.md](public-api.md)). */
  'subscription-type'?: 'fixed' | 'variable';
  /** Plan data (web-services mode): required with `variable`: `last_charge` bills the usage since the last billed period when the subscription is cancelled, `no_charge` nothing. */
  'future-charge'?: 'no_charge' | 'last_charge';
  /** Plan data (web-services mode): with `variable`, units taken with the purchase, counted in its first period; a whole number from 1, sent back in the callback as `consume_units`. */
  'consume-units'?: string | number;
  /** Plan data (web-services mode): with `variable`, your id for its usage, which `POST /api/v1/usage` may name instead of the purchase; sent back in the callback as `external_usage_id`. */
  'external-usage-id'?: string;
  /** Web-services mode: your server's HMAC-SHA256 of the plan attributes and the external ids with the button signing secret, `v1=` and 64 hex digits ([integration.md](integration.md#sign-web-services-buttons)). A live key refuses a plan without it, or changed after signing, with `WID-007`; a test key warns in the console. */
  signature?: string;
  /** Product-services mode: the id of your service (with `plan-id`; no plan data then). */
  'service-id'?: string;
  /** Product-services mode: the id of an ACTIVE plan of that service. */
  'plan-id'?: string;
  /** The button text. */
  label?: string;
  /** Language of the button and the checkout, `es`, `en` or `ca`. */
  locale?: string;
  /** Prints a diagnosis to the console: key, page origin against the domain, API reachability, CSP violations. */
  debug?: boolean;
  /** The widget key, for the ESM builds (the standalone script takes `?key=` from its URL). */
  'widget-key'?: string;
  /** The API URL, for the ESM builds (the standalone script takes `?api=` from its URL). */
  'api-url'?: string;
  /** Forces light or dark colours; without it the button follows the page's `color-scheme`. */
  'color-scheme'?: 'light' | 'dark';
}
/** The events <pay-button> dispatches (bubbling and composed). */
export interface PayButtonEventMap {
  /** The button is usable: the key and page origin accepted by the API, its attributes right in form (and, once a buyer showed intent or with `debug`, valid in full). Dispatched once per usable state. */
  'cobro-button-ready': CustomEvent<PayButtonReadyDetail>;
  /** The buyer clicked; `detail.request` is what the button sends to open a checkout session. */
  'cobro-open': CustomEvent<PayButtonOpenDetail>;
  /** The checkout dialog closed (close button, Escape, or the element removed). When the element was removed (a route change), its events no longer reach your page through it, so this one is also dispatched on the document it was in: a `document` listener hears it either way (its `target` is then the document). */
  'cobro-close': CustomEvent<PayButtonCloseDetail>;
  /** The button cannot work or could not open the checkout: `OTFE-001` (no key or API URL), `OTFE-002` (invalid attributes: `fields` maps each attribute to a message key such as `missing_field` or `invalid_email`, listed in [errors.md](errors.md#field-messages); once per button and attributes), `OTFE-003`, or the API's code (`AE-003` page outside the domain, `ORG-002`, `SER-005`, `WID-007`...). The checkout's own `cobro-error` arrives here too. */
  'cobro-error': CustomEvent<PayButtonErrorDetail>;
  /** The checkout loaded its payment link and is showing it. `detail.id` is the checkout's id as the element was given it (its `link-id`: the payment link, or the purchase being paid; with `<pay-button>`, the plan the button sells), and `detail.plan_id` the plan it sells. */
  'cobro-ready': CustomEvent<CheckoutReadyDetail>;
  /** The payment succeeded. A hint for your page: trust only the signed callback to deliver the order. */
  'cobro-payment-success': CustomEvent<CheckoutPaymentDetail>;
  /** The payment is processing (SEPA debit): the callback tells the outcome. */
  'cobro-payment-pending': CustomEvent<CheckoutPaymentDetail>;
  /** The provider declined the payment; the buyer can try again. */
  'cobro-payment-failed': CustomEvent<CheckoutFailureDetail>;
}
/** A button that opens the checkout in a modal dialog on your page. */
export interface PayButtonElement extends HTMLElement, Omit<PayButtonProperties, 'prefix'> {
  /** Customer data: the phone prefix, `+34`; prefills the checkout (locked with `not-editable`). (Replaces Element's own `prefix` on this element.) */
  prefix: string | null;
  addEventListener<K extends keyof PayButtonEventMap>(type: K, listener: (this: PayButtonElement, event: PayButtonEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: PayButtonElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PayButtonEventMap>(type: K, listener: (this: PayButtonElement, event: PayButtonEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: PayButtonElement, event: HTMLElementEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** React 19 adds a custom element's `on<event>` function props as listeners of `<event>`. */
type ReactEventProps<M> = { [K in keyof M as `on${K & string}`]?: (event: M[K]) => void };
type ReactElementProps<E extends HTMLElement, A, P, M> = React.DetailedHTMLProps<React.HTMLAttributes<E>, E> & A & P & ReactEventProps<M>;
/** Vue reads template props from `$props` and events from `$emit` (vuejs.org, "Web Components and TypeScript"). */
type VueElement<E extends HTMLElement, A, P, M> = new () => E & {
  /** @deprecated template type checking only: not on the element. */
  $props: VueHTMLAttributes & A & P & PublicProps;
  /** @deprecated template type checking only: not on the element. */
  $emit: EmitFn<{ [K in keyof M]: (event: M[K]) => void }>;
};

declare global {
  interface HTMLElementTagNameMap {
    'customer-portal': CustomerPortalElement;
    'merchant-checkout': MerchantCheckoutElement;
    'merchant-dashboard': MerchantDashboardElement;
    'pay-button': PayButtonElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'customer-portal': ReactElementProps<CustomerPortalElement, CustomerPortalAttributes, CustomerPortalProperties, CustomerPortalEventMap>;
      'merchant-checkout': ReactElementProps<MerchantCheckoutElement, MerchantCheckoutAttributes, MerchantCheckoutProperties, MerchantCheckoutEventMap>;
      'merchant-dashboard': ReactElementProps<MerchantDashboardElement, MerchantDashboardAttributes, MerchantDashboardProperties, MerchantDashboardEventMap>;
      'pay-button': ReactElementProps<PayButtonElement, PayButtonAttributes, PayButtonProperties, PayButtonEventMap>;
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
    'customer-portal': VueElement<CustomerPortalElement, CustomerPortalAttributes, CustomerPortalProperties, CustomerPortalEventMap>;
    'merchant-checkout': VueElement<MerchantCheckoutElement, MerchantCheckoutAttributes, MerchantCheckoutProperties, MerchantCheckoutEventMap>;
    'merchant-dashboard': VueElement<MerchantDashboardElement, MerchantDashboardAttributes, MerchantDashboardProperties, MerchantDashboardEventMap>;
    'pay-button': VueElement<PayButtonElement, PayButtonAttributes, PayButtonProperties, PayButtonEventMap>;
  }
}
