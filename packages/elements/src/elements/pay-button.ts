import type { CheckoutFailureDetail, CheckoutPaymentDetail, CheckoutReadyDetail } from '@cobro/checkout';
import type { CobroEventMap, ElementDefinition } from '../define-element/definition';
import { setIntentChunks } from '../pay-button/intent-chunks';
import { mountPayButton } from '../pay-button/mount-pay-button';
import { registerPayButton } from '../pay-button/pay-button-element';
import styles from '../pay-button/pay-button.css?inline';
import {
  CUSTOMER_FIELDS,
  PLAN_FIELDS,
  PRODUCT_FIELDS,
  propTypesOf,
  SIGNATURE_FIELDS,
  type PayButtonProps,
} from '../pay-button/pay-button-props';
import { scriptConfig } from '../pay-button/widget-config';

export type {
  CheckoutSessionRequest,
  PayButtonCloseDetail,
  PayButtonErrorDetail,
  PayButtonOpenDetail,
  PayButtonProps,
  PayButtonReadyDetail,
} from '../pay-button/pay-button-props';

/**
 * `<pay-button service-id="…" plan-id="…">` or `<pay-button service-name="Yoga" plan-name="Monthly" amount="19.90"
 * plan-type="Subscription" frequency="month">`: a button that opens the checkout in a modal dialog on the
 * merchant's page. Drawn without React so its first script stays small (decision 1040); what a click needs loads
 * on intent (decision 1163).
 *
 * Attributes (all strings as written; checked as the contract's schemas check them, OTFE-002 names the invalid ones):
 * - customer data: email, cif, type (PERSON or COMPANY, default PERSON), name, surname, company-name, prefix, phone,
 *   country, city, postal-code, address, not-editable (valueless flag), external-product-id, external-customer-id,
 *   external-order-id;
 * - plan data (web-services mode): service-name, plan-name, description, amount (euros, `19.90`), currency (eur),
 *   plan-type (Unique or Subscription: the plan's `type`, as `type` is the buyer's), frequency, billing-cycles,
 *   payment-day (1 to 31 or last_day), subscription-type (fixed, or variable: `amount` per unit used, billed at each
 *   period's end, decision 1139), future-charge (required with variable), consume-units, external-usage-id; signature (your server's HMAC of the plan attributes and external ids, decision 1010: a live
 *   key refuses a plan without it or changed after signing, WID-007);
 * - product-services mode: service-id and plan-id of an ACTIVE plan (then no plan data);
 * - label (button text, translated "Pay" by default), locale (es, en), debug (console diagnosis), color-scheme
 *   (light or dark; the page's by default), widget-key and api-url (the ESM build; the standalone script reads
 *   `?key=` and `?api=` from its own URL).
 * @event cobro-button-ready - the button is usable (valid attributes, key and page origin accepted); detail: PayButtonReadyDetail
 * @event cobro-open - cancelable, the buyer clicked: `preventDefault()` keeps the checkout closed; detail: PayButtonOpenDetail
 * @event cobro-close - the checkout dialog closed; detail: PayButtonCloseDetail
 * @event cobro-error - OTFE-001, OTFE-002 (with `fields`), or the API's code (AE-003, ORG-002, SER-005, WID-007, ...); detail: PayButtonErrorDetail
 * The checkout's own events reach the page through the button (composed, retargeted to it): cobro-ready,
 * cobro-payment-success, cobro-payment-pending, cobro-payment-failed and its cobro-error (see PayButtonEventMap).
 * Parts: `part="button"` the pay button; `part="dialog"` the checkout dialog (and `::part(dialog)::backdrop`);
 * `part="close-button"` the dialog's close button.
 * CSS properties: --cobro-button-inline-size (12rem) and --cobro-button-block-size (3rem), the box that
 * `pay-button.css` (linked in the page's <head> with its integrity and crossorigin) reserves before the upgrade, so
 * the button shifts nothing (decision 1045); --cobro-button-padding; --cobro-color-primary, --cobro-color-on-primary,
 * --cobro-color-focus, --cobro-color-surface, --cobro-color-text, --cobro-color-text-muted, --cobro-color-border,
 * --cobro-radius, --cobro-font, --cobro-font-size, --cobro-focus-width, --cobro-shadow.
 */
export const payButton: ElementDefinition<PayButtonProps, 'dom'> = {
  tag: 'pay-button',
  mount: (element) => mountPayButton(element, {}),
  // The attributes of the request from its field tables, written once. Object.assign, not a spread: its type keeps
  // the tables' order, in which the generated reference lists the attributes (a spread's type lists the last first).
  props: Object.assign(
    Object.assign(
      propTypesOf(CUSTOMER_FIELDS, ['notEditable']),
      propTypesOf(PLAN_FIELDS),
      propTypesOf(SIGNATURE_FIELDS),
      propTypesOf(PRODUCT_FIELDS),
    ),
    { label: 'string', locale: 'string', debug: 'boolean', widgetKey: 'string', apiUrl: 'string' } as const,
  ),
  events: {
    onButtonReady: 'cobro-button-ready',
    onOpen: 'cobro-open',
    onClose: 'cobro-close',
    onError: 'cobro-error',
  },
  cancelable: ['cobro-open'],
  styles: [styles],
};

/**
 * Defines <pay-button>. The standalone script passes its own URL (`import.meta.url`), whose `?key=` and `?api=`
 * every button on the page uses unless it has `widget-key` / `api-url`, and the chunks its build lists for intent.
 */
export function definePayButton(scriptUrl?: string, intentChunks?: unknown) {
  // Registered by the button's own light class, without `defineDomElement`'s check of the definition, which
  // pay-button.test.ts runs instead: neither the shared machinery nor the check is the first script's to carry
  // (decision 1169).
  if (!scriptUrl) return registerPayButton(payButton);
  setIntentChunks(scriptUrl, intentChunks);
  return registerPayButton({ ...payButton, mount: (element) => mountPayButton(element, scriptConfig(scriptUrl)) });
}

/**
 * Every event a page can hear from a <pay-button>: its own, and those of the checkout inside its dialog (whose
 * `cobro-error` has the same `{ code, message }` shape, without `fields`).
 */
export type PayButtonEventMap = CobroEventMap<PayButtonProps, NonNullable<typeof payButton.events>> & {
  'cobro-ready': CustomEvent<CheckoutReadyDetail>;
  'cobro-payment-success': CustomEvent<CheckoutPaymentDetail>;
  'cobro-payment-pending': CustomEvent<CheckoutPaymentDetail>;
  'cobro-payment-failed': CustomEvent<CheckoutFailureDetail>;
};

type PayButtonData = Omit<PayButtonProps, `on${string}`>;

declare global {
  interface HTMLElementTagNameMap {
    'pay-button': HTMLElement & Partial<PayButtonData>;
  }
}
