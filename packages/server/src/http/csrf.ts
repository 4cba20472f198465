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

export function registerCsrfGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!changesState(request)) return;
    if (request.routeOptions.config?.crossOrigin) return;
    if (isCrossSite(request.headers, allowedOrigins(request, app.config.publicUrl))) throw new AppError('API-009');
  });
}
