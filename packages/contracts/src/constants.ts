/** The product's own prefix in plan paths (`/uelz-plans`). One constant, per the spec's README. */
export const PRODUCT_PREFIX = 'uelz' as const;

/** Where the reference server mounts the API; the front end reads its base URL from configuration. */
export const API_PREFIX = '/api' as const;
/** Base path of the payments service on the reference server (`{base}/{provider}/create-purchase`). */
export const PAYMENTS_PREFIX = '/api/payments' as const;

// The values <pay-button>'s first script reads, in a module of their own (decision 1169).
export * from './widget-constants';

export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 15;

export const DEFAULT_PHONE_PREFIX = '+34' as const;

export const PASSWORD_MIN_LENGTH = 8;
export const MINIMUM_AGE = 18;
export const EARLIEST_BIRTH_YEAR = 1900;

export const SERVICE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const SERVICE_IMAGE_MAX_COUNT = 1;
export const LEGAL_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BILLING_CYCLES_DEFAULT = 2;

export const MOBILE_BREAKPOINT_PX = 768;
export const BOTTOM_SHEET_FLICK_VELOCITY = 0.5;
export const COPIED_LINK_TOAST_MS = 5000;
export const COPY_CONFIRMATION_MS = 2000;

export const WIDGET_LATEST_VERSION = '1.0.0' as const;
/**
 * The versions a page may pin (the spec: the button code works with the latest version or 0.0.4), each served under
 * /widget/<version>/: the build publishes 0.0.4 as a copy of the latest's files with its own SRI manifest, the same
 * elements under the URL an older page pasted (decision 1063).
 */
export const WIDGET_SUPPORTED_VERSIONS = ['1.0.0', '0.0.4'] as const;

export const RECEIPT_FILE_NAME = 'recibo.pdf' as const;
export const ACTIVATION_STEPS = 5;
export const EXAMPLE_UNITS_VALUE = 6;

/** The day the platform fee stopped being added to displayed fees (charges created before it subtract it). */
export const PLATFORM_FEE_CUTOFF = '2023-03-30' as const;

export const COMMISSION = {
  base: 0.0075,
  percent: 1,
  outsideEu: 1.4,
  transaction: 0.25,
  billing: 0.5,
} as const;

/** Monthly plan limits in euro. */
export const PLAN_LIMITS = {
  FREE: { monthly: 3000 },
  START: { monthly: 20000, annual: 240000 },
  GROWTH: { monthly: 50000, annual: 600000 },
  SCALE: { monthly: 100000, annual: 1200000 },
} as const;

/** Local-storage key of the onboarding card dismissal (1 hidden, 0 shown). */
export const TASKS_CARD_STORAGE_KEY = 'cobro.tasks-card-hidden' as const;

export const WIDGET_TEST_KEY_PREFIX = 'pk_test_' as const;
export const WIDGET_LIVE_KEY_PREFIX = 'pk_live_' as const;
/** Request header of create-purchase tying the purchase to the <pay-button> checkout session it came from. */
export const CHECKOUT_SESSION_HEADER = 'checkout-session' as const;
/**
 * The query parameters a provider's page comes back to a merchant's page with (decision 1134): the checkout to
 * resume and its checkout session, which the element writes into `return_url`, then the purchase and whether the
 * provider said it was paid, which the server adds. The element on the page resumes its checkout from them and asks
 * the server; the return itself proves nothing.
 */
export const RETURN_PARAMS = { link: 'cobro_link', session: 'cobro_session', purchase: 'cobro_purchase', result: 'cobro_result' } as const;
/** How long a checkout session opened by a <pay-button> stays usable. */
export const CHECKOUT_SESSION_TTL_MINUTES = 60;
/** How long a checkout session can be extended to, from its start: twelve extensions of an hour (WCAG 2.2.1 asks ten). */
export const CHECKOUT_SESSION_MAX_HOURS = 12;
/** How long verify-id's location key stays valid: long enough to type an address (decision 0103); verify-id again renews it. */
export const LOCATION_KEY_TTL_MINUTES = 30;

/**
 * Hours a payment attempt the buyer never submitted (a `pending` charge: the provider has said nothing yet) stays in
 * the merchant's lists; older ones are abandoned and leave every list, count, export and figure.
 */
export const ABANDONED_ATTEMPT_HOURS = 24;

/** A buyer portal sign-in code: six digits (the e-mail's code; PortalSignInBody and the portal's code step). */
export const PORTAL_CODE_PATTERN = /^\d{6}$/;

/**
 * The page a portal code e-mail's link leads back to (`page_path`, decision 1160): a path only (`/cuenta?x=1`), never
 * another origin, at most this long. PortalCodeBody and the portal's own check read both.
 */
export const PORTAL_PAGE_PATH_PATTERN = /^\/(?![/\\])[^\s#\\]*$/;
export const PORTAL_PAGE_PATH_MAX = 2000;
