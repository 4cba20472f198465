import { endpoint, endpoints } from '@cobro/contracts';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, ResponseValidationError } from './api-error';
import { createApiClient } from './create-api-client';

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch that records what it was given and answers with the queued responses. */
function fakeFetch(...responses: Response[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const verifyBody = {
  user: { id: 'u1', name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com', owner: { id: 'o1', name: 'Ana', email: 'ana@example.com' } },
  organization: {
    id: 'org1', owner_id: 'o1', company_name: 'Ana SL', company_type: 'company', company_industry: null, platform_id: null,
    platform_father: null, payments_activated: true, client_product_type: 'payments', verification_status: null,
    onboarding_steps: { step_one: 'complete', step_two: 'complete', step_three: 'pending', step_four: 'pending', step_five: 'pending' },
    nif: null, stripe_id: null, tyc: null, phone: null, prefix: null, website: null, address: null, legal_manager: null,
    bank_account: null, owner: { name: 'Ana', email: 'ana@example.com' },
  },
  client_product_type: 'payments',
};

const listCharges = endpoint({
  method: 'GET', path: '/customers/{id}/charges', service: 'api', access: 'session', credentials: true,
  query: z.object({ status: z.array(z.string()).optional(), search: z.string().optional(), page: z.number() }),
  response: z.object({ total: z.number() }),
});
const createPurchase = endpoint({
  method: 'POST', path: '/{provider}/create-purchase', service: 'payments', access: 'public', credentials: false,
  body: z.object({ amount: z.number() }), response: z.object({ id: z.string() }), idempotent: true,
});
const uploadService = endpoint({
  method: 'POST', path: '/services', service: 'api', access: 'session', credentials: true, multipart: true,
  body: z.object({ name: z.string(), plans: z.array(z.object({ name: z.string() })), images: z.array(z.instanceof(Blob)) }),
  response: z.void(),
});

describe('createApiClient', () => {
  it('builds the URL from the service base, the filled path and the query', async () => {
    const { fetch, sent } = fakeFetch(json({ total: 1 }), json({ id: 'p1' }));
    const api = createApiClient({ apiUrl: 'https://api.test/api/', paymentsUrl: 'https://pay.test/v1', fetch });
    await api.call(listCharges, { params: { id: 'a b/c' }, query: { page: 2, status: ['paid', 'failed'], search: undefined } });
    await api.call(createPurchase, { params: { provider: 'redsys' }, body: { amount: 100 } });
    expect(sent[0].url).toBe('https://api.test/api/customers/a%20b%2Fc/charges?page=2&status=paid%2Cfailed');
    expect(sent[1].url).toBe('https://pay.test/v1/redsys/create-purchase');
  });

  it('defaults the payments base to {apiUrl}/payments', async () => {
    const { fetch, sent } = fakeFetch(json({ id: 'p1' }));
    const api = createApiClient({ apiUrl: '/api', fetch });
    await api.call(createPurchase, { params: { provider: 'sandbox' }, body: { amount: 1 } });
    expect(sent[0].url).toBe('/api/payments/sandbox/create-purchase');
  });

  it('sends credentials as the endpoint entry says', async () => {
    const { fetch, sent } = fakeFetch(json(verifyBody), json({ id: 'p1' }));
    const api = createApiClient({ apiUrl: '/api', fetch });
    await api.call(endpoints.verify);
    await api.call(createPurchase, { params: { provider: 'sandbox' }, body: { amount: 1 } });
    expect(sent[0].init.credentials).toBe('include');
    expect(sent[1].init.credentials).toBe('omit');
  });

  it('sends a JSON body with content-type application/json and the idempotency key', async () => {
    const { fetch, sent } = fakeFetch(json({ id: 'p1' }));
    const api = createApiClient({ apiUrl: '/api', fetch });
    await api.call(createPurchase, { params: { provider: 'sandbox' }, body: { amount: 1250 }, idempotencyKey: 'k-1' });
    const headers = new Headers(sent[0].init.headers);
    expect(sent[0].init.method).toBe('POST');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('idempotency-key')).toBe('k-1');
    expect(sent[0].init.body).toBe('{"amount":1250}');
  });

  it('sends a multipart body as FormData with file parts and JSON fields', async () => {
    const { fetch, sent } = fakeFetch(new Response(null, { status: 204 }));
    const api = createApiClient({ apiUrl: '/api', fetch });
    const image = new File(['png'], 'logo.png', { type: 'image/png' });
    await api.call(uploadService, { body: { name: 'Yoga', plans: [{ name: 'Mensual' }], images: [image] } });
    const form = sent[0].init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('name')).toBe('Yoga');
    expect(form.get('plans')).toBe('[{"name":"Mensual"}]');
    expect((form.get('images') as File).name).toBe('logo.png');
    // The browser must write the boundary itself.
    expect(new Headers(sent[0].init.headers).has('content-type')).toBe(false);
  });

  it('answers undefined for a 204 and for an empty 200', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }), new Response('', { status: 200 }));
    const api = createApiClient({ apiUrl: '/api', fetch });
    await expect(api.call(endpoints.logout)).resolves.toBeUndefined();
    await expect(api.call(endpoints.logout)).resolves.toBeUndefined();
  });

  it('throws an ApiError with the server code, message, fields and details on a non-2xx', async () => {
    const body = { code: 'CHA-006', message: 'The refund amount is not valid', fields: { amount: 'invalid_refund' }, details: { remaining: 500 } };
    const { fetch } = fakeFetch(json(body, 422));
    const api = createApiClient({ apiUrl: '/api', fetch });
    const error = await api.call(endpoints.verify).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, ...body });
  });

  it('turns a non-JSON error body into an ApiError with the generic code of its status', async () => {
    const { fetch } = fakeFetch(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      new Response('<html>Too many</html>', { status: 429 }),
    );
    const api = createApiClient({ apiUrl: '/api', fetch });
    await expect(api.call(endpoints.verify)).rejects.toMatchObject({ status: 502, code: 'API-500', message: 'Bad Gateway' });
    await expect(api.call(endpoints.verify)).rejects.toMatchObject({ status: 429, code: 'API-007' });
  });

  it("keeps a 429's Retry-After in seconds for the screen; a date or none leaves it unset", async () => {
    const tooMany = (retryAfter?: string) =>
      new Response(JSON.stringify({ code: 'API-007', message: 'Too many attempts' }), {
        status: 429,
        headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
      });
    const { fetch } = fakeFetch(tooMany('1800'), tooMany('Wed, 21 Oct 2026 07:28:00 GMT'), tooMany());
    const api = createApiClient({ apiUrl: '/api', fetch });
    await expect(api.call(endpoints.verify)).rejects.toMatchObject({ code: 'API-007', retryAfterSeconds: 1800 });
    for (let i = 0; i < 2; i++) {
      const error = (await api.call(endpoints.verify).catch((e: unknown) => e)) as ApiError;
      expect(error.retryAfterSeconds).toBeUndefined();
    }
  });

  it('calls onUnauthorized on a 401 from a session endpoint, not on a failed sign-in', async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(
      json({ code: 'LOG-002', message: 'Incorrect e-mail or password' }, 401),
      json({ code: 'API-002', message: 'Sign in to continue' }, 401),
    );
    const api = createApiClient({ apiUrl: '/api', fetch, onUnauthorized });
    await expect(api.call(endpoints.login, { body: { email: 'a@b.es', password: 'x' } })).rejects.toMatchObject({ code: 'LOG-002' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(api.call(endpoints.verify)).rejects.toMatchObject({ status: 401, code: 'API-002' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('parses responses with the contract schema when validateResponses is on', async () => {
    const { fetch } = fakeFetch(json({ total: 'many' }), json({ total: 3, extra: true }));
    const api = createApiClient({ apiUrl: '/api', fetch, validateResponses: true });
    await expect(api.call(listCharges, { params: { id: 'c' }, query: { page: 1 } })).rejects.toBeInstanceOf(ResponseValidationError);
    // z.object strips unknown keys: the parsed output is what the app sees.
    await expect(api.call(listCharges, { params: { id: 'c' }, query: { page: 1 } })).resolves.toEqual({ total: 3 });
  });

  it('validates by default under tests and passes the raw body through when validation is off', async () => {
    const { fetch } = fakeFetch(json({ total: 'many' }), json({ total: 'many' }));
    const checked = createApiClient({ apiUrl: '/api', fetch });
    await expect(checked.call(listCharges, { params: { id: 'c' }, query: { page: 1 } })).rejects.toBeInstanceOf(ResponseValidationError);
    const unchecked = createApiClient({ apiUrl: '/api', fetch, validateResponses: false });
    await expect(unchecked.call(listCharges, { params: { id: 'c' }, query: { page: 1 } })).resolves.toEqual({ total: 'many' });
  });

  it('turns a network failure into an ApiError with status 0 but lets an abort through', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ apiUrl: '/api', fetch: failing });
    await expect(api.call(endpoints.verify)).rejects.toMatchObject({ name: 'ApiError', status: 0, code: 'API-500' });

    const aborting = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const abortable = createApiClient({ apiUrl: '/api', fetch: aborting });
    await expect(abortable.call(endpoints.verify)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the interface language as accept-language when a getter gives one, read at each call', async () => {
    const { fetch, sent } = fakeFetch(json(verifyBody), json(verifyBody), json(verifyBody));
    let language: string | undefined = 'en';
    const api = createApiClient({ apiUrl: '/api', fetch, language: () => language });
    await api.call(endpoints.verify);
    language = 'es';
    await api.call(endpoints.verify);
    language = undefined;
    await api.call(endpoints.verify);
    expect(sent.map((s) => new Headers(s.init.headers).get('accept-language'))).toEqual(['en', 'es', null]);
  });

  it('sends the headers a source gives for each call; one with authorization sends no cookies', async () => {
    const { fetch, sent } = fakeFetch(json(verifyBody), json(verifyBody), json(verifyBody));
    let token: string | null = 'tok-1';
    const api = createApiClient({
      apiUrl: '/api',
      fetch,
      headers: (e) => (e === endpoints.verify && token ? { authorization: `Bearer ${token}` } : undefined),
    });
    await api.call(endpoints.verify);
    token = 'tok-2';
    await api.call(endpoints.verify);
    token = null;
    await api.call(endpoints.verify);
    expect(sent.map((s) => new Headers(s.init.headers).get('authorization'))).toEqual(['Bearer tok-1', 'Bearer tok-2', null]);
    expect(sent.map((s) => s.init.credentials)).toEqual(['omit', 'omit', 'include']);
  });

  it('passes the abort signal to fetch', async () => {
    const { fetch, sent } = fakeFetch(json(verifyBody));
    const api = createApiClient({ apiUrl: '/api', fetch });
    const controller = new AbortController();
    await api.call(endpoints.verify, { signal: controller.signal });
    expect(sent[0].init.signal).toBe(controller.signal);
  });
});

describe('navigation endpoints', () => {
  const googleLogin = endpoint({
    method: 'GET', path: '/auth/google-login', service: 'api', access: 'public', credentials: true, navigation: true,
    query: z.object({ redirect: z.string().optional() }), response: z.void(),
  });

  it('url() gives the full URL to navigate to', () => {
    const api = createApiClient({ apiUrl: 'https://api.test/api', fetch: fakeFetch().fetch });
    expect(api.url(googleLogin, { query: { redirect: '/dashboard' } })).toBe('https://api.test/api/auth/google-login?redirect=%2Fdashboard');
  });

  it('call() refuses a navigation endpoint instead of fetching it', async () => {
    const { fetch, sent } = fakeFetch();
    const api = createApiClient({ apiUrl: '/api', fetch });
    await expect(api.call(googleLogin)).rejects.toThrow(/is a navigation/);
    expect(sent).toHaveLength(0);
  });
});
