import type { ElementDocs } from './element-docs';

const customer = (what: string) => `Customer data: ${what}; prefills the checkout (locked with \`not-editable\`).`;
const plan = (what: string) => `Plan data (web-services mode): ${what}.`;

export const payButtonDocs: ElementDocs = {
  description:
    'A button that opens the checkout in a modal dialog on your page. Either name an ACTIVE plan of yours ' +
    '(`service-id` and `plan-id`: the product-services mode) or describe the plan with the plan attributes ' +
    '(`service-name`, `plan-name`, `amount`, `plan-type`...: the web-services mode, where Cobro finds or creates the ' +
    'published service and plan). The standalone script reads the widget key and the API URL from its own URL ' +
    '(`pay-button.js?key=pk_…&api=https://…/api`). A button that cannot work (a page outside the configured domain, ' +
    'invalid attributes) takes no room on the page and dispatches `cobro-error` with the published code once. ' +
    'Attributes wrong in form (a missing or unknown value, a number not written as one, both modes at once) are caught ' +
    'before the button paints, so it never shows. Until a buyer shows intent (pointer over, pointerdown, focus) a page ' +
    'loads only the button (one script, about 5 KB gzip) and its session check; intent fetches ' +
    'the rest at once (the dialog, the checkout), and a click before it has arrived opens the checkout once it has, ' +
    'never twice. The rest of the attributes (the e-mail, tax id and postal code of ' +
    'the prefill, an amount read in full, a card number in a text) are checked on that intent, or at once with ' +
    '`debug`: such a button stays where the buyer points, and a click shows the buyer that it cannot sell. ' +
    'A buyer who pays by Redsys or Inespay comes back to this page from the provider\'s page: the button opens its ' +
    'dialog again on the result and the page hears the outcome once, as after a card; a reload shows nothing again.',
  props: {
    email: { description: customer("the buyer's e-mail") },
    cif: { description: customer("the buyer's tax id (DNI, NIE or CIF)") },
    type: { description: customer('`PERSON` or `COMPANY`'), default: '`PERSON`' },
    name: { description: customer("the buyer's name") },
    surname: { description: customer("the buyer's surname") },
    companyName: { description: customer("the company's name (with `type=\"COMPANY\"`)") },
    prefix: { description: customer('the phone prefix, `+34`') },
    phone: { description: customer('the phone number') },
    country: { description: customer('the country; `ES` only') },
    city: { description: customer('the city') },
    postalCode: { description: customer('the postal code') },
    address: { description: customer('the street address') },
    notEditable: { description: 'The buyer cannot change the customer data the button gives (a valueless attribute).' },
    externalProductId: { description: 'Your product id: sent back in the callback as `external_product_id`.' },
    externalCustomerId: { description: 'Your customer id: sent back in the callback as `external_customer_id`.' },
    externalOrderId: { description: 'Your order id, kept with the checkout session.' },
    serviceName: { description: plan('the service (found by name, created when new)') },
    planName: { description: plan('the plan (found by name and terms, created when new)') },
    description: { description: plan('the plan description, up to 300 characters') },
    amount: { description: plan('the price in euros as you write it, `19.90`') },
    currency: { description: plan('`eur`, the only currency'), default: '`eur`' },
    planType: { description: plan("`Unique` (one payment) or `Subscription`; the plan's `type` (`type` is the buyer's)") },
    frequency: { description: plan('a subscription\'s period: `day`, `week`, `month`, `quarterly`, `semiannually` or `year`') },
    billingCycles: { description: plan('how many charges a subscription makes, at least 2') },
    paymentDay: { description: plan('the day of the month of each charge, `1` to `31` or `last_day`') },
    subscriptionType: {
      description: plan(
        '`fixed`, or `variable` for a metered subscription: `amount` is the price of one unit, the buyer pays nothing ' +
          'at checkout and each period\'s end charges the units you report (`POST /api/v1/usage`, [public-api.md](public-api.md))',
      ),
      default: '`fixed`',
    },
    futureCharge: { description: plan('required with `variable`: `last_charge` bills the usage since the last billed period when the subscription is cancelled, `no_charge` nothing') },
    consumeUnits: { description: plan('with `variable`, units taken with the purchase, counted in its first period; a whole number from 1, sent back in the callback as `consume_units`') },
    externalUsageId: { description: plan('with `variable`, your id for its usage, which `POST /api/v1/usage` may name instead of the purchase; sent back in the callback as `external_usage_id`') },
    signature: {
      description:
        'Web-services mode: your server\'s HMAC-SHA256 of the plan attributes and the external ids with the button ' +
        'signing secret, `v1=` and 64 hex digits ([integration.md](integration.md#sign-web-services-buttons)). A live ' +
        'key refuses a plan without it, or changed after signing, with `WID-007`; a test key warns in the console.',
    },
    serviceId: { description: 'Product-services mode: the id of your service (with `plan-id`; no plan data then).' },
    planId: { description: 'Product-services mode: the id of an ACTIVE plan of that service.' },
    label: { description: 'The button text.', default: '"Pagar" / "Pay" / "Paga" in the button\'s language' },
    locale: { description: 'Language of the button and the checkout, `es`, `en` or `ca`.', default: "the element's `lang` (its own, an ancestor's or the page's `<html lang>`) when it is `es`, `en` or `ca`, else the browser's language" },
    debug: { description: 'Prints a diagnosis to the console: key, page origin against the domain, API reachability, CSP violations.' },
    widgetKey: { description: 'The widget key, for the ESM builds (the standalone script takes `?key=` from its URL).' },
    apiUrl: { description: 'The API URL, for the ESM builds (the standalone script takes `?api=` from its URL).' },
  },
  events: {
    'cobro-button-ready': {
      description:
        'The button is usable: the key and page origin accepted by the API, its attributes right in form (and, once a ' +
        'buyer showed intent or with `debug`, valid in full). Dispatched once per usable state.',
    },
    'cobro-open': {
      description: 'The buyer clicked; `detail.request` is what the button sends to open a checkout session.',
      cancelable: 'keeps the checkout closed (do your own thing first, then let the buyer click again).',
    },
    'cobro-close': {
      description:
        'The checkout dialog closed (close button, Escape, or the element removed). When the element was removed ' +
        '(a route change), its events no longer reach your page through it, so this one is also dispatched on the ' +
        'document it was in: a `document` listener hears it either way (its `target` is then the document).',
    },
    'cobro-error': {
      description:
        'The button cannot work or could not open the checkout: `OTFE-001` (no key or API URL), `OTFE-002` (invalid ' +
        'attributes: `fields` maps each attribute to a message key such as `missing_field` or `invalid_email`, listed ' +
        'in [errors.md](errors.md#field-messages); once per button and attributes), `OTFE-003`, or the API\'s code ' +
        '(`AE-003` page outside the domain, `ORG-002`, `SER-005`, `WID-007`...). The checkout\'s own `cobro-error` arrives here too.',
    },
  },
  innerEvents: {
    tag: 'merchant-checkout',
    events: ['cobro-ready', 'cobro-payment-success', 'cobro-payment-pending', 'cobro-payment-failed'],
  },
  styleAttributes: {
    'color-scheme': { type: "'light' | 'dark'", description: "Forces light or dark colours; without it the button follows the page's `color-scheme`." },
  },
  parts: {
    button: 'The pay button.',
    dialog: 'The checkout dialog (its backdrop: `pay-button::part(dialog)::backdrop`).',
    'close-button': "The dialog's close button.",
  },
  cssProperties: {
    '--cobro-button-inline-size': { description: 'Width of the button; `pay-button.css` reserves it before the script runs.', default: '12rem' },
    '--cobro-button-block-size': { description: 'Height of the button, reserved the same way.', default: '3rem' },
    '--cobro-button-padding': { description: 'Inline padding of the button text.', default: '1rem' },
  },
};
