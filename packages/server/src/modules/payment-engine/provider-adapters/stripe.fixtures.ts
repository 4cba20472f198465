import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

/** A recorded Stripe answer, by fixture file name (fixtures/*.json). */
export const recorded = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');

export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
}

/**
 * A Stripe client whose HTTP goes to recorded answers instead of the network: each `METHOD /path` pops the next
 * answer queued for it, and every request is kept for the test to inspect.
 */
export function recordedStripe(answers: Record<string, Array<{ status?: number; body: string }>>) {
  const seen: SeenRequest[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    seen.push({ method, path: url.pathname, form: new URLSearchParams(String(init?.body ?? '')), idempotencyKey: headers.get('idempotency-key') });
    const answer = answers[`${method} ${url.pathname}`]?.shift();
    if (!answer) return new Response(JSON.stringify({ error: { type: 'invalid_request_error', message: `no recording for ${method} ${url.pathname}` } }), { status: 404 });
    return new Response(answer.body, { status: answer.status ?? 200, headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' } });
  };
  const stripe = new Stripe('sk_test_recorded', { httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch), maxNetworkRetries: 0 });
  return { stripe, seen };
}
