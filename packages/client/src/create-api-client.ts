import { buildPath, type Endpoint } from '@cobro/contracts';
import { ApiError, ResponseValidationError } from './api-error';
import { toApiError } from './to-api-error';
import type { Call, RawCallOptions, UrlOf } from './call-types';
import { serializeQuery, toFormData } from './encode';

export interface ApiClientOptions {
  /** Base URL of the main API, e.g. `/api` or `https://api.example.com`. */
  apiUrl: string;
  /** Base URL of the payments service; defaults to `{apiUrl}/payments`, where the reference server mounts it. */
  paymentsUrl?: string;
  fetch?: typeof fetch;
  /** Called on a 401 from an endpoint that needs a session (not on a failed sign-in, which is a 401 too). */
  onUnauthorized?: () => void;
  /** The interface's language, sent as `accept-language` on every call when it gives one (the server mails in it). */
  language?: () => string | undefined;
  /**
   * Headers of one call, asked for at each call: the buyer portal's bearer token, which `<customer-portal>` holds in
   * memory on a merchant's page (decision 1160). A call given `authorization` sends no cookies: the header is its
   * credential, and the server answers it cross-origin without `Access-Control-Allow-Credentials`.
   */
  headers?: (endpoint: Endpoint) => Record<string, string> | undefined;
  /** Parse every 2xx body with the endpoint's zod schema. Defaults to on in development and tests, off in builds. */
  validateResponses?: boolean;
}

export interface ApiClient {
  call: Call;
  /** The full URL of a call, for endpoints the browser navigates to (`navigation: true`, e.g. Google sign-in). */
  url: UrlOf;
}

/** `import.meta.env` exists under Vite and Vitest only; under plain Node (tsx) there is no build, so validate. */
const isProductionBuild = () => import.meta.env?.PROD === true;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const validate = options.validateResponses ?? !isProductionBuild();
  const bases = {
    api: trimSlash(options.apiUrl),
    payments: trimSlash(options.paymentsUrl ?? `${trimSlash(options.apiUrl)}/payments`),
  };

  const url = (endpoint: Endpoint, raw: Pick<RawCallOptions, 'params' | 'query'> = {}) =>
    bases[endpoint.service] + buildPath(endpoint.path, raw.params) + serializeQuery(raw.query);

  async function call(endpoint: Endpoint, raw: RawCallOptions = {}): Promise<unknown> {
    if (endpoint.navigation) {
      throw new Error(`${endpoint.method} ${endpoint.path} is a navigation: send the browser to api.url() instead`);
    }
    const headers = new Headers({ accept: 'application/json' });
    const language = options.language?.();
    if (language) headers.set('accept-language', language);
    for (const [name, value] of Object.entries({ ...options.headers?.(endpoint), ...raw.headers })) {
      if (value !== undefined && value !== null) headers.set(name, String(value));
    }
    if (raw.idempotencyKey) headers.set('idempotency-key', raw.idempotencyKey);

    let body: BodyInit | undefined;
    if (endpoint.multipart) {
      // The browser writes the multipart content-type with its boundary.
      body = toFormData(raw.body ?? {});
    } else if (raw.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(raw.body);
    }

    let response: Response;
    try {
      response = await fetchImpl(url(endpoint, raw), {
        method: endpoint.method,
        headers,
        body,
        credentials: endpoint.credentials && !headers.has('authorization') ? 'include' : 'omit',
        signal: raw.signal,
      });
    } catch (error) {
      // Cancellation is TanStack Query's business: let the AbortError through untouched.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, { code: 'API-500', message: error instanceof Error ? error.message : String(error) });
    }

    if (!response.ok) {
      const apiError = await toApiError(response);
      if (response.status === 401 && endpoint.access === 'session') options.onUnauthorized?.();
      throw apiError;
    }
    const data = await readBody(response);
    if (!validate) return data;
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new ResponseValidationError(`${endpoint.method} ${endpoint.path}`, parsed.error.issues);
    return parsed.data;
  }

  return { call: call as Call, url: url as UrlOf };
}

/** 204 and empty bodies are `undefined`; anything else must be JSON. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, { code: 'API-500', message: 'The response is not JSON' });
  }
}
