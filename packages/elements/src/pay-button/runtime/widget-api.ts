import { ApiError, createApiClient, type ApiClient } from '@cobro/client';
import { WIDGET_KEY_HEADER, widgetEndpoints, type CheckoutSession, type WidgetSession } from '@cobro/contracts';
import type { CheckoutSessionRequest } from '../pay-button-props';
import { warnSignature } from './signature';

/** A widget key and API URL that are both known (OTFE-001 is checked before any call). */
export interface WidgetTarget {
  key: string;
  api: string;
}

/** The page's session check: never rejects, and keeps the latency for the debug diagnosis. */
export type SessionCheck = { ok: true; session: WidgetSession; ms: number } | { ok: false; error: unknown; ms: number };

const clients = new Map<string, ApiClient>();
const sessions = new Map<string, Promise<SessionCheck>>();
const targetId = ({ key, api }: WidgetTarget) => `${api}\n${key}`;

/** Widget calls carry the key in a header and no cookies (decision 1000). */
function clientFor(target: WidgetTarget): ApiClient {
  let client = clients.get(targetId(target));
  if (!client) {
    client = createApiClient({
      apiUrl: target.api,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set(WIDGET_KEY_HEADER, target.key);
        return globalThis.fetch(input, { ...init, headers });
      },
    });
    clients.set(targetId(target), client);
  }
  return client;
}

/** Network failures and 5xx answers are retried: a page that loaded during a blip still gets its buttons. */
const RETRY_DELAYS_MS = [400, 1200];
const retryable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * The widget API answers only allowed origins, so on any other page the browser hides its AE-003 answer and the
 * call fails like a network error. A request the page cannot read (`no-cors`) tells the two apart: the API is
 * reachable, so it refused this origin (AE-003); otherwise the API is unreachable (OTFE-003).
 */
async function explainUnreadable(target: WidgetTarget, error: unknown): Promise<unknown> {
  try {
    await globalThis.fetch(`${target.api}/health`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
  } catch {
    return error;
  }
  return new ApiError(403, { code: 'AE-003', message: 'This website is not allowed to use the widget API key' });
}

async function checkSession(target: WidgetTarget): Promise<SessionCheck> {
  const started = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session = await clientFor(target).call(widgetEndpoints.widgetSession);
      if (!session.charges_enabled) {
        throw new ApiError(403, { code: 'ORG-002', message: 'The organization cannot take payments yet.' });
      }
      return { ok: true, session, ms: Math.round(performance.now() - started) };
    } catch (error) {
      if (attempt >= RETRY_DELAYS_MS.length || !retryable(error)) {
        const unreadable = error instanceof ApiError && error.status === 0;
        const cause = unreadable ? await explainUnreadable(target, error) : error;
        return { ok: false, error: cause, ms: Math.round(performance.now() - started) };
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

/** GET /widget/session once per page and widget key, however many buttons ask (decision 1000). */
export function widgetSession(target: WidgetTarget): Promise<SessionCheck> {
  let check = sessions.get(targetId(target));
  if (!check) {
    check = checkSession(target);
    sessions.set(targetId(target), check);
  }
  return check;
}

/**
 * POST /widget/checkout-sessions: one per click that opens the checkout. A test key also opens an unsigned or altered
 * plan, and says so (`plan_signature`): the integrator is warned of what a live key would refuse.
 */
export async function openCheckoutSession(target: WidgetTarget, request: CheckoutSessionRequest, signal: AbortSignal): Promise<CheckoutSession> {
  const session = await clientFor(target).call(widgetEndpoints.createCheckoutSession, { body: request, signal });
  warnSignature(session.plan_signature);
  return session;
}
