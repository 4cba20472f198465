import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { endpoints, type Endpoint, type EndpointName } from '@cobro/contracts';

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

/** Request headers the widget and the checkout send; nothing beyond the CORS-safelisted ones is exposed. */
const ALLOWED_HEADERS = 'content-type, idempotency-key, update-key, checkout-session, x-widget-key';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

export const isCrossOrigin = (e: Endpoint) => e.access === 'widget' || CHECKOUT_ENDPOINTS.has(e);

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
function allowPreflight(app: FastifyInstance, url: string, e: Endpoint) {
  let byUrl = preflights.get(app);
  if (!byUrl) {
    byUrl = new Map();
    preflights.set(app, byUrl);
  }
  const known = byUrl.get(url);
  if (known) {
    known.methods.add(e.method);
    known.credentials ||= e.credentials;
    return;
  }
  const preflight: Preflight = { methods: new Set([e.method]), credentials: e.credentials };
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
 * Route options of an endpoint that merchants' pages call: it skips the same-origin (CSRF) check, since it
 * carries no session, and answers CORS. Registers the URL's preflight. Other endpoints get nothing.
 */
export function crossOriginOptions(app: FastifyInstance, e: Endpoint, url: string): Partial<RouteOptions> {
  if (!isCrossOrigin(e)) return {};
  allowPreflight(app, url, e);
  return {
    config: { crossOrigin: true },
    onRequest: async (request, reply) => {
      await allowOrigin(app, request, reply, e.credentials);
    },
  };
}
