import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../errors/app-error';
import { urlOf } from './route-url';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * GET calls that change state all the same: the spec names logout a GET, so a link or a top-level navigation from
 * another site could end a merchant's session. They are held to the same rule as a POST (decision 0202).
 */
const STATE_CHANGING_GETS = new Set([urlOf(endpoints.logout)]);

// HEAD too: Fastify answers it with the GET route's handler.
const changesState = (request: FastifyRequest) =>
  STATE_CHANGING.has(request.method) ||
  ((request.method === 'GET' || request.method === 'HEAD') && STATE_CHANGING_GETS.has(request.routeOptions.url ?? ''));

/** Origins that count as "this server": the one the request was addressed to and the configured public URL. */
export function allowedOrigins(request: { protocol: string; host: string }, publicUrl?: string): string[] {
  const own = `${request.protocol}://${request.host}`;
  return publicUrl ? [own, publicUrl] : [own];
}

/**
 * Same-origin check for a request carrying browser metadata. Sec-Fetch-Site is trusted when present
 * (browsers set it and pages cannot forge it); an Origin header, when present, must be ours.
 * Requests with neither come from non-browser clients, which cannot ride a victim's cookie.
 */
export function isCrossSite(headers: FastifyRequest['headers'], allowed: string[]): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  return origin !== undefined && !allowed.includes(origin);
}

/** The token of an `Authorization: Bearer <token>` header; undefined without one (an empty token is ''). */
export function bearerOf(headers: FastifyRequest['headers']): string | undefined {
  const match = /^Bearer(?: +(.*))?$/i.exec(headers.authorization ?? '');
  return match ? (match[1]?.trim() ?? '') : undefined;
}

/**
 * A bearer-authenticated call from a page allowed to make it (the portal from a merchant's page, decision 1160) is
 * not a forgery: another site's page can make the browser send our cookie, never a header it does not know. The
 * token itself, and its binding to this Origin, is checked by the route; a call carrying one is never read with the
 * cookie.
 */
async function isBearerFromAllowedPage(app: FastifyInstance, request: FastifyRequest) {
  const origin = request.headers.origin;
  return bearerOf(request.headers) !== undefined && origin !== undefined && app.access.pageOrigin(request, origin);
}

export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request)) return;
    const crossOrigin = request.routeOptions.config?.crossOrigin;
    if (crossOrigin === true) return;
    if (crossOrigin === 'bearer' && (await isBearerFromAllowedPage(app, request))) return;
    if (isCrossSite(request.headers, allowedOrigins(request, app.config.publicUrl))) throw new AppError('API-009');
  });
}
