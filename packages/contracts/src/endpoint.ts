import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `api`: the main API (base URL from configuration, `/api` on the reference server).
 * `payments`: the payments service (`/api/payments` on the reference server).
 */
export type Service = 'api' | 'payments';

/**
 * `session`: needs the merchant's session cookie. `public`: anonymous (sign-in, buyer checkout reads).
 * `widget`: called from a merchant's page with the widget api key and an allowlisted Origin.
 * `portal`: needs a buyer's portal session cookie (one e-mail at one merchant, decision 1152); never a merchant's.
 */
export type Access = 'session' | 'public' | 'widget' | 'portal';

/** One call of the spec: path with `{param}` placeholders exactly as the spec writes it. */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  service: Service;
  access: Access;
  /** Whether the browser sends cookies (`credentials: 'include'`); false for the public reads. */
  credentials: boolean;
  query?: z.ZodType;
  /** JSON body, or the fields of a multipart body when `multipart` is true. */
  body?: z.ZodType;
  multipart?: boolean;
  /** Request headers the call carries (e.g. `update-key`). */
  headers?: z.ZodType;
  /** Parsed 2xx body; `z.void()` for an empty answer (204). */
  response: z.ZodType;
  /** Accepts an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** The browser navigates to it (a redirect flow such as Google sign-in) instead of fetching it. */
  navigation?: boolean;
}

export const endpoint = <const E extends Endpoint>(e: E): E => e;

/** `{id}` placeholders of a path, as a type: PathParams<'/a/{id}/b/{x}'> = { id: string; x: string }. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [key in K]: string } & PathParams<Rest>
  : {};

/** Fills the `{param}` placeholders of a path; every value is URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify route pattern of a spec path: `/customers/{id}` -> `/customers/:id`. */
export const routePattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
