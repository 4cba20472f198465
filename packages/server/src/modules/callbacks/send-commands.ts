import { request } from 'node:https';
import type { WebhookDeliveryError } from '@cobro/contracts';
import type { CallbackSettings } from '../../config';
import { SERVER_VERSION } from '../../version';
import { AddressNotAllowedError, pinnedLookup, resolveCallbackHost, type CallbackTarget, type Resolve } from './address-rules';

export const CALLBACK_USER_AGENT = `Cobro-Webhooks/${SERVER_VERSION}`;
/** The longest Retry-After a receiver can ask for; the retry schedule's own cap. */
export const RETRY_AFTER_CAP_MS = 24 * 60 * 60 * 1000;

/** What one attempt came to: the receiver's answer, or why there was none. */
export type AttemptOutcome =
  | { kind: 'answered'; statusCode: number; retryAfterMs: number | null }
  | { kind: 'error'; error: WebhookDeliveryError };

/** Retry-After as delay-seconds or an HTTP date (RFC 9110 10.2.3), in ms from `now`, capped at a day. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const text = value.trim();
  // An HTTP date names its day and month (`Sun, 06 Nov 1994 08:49:37 GMT`); Date.parse alone would take "1.5".
  const httpDate = /^[a-z]{3,9},? /i.test(text) ? Date.parse(text) : Number.NaN;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : httpDate - now.getTime();
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS);
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|HOSTNAME_MISMATCH)/;

class Timeout extends Error {}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

interface SendInput {
  url: string;
  body: string;
  /** The Standard Webhooks headers of this attempt. */
  signature: Record<string, string>;
  settings: CallbackSettings;
  now: Date;
  resolve?: Resolve;
}

/**
 * POSTs one signed callback. Only https; the host is resolved and checked once and the connection goes to that
 * address (no DNS rebinding between check and connect); redirects are never followed (node:https does not);
 * the whole attempt, resolution included, is cut off after `timeoutMs`. The answer's body is not read.
 */
export async function sendCallback({ url, body, signature, settings, now, resolve }: SendInput): Promise<AttemptOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { kind: 'error', error: 'invalid_url' };
  }
  if (target.protocol !== 'https:') return { kind: 'error', error: 'invalid_url' };
  const started = performance.now();
  try {
    const host = await withDeadline(resolveCallbackHost(target.hostname, { allowLoopback: settings.allowLoopback, resolve }), settings.timeoutMs);
    const left = settings.timeoutMs - (performance.now() - started);
    return await post(target, host, { body, signature, selfSignedAllowed: settings.allowLoopback && host.loopback, now, timeoutMs: Math.max(left, 1) });
  } catch (error) {
    if (error instanceof Timeout) return { kind: 'error', error: 'timeout' };
    if (error instanceof AddressNotAllowedError) return { kind: 'error', error: 'address_not_allowed' };
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') return { kind: 'error', error: 'dns_error' };
    return { kind: 'error', error: TLS_CODE.test(code) ? 'tls_error' : 'connection_error' };
  }
}

interface PostOptions {
  body: string;
  signature: Record<string, string>;
  selfSignedAllowed: boolean;
  now: Date;
  timeoutMs: number;
}

function post(target: URL, host: CallbackTarget, { body, signature, selfSignedAllowed, now, timeoutMs }: PostOptions): Promise<AttemptOutcome> {
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        method: 'POST',
        hostname: target.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: target.port || 443,
        path: `${target.pathname}${target.search}`,
        headers: {
          ...signature,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': CALLBACK_USER_AGENT,
        },
        lookup: pinnedLookup(host),
        agent: false,
        // Self-signed certificates only for a loopback receiver in the sandbox (CALLBACKS_ALLOW_LOOPBACK).
        rejectUnauthorized: !selfSignedAllowed,
      },
      (res) => {
        clearTimeout(timer);
        resolvePromise({ kind: 'answered', statusCode: res.statusCode ?? 0, retryAfterMs: parseRetryAfter(res.headers['retry-after'], now) });
        // Only the status line and headers matter; a slow or endless body is not waited for.
        res.destroy();
      },
    );
    const timer = setTimeout(() => req.destroy(new Timeout()), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}
