import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { endpoints, portalEndpoints, type Endpoint, type EndpointName } from '@cobro/contracts';

/**
 * The buyer checkout's calls that <merchant-checkout> makes from a merchant's page, besides the widget API
 * itself: the payment link and checkout steps, the payments service, the purchase and subscription reads and
 * the checkout session (decision 1001).
 */
const CHECKOUT_CALLS = [
  'paymentLink',
  'verifyId',
  'completeData',
  'updateLocation',
  'checkoutPaymentOptions',
  'requestInvoice',
  'createPurchase',
  'paymentData',
  'checkoutPurchase',
  'postalCode',
  'subscription',
  'subscriptionPaymentData',
  'checkoutSession',
  'extendCheckoutSession',
] as const satisfies readonly EndpointName[];
const CHECKOUT_ENDPOINTS: ReadonlySet<Endpoint> = new Set(CHECKOUT_CALLS.map((name) => endpoints[name]));
/**
 * The buyer portal's calls that <customer-portal> makes from a merchant's page (decision 1160): the sign-in ones,
 * which carry no session, and the `portal` ones, which carry the element's bearer token.
 */
const PORTAL_ENDPOINTS: ReadonlySet<Endpoint> = new Set(Object.values(portalEndpoints));

/** Request headers the widget, the checkout and the portal send; nothing beyond the CORS-safelisted ones is exposed. */
const ALLOWED_HEADERS = 'content-type, idempotency-key, update-key, checkout-session, x-widget-key, authorization';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export const isCrossOrigin = (e: Endpoint) => e.access === 'widget' || CHECKOUT_ENDPOINTS.has(e) || PORTAL_ENDPOINTS.has(e);

/**
 * The CORS answer for one request: always `Vary: Origin`; the exact Origin (never `*` or `null`) when the page
 * may call us, with credentials where the call is declared with them. Returns whether the origin was allowed.
 */
async function allowOrigin(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, credentials: boolean) {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined || !(await app.access.pageOrigin(request, origin))) return false;
  reply.header('access-control-allow-origin', origin);
  if (credentials) reply.header('access-control-allow-credentials', 'true');
  return true;
}

interface Preflight {
  methods: Set<string>;
  credentials: boolean;
}
const preflights = new WeakMap<FastifyInstance, Map<string, Preflight>>();

/** One OPTIONS route per URL, answering for every method registered on it. */
function allowPreflight(app: FastifyInstance, url: string, method: string, credentials: boolean) {
  let byUrl = preflights.get(app);
  if (!byUrl) {
    byUrl = new Map();
    preflights.set(app, byUrl);
  }
  const known = byUrl.get(url);
  if (known) {
    known.methods.add(method);
    known.credentials ||= credentials;
    return;
  }
  const preflight: Preflight = { methods: new Set([method]), credentials };
  byUrl.set(url, preflight);
  app.options(url, async (request, reply) => {
    // The key header's value is not sent on a preflight: the widget key is checked on the real request.
    if (await allowOrigin(app, request, reply, preflight.credentials)) {
      reply
        .header('access-control-allow-methods', [...preflight.methods].join(', '))
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS);
    }
    return reply.code(204).send();
  });
}

/**
 * Route options of a portal call authenticated by the element's bearer token from a merchant's page (decision 1160),
 * the JSON calls and the receipt download: CORS without credentials, and the same-origin (CSRF) check told that a
 * bearer-authenticated call is no forgery (`crossOrigin: 'bearer'`, http/csrf.ts); a cookie-only one is still
 * held to it. Registers the URL's preflight.
 */
export function bearerOptions(app: FastifyInstance, method: string, url: string): Partial<RouteOptions> {
  allowPreflight(app, url, method, false);
  return {
    config: { crossOrigin: 'bearer' },
    onRequest: async (request, reply) => {
      await allowOrigin(app, request, reply, false);
    },
  };
}

/**
 * Route options of an endpoint that merchants' pages call: one without a session skips the same-origin (CSRF)
 * check and answers CORS; a portal one is a bearer call (bearerOptions). Registers the URL's preflight. Other
 * endpoints get nothing.
 */
export function crossOriginOptions(app: FastifyInstance, e: Endpoint, url: string): Partial<RouteOptions> {
  if (!isCrossOrigin(e)) return {};
  if (e.access === 'portal') return bearerOptions(app, e.method, url);
  allowPreflight(app, url, e.method, e.credentials);
  return {
    config: { crossOrigin: true },
    onRequest: async (request, reply) => {
      await allowOrigin(app, request, reply, e.credentials);
    },
  };
}
