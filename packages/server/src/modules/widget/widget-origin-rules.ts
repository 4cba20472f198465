import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { widgetConfigurations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { allowedOrigins } from '../../http/csrf';
import { simulatesProviders } from '../../config';
import { publicBaseUrl } from '../../storage/index';

const sandboxOf = new WeakMap<FastifyInstance, () => boolean>();

/** Tells the widget how to know whether the sandbox runs (the payments module knows; app.ts passes it in). */
export const setSandboxCheck = (app: FastifyInstance, sandbox: () => boolean) => sandboxOf.set(app, sandbox);

/** The embedded sandbox card provider is running: widget keys are test keys and loopback pages may try them. */
export const isSandbox = (app: FastifyInstance) => sandboxOf.get(app)?.() ?? false;

/** A browser's serialized origin (`https://shop.example.es`), or null for `null` and anything else. */
export function parseOrigin(origin: string): URL | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.origin === origin ? url : null;
}

/** `http://localhost:<port>` or `http://127.0.0.1:<port>`: an integrator trying the button on their machine. */
export function isLoopbackOrigin(origin: string) {
  const url = parseOrigin(origin);
  return url?.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}

/** This server's own origins (the dashboard's live preview renders a real <pay-button> on the admin page). */
export const isOwnOrigin = (app: FastifyInstance, request: FastifyRequest, origin: string) =>
  allowedOrigins(request, app.config.publicUrl).includes(origin);

/**
 * Whether some organization configured this origin as its widget domain. Every cross-origin checkout call asks,
 * so answers are kept for a few seconds: edit-domain clears this process's copy, and other processes see a change
 * within the TTL (decision 1003).
 */
const DOMAIN_TTL_MS = 10_000;
/** Bounds the memory a flood of made-up origins can take. */
const DOMAIN_CACHE_MAX = 1_000;
const domainCaches = new WeakMap<object, Map<string, { known: boolean; until: number }>>();

function domainCache(app: FastifyInstance) {
  let cache = domainCaches.get(app.database);
  if (!cache) {
    cache = new Map();
    domainCaches.set(app.database, cache);
  }
  return cache;
}

export async function isConfiguredDomain(app: FastifyInstance, origin: string): Promise<boolean> {
  const cache = domainCache(app);
  const now = performance.now();
  const hit = cache.get(origin);
  if (hit && hit.until > now) return hit.known;
  const [row] = await app.database.db
    .select({ id: widgetConfigurations.organizationId })
    .from(widgetConfigurations)
    .where(eq(widgetConfigurations.domain, origin))
    .limit(1);
  if (cache.size >= DOMAIN_CACHE_MAX) cache.clear();
  cache.set(origin, { known: row !== undefined, until: now + DOMAIN_TTL_MS });
  return row !== undefined;
}

export const forgetConfiguredDomains = (app: FastifyInstance) => domainCache(app).clear();

/**
 * Whether a page is one of the organization's: on this server's public URL, on its widget domain (Configuration >
 * Web checkout), or on loopback while the providers are simulated (an integrator's shop on their machine; never in
 * production without SANDBOX_PROVIDER_PAGES). The request's Host never counts. The one rule for where a buyer may
 * be returned (decision 1134), on payment-data and on the sandbox's Redsys page, and for what may frame the
 * sandbox's card form.
 */
export async function isOrganizationPage(app: FastifyInstance, organizationId: string, origin: string) {
  if (!parseOrigin(origin)) return false;
  if (origin === new URL(publicBaseUrl(app)).origin || (simulatesProviders(app.config) && isLoopbackOrigin(origin))) return true;
  const [widget] = await app.database.db
    .select({ domain: widgetConfigurations.domain })
    .from(widgetConfigurations)
    .where(eq(widgetConfigurations.organizationId, organizationId));
  return widget?.domain ? new URL(widget.domain).origin === origin : false;
}

/**
 * The merchant's page an embedded checkout asks the provider to send the buyer back to (`return_url`, decision
 * 1134): one of the organization's pages, else AE-003 on the field, so a checkout can never become a redirect to
 * someone else's site.
 */
export async function pageToReturnTo(app: FastifyInstance, organizationId: string, returnUrl: string) {
  const page = new URL(returnUrl);
  if (await isOrganizationPage(app, organizationId, page.origin)) return page;
  throw new AppError('AE-003', { fields: { return_url: 'invalid_domain' } });
}

/**
 * Pages that may call the widget API and the buyer checkout cross-origin: any organization's configured domain,
 * loopback while the sandbox runs, and this server. The widget key narrows it to one domain on the real request.
 */
export async function isAllowedPageOrigin(app: FastifyInstance, request: FastifyRequest, origin: string) {
  if (!parseOrigin(origin)) return false;
  if (isOwnOrigin(app, request, origin) || (isSandbox(app) && isLoopbackOrigin(origin))) return true;
  return isConfiguredDomain(app, origin);
}
