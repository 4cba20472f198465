import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
    if (!STATE_CHANGING.has(request.method)) return;
    if (request.routeOptions.config?.crossOrigin) return;
    if (isCrossSite(request.headers, allowedOrigins(request, app.config.publicUrl))) throw new AppError('API-009');
  });
}
