import { ApiError, genericErrorCode } from '@cobro/client';
import { WIDGET_KEY_HEADER, type CheckoutSession, type WidgetSession } from '@cobro/contracts';
import type { CheckoutSessionRequest } from './pay-button-props';
import { WIDGET_SESSION_PATH, type SessionAnswer, type WidgetTarget } from './session-call';

export type { WidgetTarget } from './session-call';

/**
 * The widget calls of a <pay-button> with `fetch` alone (decision 0250): no API client, no zod, so they run before
 * the runtime has loaded, on intent: the full session check (on the first script's answer, session-call.ts) and the
 * checkout's. The paths are the
 * contract's (widget-api.test.ts compares them with the endpoints). Production builds never validate answers,
 * so what these return is what the client's `call` would have returned.
 */

export const WIDGET_PATHS = {
  widgetSession: WIDGET_SESSION_PATH,
  createCheckoutSession: '/widget/checkout-sessions',
  checkoutSession: (id: string) => `/checkout-sessions/${encodeURIComponent(id)}`,
  paymentLink: (id: string) => `/payment-links/purchase/${encodeURIComponent(id)}`,
};

/** The page's session check: never rejects, and keeps the latency for the debug diagnosis. */
export type SessionCheck = { ok: true; session: WidgetSession; ms: number } | { ok: false; error: unknown; ms: number };

const sessions = new Map<string, Promise<SessionCheck>>();
const targetId = ({ key, api }: WidgetTarget) => `${api}\n${key}`;

/** An error answer as the client reads it: the server's `{ code, message }`, else the generic code of the status. */
function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const known = body as { code?: unknown; message?: unknown } | undefined;
  if (typeof known?.code === 'string' && typeof known.message === 'string') return new ApiError(status, body as never);
  return new ApiError(status, { code: genericErrorCode(status), message: statusText || `HTTP ${status}` });
}

/** A request that got no answer, as the client reads it: status 0. */
const unanswered = (error: unknown) => new ApiError(0, { code: 'API-500', message: error instanceof Error ? error.message : String(error) });

/**
 * One JSON call without cookies; widget calls carry the key in a header (decision 1000), the checkout's public reads
 * nothing. A request that got no answer is an ApiError of status 0, an abort stays an AbortError.
 */
export async function widgetCall<T>(api: string, path: string, init: { key?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (init.key) headers.set(WIDGET_KEY_HEADER, init.key);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  let response: Response;
  try {
    response = await globalThis.fetch(api + path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw unanswered(error);
  }
  if (!response.ok) throw apiErrorOf(response.status, response.statusText, await response.json().catch(() => undefined));
  return (await response.json()) as T;
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

/**
 * The first script's session call (`sessionAnswer`), lent by it: the click's part has its own copy of session-call.ts,
 * without the first script's answers (vite.config.ts, decision 1169).
 */
export type FirstAnswer = (target: WidgetTarget) => Promise<SessionAnswer>;

/** The first script's answer (its one call), read as `widgetCall` reads an answer. */
async function firstSession(target: WidgetTarget, firstAnswer: FirstAnswer): Promise<WidgetSession> {
  const answer = await firstAnswer(target).catch((error: unknown) => {
    throw unanswered(error);
  });
  if (!answer.ok) throw apiErrorOf(answer.status, answer.statusText, answer.body);
  if (answer.body === undefined) throw new SyntaxError('The widget session answer is not JSON');
  return answer.body as WidgetSession;
}

async function checkSession(target: WidgetTarget, firstAnswer: FirstAnswer): Promise<SessionCheck> {
  const started = performance.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      const session =
        attempt === 0 ? await firstSession(target, firstAnswer) : await widgetCall<WidgetSession>(target.api, WIDGET_PATHS.widgetSession, { key: target.key });
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

/** The session check once per page and widget key, however many buttons ask (decision 1000), retried on a blip. */
export function widgetSession(target: WidgetTarget, firstAnswer: FirstAnswer): Promise<SessionCheck> {
  let check = sessions.get(targetId(target));
  if (!check) {
    check = checkSession(target, firstAnswer);
    sessions.set(targetId(target), check);
  }
  return check;
}

/** POST /widget/checkout-sessions: one per opened checkout, started at the buyer's pointerdown or click. */
export function openCheckoutSession(target: WidgetTarget, request: CheckoutSessionRequest, signal: AbortSignal): Promise<CheckoutSession> {
  return widgetCall<CheckoutSession>(target.api, WIDGET_PATHS.createCheckoutSession, { key: target.key, body: request, signal });
}
