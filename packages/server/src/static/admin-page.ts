import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Language } from '@cobro/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** The admin host page's policy: only scripts carrying this response's nonce (and what they load) run. */
export const adminCsp = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');

/**
 * The buyer's pages have host pages of their own, under the buyer pages' policy: /checkout/... and /update-card/...
 * render <merchant-checkout>, /portal/{organization id} renders <customer-portal> (issue 30).
 */
export const isBuyerPath = (path: string) => /^\/(checkout|update-card|portal)(\/|$)/.test(path);
const isPortalPath = (path: string) => /^\/portal(\/|$)/.test(path);

/**
 * The buyer pages' policy: the admin's, plus what Stripe.js needs when a real key is configured (its script is
 * loaded by ours, which 'strict-dynamic' allows; its frames and API). The sandbox frame is same-origin ('self').
 */
export const checkoutCsp = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data: https://*.stripe.com",
    "connect-src 'self' https://api.stripe.com",
    "frame-src 'self' https://js.stripe.com https://hooks.stripe.com",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');

async function widgetVersion(config: ServerConfig): Promise<string> {
  const pkg = JSON.parse(await readFile(config.paths.elementsPackage, 'utf8')) as { version: string };
  return pkg.version;
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cobro: not built yet</title></head>
<body><h1>The admin is not built yet</h1><p>Run <code>npm run build</code>, then reload this page.</p></body></html>
`;

/**
 * Serves packages/admin/public/index.html with a fresh nonce per response and the browser's language. The file is read on every request
 * so a rebuild shows up without restarting the server; it is a few hundred bytes.
 */
/** The page's language, from the browser's preference: Spanish, English or Catalan, English as the fallback. */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = Language.safeParse(part.trim().split(/[-_;]/)[0].toLowerCase());
    if (primary.success) return primary.data;
  }
  return 'en';
}

export async function sendAdminPage(request: FastifyRequest, reply: FastifyReply, config: ServerConfig) {
  const path = request.url.split('?')[0];
  const buyer = isBuyerPath(path);
  // checkout.html and portal.html live beside index.html in packages/admin/public.
  const file = buyer ? join(dirname(config.paths.adminIndex), isPortalPath(path) ? 'portal.html' : 'checkout.html') : config.paths.adminIndex;
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
  }
  const nonce = randomBytes(16).toString('base64');
  const version = await widgetVersion(config);
  const page = html
    .replaceAll('%WIDGET_VERSION%', version)
    .replaceAll('%CSP_NONCE%', nonce)
    .replaceAll('%LANG%', pageLanguage(request.headers['accept-language']))
    // The dashboard offers a Google button only when the server can sign in with Google (decision 0209).
    .replaceAll('%GOOGLE_SIGN_IN%', config.google ? 'true' : 'false');
  return reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('content-security-policy', buyer ? checkoutCsp(nonce) : adminCsp(nonce))
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .header('cache-control', 'no-store')
    .send(page);
}
