import type { ElementDocs } from './element-docs';

export const merchantDashboardDocs: ElementDocs = {
  description:
    'The whole merchant admin: sign-in, services and plans, customers, payments, purchases, subscriptions and ' +
    'configuration, with its own routes under `/dashboard`. It is what Cobro\'s admin page renders; embed it in your ' +
    'own back office the same way.',
  props: {
    apiUrl: { description: 'Base URL of the Cobro API. The admin signs in with a session cookie, so serve it from the API\'s own site.' },
    paymentsUrl: { description: 'Base URL of the payments service.', default: '`{api-url}/payments`' },
    registerUrl: { description: 'An external contact or demo form the "create an account" links lead to.', default: 'the built-in sign-up page, `/signup`' },
    googleSignIn: {
      description: 'Shows the "Sign in with Google" button; set it when the server has Google sign-in configured (Cobro\'s admin page does).',
      default: 'no Google button',
    },
    setsPageLang: {
      description:
        'The page is the dashboard\'s own (Cobro\'s admin page sets it): the page\'s `<html lang>` follows the interface\'s language, a switch in the account menu included.',
      default: 'the page\'s `<html lang>` is left alone; the dashboard marks its own content with `lang`',
    },
    locale: { description: 'Interface language, `es`, `en` or `ca`.', default: "the element's `lang` (its own, an ancestor's or the page's `<html lang>`) when it is `es`, `en` or `ca`, else the browser's language" },
  },
  events: {
    'cobro-realtime': { description: 'A realtime event (a charge succeeded, a plan changed...) arrived and the data it touched was refreshed.' },
  },
  styleAttributes: {
    'color-scheme': { type: "'light' | 'dark'", description: 'Forces light or dark colours; without it the element follows the visitor\'s system setting.' },
  },
};
