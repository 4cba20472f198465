import { checkoutEndpoints, widgetEndpoints } from '@cobro/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedSession, sessionAnswer } from './session-call';
import { openCheckoutSession, WIDGET_PATHS, widgetCall, widgetSession } from './widget-api';

const SESSION = { organization: { company_name: 'Tienda' }, mode: 'test', charges_enabled: true, version: '1.0.0', latest_version: '1.0.0' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each call with the next of `answers` (the last one repeats) and records what was asked. */
function fakeFetch(...answers: Array<() => Response | Promise<Response>>) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return answers[Math.min(calls.length - 1, answers.length - 1)]();
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('widget API calls', () => {
  it('GET /widget/session once per page and key, however many buttons ask; the key in a header, no cookies', async () => {
    const calls = fakeFetch(() => json(200, SESSION));
    const target = { key: 'pk_test_once', api: 'https://cobro.example/api' };
    const [a, b] = await Promise.all([widgetSession(target, sessionAnswer), widgetSession({ ...target }, sessionAnswer)]);
    expect(a).toBe(b);
    expect(a.ok && a.session.organization.company_name).toBe('Tienda');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://cobro.example/api/widget/session');
    expect(calls[0].headers.get('x-widget-key')).toBe('pk_test_once');
    expect(calls[0].credentials).toBe('omit');
  });

  it("the full check reads the first script's answer: one session call per page (decision 1169)", async () => {
    const calls = fakeFetch(() => json(200, SESSION));
    const target = { key: 'pk_test_first', api: 'https://cobro.example/api' };
    const first = await sessionAnswer(target);
    expect(acceptedSession(first)?.organization.company_name).toBe('Tienda');
    const check = await widgetSession(target, sessionAnswer);
    expect(check.ok && check.session.mode).toBe('test');
    expect(calls).toHaveLength(1);

    const refused = fakeFetch(() => json(403, { code: 'ORG-001', message: 'No such key' }));
    const other = { key: 'pk_test_first_refused', api: 'https://cobro.example/api' };
    expect(acceptedSession(await sessionAnswer(other))).toBeUndefined();
    const answer = await widgetSession(other, sessionAnswer);
    expect(!answer.ok && (answer.error as { code: string }).code).toBe('ORG-001');
    expect(refused).toHaveLength(1);
  });

  it("a first answer for an organization that takes no payments is not accepted, and the full check says ORG-002", async () => {
    fakeFetch(() => json(200, { ...SESSION, charges_enabled: false }));
    const target = { key: 'pk_test_first_charges', api: 'https://cobro.example/api' };
    expect(acceptedSession(await sessionAnswer(target))).toBeUndefined();
    const answer = await widgetSession(target, sessionAnswer);
    expect(!answer.ok && (answer.error as { code: string }).code).toBe('ORG-002');
  });

  it('retries a network failure or a 5xx twice, never a refusal', async () => {
    const calls = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(503, { code: 'API-500', message: 'busy' }),
      () => json(200, SESSION),
    );
    const check = await widgetSession({ key: 'pk_test_retry', api: 'https://cobro.example/api' }, sessionAnswer);
    expect(check.ok).toBe(true);
    expect(calls).toHaveLength(3);

    const refused = fakeFetch(() => json(403, { code: 'AE-003', message: 'Not this origin' }));
    const answer = await widgetSession({ key: 'pk_test_refused', api: 'https://cobro.example/api' }, sessionAnswer);
    expect(answer.ok).toBe(false);
    expect(!answer.ok && (answer.error as { code: string }).code).toBe('AE-003');
    expect(refused).toHaveLength(1);
  });

  it('an unreadable answer is AE-003 when the API is reachable (origin refused), else the network error', async () => {
    const refusedCalls = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response(null, { status: 200 }),
    );
    const refused = await widgetSession({ key: 'pk_test_cors', api: 'https://cobro.example/api' }, sessionAnswer);
    expect(!refused.ok && (refused.error as { code: string }).code).toBe('AE-003');
    expect(refusedCalls[3].url).toBe('https://cobro.example/api/health');
    expect(refusedCalls[3].mode).toBe('no-cors');

    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const down = await widgetSession({ key: 'pk_test_down', api: 'https://cobro.example/api' }, sessionAnswer);
    expect(!down.ok && (down.error as { status: number }).status).toBe(0);
  });

  it('a merchant that cannot charge yet is ORG-002, before any click', async () => {
    fakeFetch(() => json(200, { ...SESSION, charges_enabled: false }));
    const check = await widgetSession({ key: 'pk_test_no_charges', api: 'https://cobro.example/api' }, sessionAnswer);
    expect(!check.ok && (check.error as { code: string }).code).toBe('ORG-002');
  });

  it('POST /widget/checkout-sessions sends the request as given', async () => {
    const none = { email: null, cif: null, name: null, surname: null, company_name: null, prefix: null, phone: null };
    const prefill = { type: 'PERSON', ...none, country: null, city: null, postal_code: null, address: null };
    const session = { id: 'cs_1', link_id: 'l_1', expires_at: '2026-01-01T00:00:00Z', prefill, not_editable: false };
    const calls = fakeFetch(() => json(201, session));
    const request = { plan: { service_name: 'Yoga', plan_name: 'Mensual', amount: '19.90', type: 'Unique' as const } };
    await openCheckoutSession({ key: 'pk_test_post', api: 'https://cobro.example/api' }, request, new AbortController().signal);
    expect(calls[0].method).toBe('POST');
    expect(await calls[0].json()).toEqual(request);
    expect(calls[0].headers.get('x-widget-key')).toBe('pk_test_post');
  });

  it('calls the paths of the contract, without the API client', () => {
    expect(WIDGET_PATHS.widgetSession).toBe(widgetEndpoints.widgetSession.path);
    expect(WIDGET_PATHS.createCheckoutSession).toBe(widgetEndpoints.createCheckoutSession.path);
    expect(WIDGET_PATHS.checkoutSession('{id}')).toBe(widgetEndpoints.checkoutSession.path.replace('{id}', '%7Bid%7D'));
    expect(WIDGET_PATHS.paymentLink('{id}')).toBe(checkoutEndpoints.paymentLink.path.replace('{id}', '%7Bid%7D'));
    expect([widgetEndpoints.checkoutSession.credentials, checkoutEndpoints.paymentLink.credentials]).toEqual([false, false]);
  });

  it('a public read sends no key; an error answer is an ApiError with the server\'s code, or the generic one', async () => {
    const calls = fakeFetch(
      () => json(404, { code: 'LNK-001', message: 'No such link' }),
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(widgetCall('https://cobro.example/api', WIDGET_PATHS.paymentLink('l_1'))).rejects.toMatchObject({ status: 404, code: 'LNK-001' });
    expect(calls[0].headers.get('x-widget-key')).toBeNull();
    expect(calls[0].credentials).toBe('omit');
    await expect(widgetCall('https://cobro.example/api', '/x')).rejects.toMatchObject({ status: 502, code: 'API-500', message: 'Bad Gateway' });
  });
});
