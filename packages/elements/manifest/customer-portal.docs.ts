import type { ElementDocs } from './element-docs';

export const customerPortalDocs: ElementDocs = {
  description:
    'The buyer portal of one merchant: a buyer types the e-mail of their purchases, receives a one-time code (or the ' +
    'link in the code e-mail, which signs in at once) and sees their purchases with you, downloads receipts, updates the ' +
    'card of a subscription, cancels one when your portal settings allow it, and withdraws from a contract within its ' +
    'withdrawal period (the "Withdraw from contract here" function the EU requires since 19 June 2026; docs/withdrawal.md). ' +
    'Cobro hosts it at `/portal/{organization id}`, the default, and every receipt e-mail links there. On your own site ' +
    '(decision 1160) it works from your configured widget domain (Configuration > Web checkout) with `organization-id` ' +
    'set: the code e-mail then links back to the page that asked, and the session is a short-lived token the element ' +
    'holds in memory (30 minutes; a reload asks for a new code), never a cookie or storage.',
  props: {
    apiUrl: { description: 'Base URL of the Cobro API (`https://cobro.example/api`).' },
    organizationId: {
      description: 'The merchant whose portal this is: your organization id (required on your own site).',
      default: 'the id in the page\'s address, `/portal/{organization id}`',
    },
    locale: { description: 'Interface language, `es` or `en` (`es-MX` counts as `es`, anything else as `en`).', default: "the browser's language" },
  },
  events: {},
  styleAttributes: {
    'color-scheme': { type: "'light' | 'dark'", description: 'Forces light or dark colours; without it the element follows the visitor\'s system setting.' },
  },
};
