import type { ElementDocs } from './element-docs';

export const merchantCheckoutDocs: ElementDocs = {
  description:
    'The buyer checkout: identification, the buyer\'s data, the payment method and the result, inside your page. ' +
    'With `link-id` the flow runs in memory and leaves your page\'s URL alone (but for a provider\'s return, below); without it the element follows the ' +
    'browser location (`/checkout/:id/...`), as on Cobro\'s own pages. `<pay-button>` opens it for you in a dialog; ' +
    'use it directly to show the checkout of a payment link inline. A buyer who pays by Redsys or Inespay leaves for ' +
    'the provider\'s page and comes back to your page (its address with `cobro_link`, `cobro_purchase` and ' +
    '`cobro_result` in the query, which must be on your configured domain): the element with that `link-id` takes them ' +
    'out of the address, shows the result and dispatches the outcome once, as the server knows it. Nothing to add on ' +
    'your side; keep the element on the page the buyer started from.',
  props: {
    apiUrl: { description: 'Base URL of the Cobro API (`https://cobro.example/api`).' },
    paymentsUrl: { description: 'Base URL of the payments service.', default: '`{api-url}/payments`' },
    linkId: { description: 'The payment link (or purchase) to check out: the last part of a payment link\'s URL.' },
    sessionId: {
      description:
        'A checkout session of the widget API: prefills the buyer\'s data it carries (read-only when the button said ' +
        '`not-editable`). `<pay-button>` sets it; an expired session shows `CHK-006`.',
    },
    locale: {
      description: 'Interface language, `es`, `en` or `ca` (`es-MX` counts as `es`, `ca-ES` as `ca`, anything else as `en`).',
      default: "the element's `lang` (its own, an ancestor's or the page's `<html lang>`) when it is `es`, `en` or `ca`, else the browser's language",
    },
  },
  events: {
    'cobro-ready': {
      description:
        'The checkout loaded its payment link and is showing it. `detail.id` is the checkout\'s id as the element ' +
        'was given it (its `link-id`: the payment link, or the purchase being paid; with `<pay-button>`, the plan ' +
        'the button sells), and `detail.plan_id` the plan it sells.',
    },
    'cobro-payment-success': { description: 'The payment succeeded. A hint for your page: trust only the signed callback to deliver the order.' },
    'cobro-payment-pending': { description: 'The payment is processing (SEPA debit): the callback tells the outcome.' },
    'cobro-payment-failed': { description: 'The provider declined the payment; the buyer can try again.' },
    'cobro-error': { description: 'The checkout cannot go on (unknown link, network, server): `code` is a published error code.' },
  },
  styleAttributes: {
    'color-scheme': { type: "'light' | 'dark'", description: 'Forces light or dark colours; without it the element follows the visitor\'s system setting.' },
  },
  slots: {
    'cobro-payment-element-*': 'Filled by the element itself with Stripe\'s Payment Element when a card is paid through Stripe (it cannot live in a shadow root). Leave it alone.',
  },
};
