import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@cobro/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import type { PortalAccess, SessionContext, WidgetAccess } from './access';
import { crossOriginOptions } from './cors';
import { urlOf } from './route-url';
import { StreamedJson } from './json-stream';
import { fieldMessages } from './zod-fields';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends Endpoint> {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  headers: Parsed<E['headers']>;
  /** Present on `session` endpoints (the route answers 401 API-002 without one); null elsewhere when signed out. */
  session: E['access'] extends 'session' ? SessionContext : SessionContext | null;
  /** Present on `widget` endpoints: the key's organization and mode (the route answers AE-001..003 otherwise). */
  widget: E['access'] extends 'widget' ? WidgetAccess : null;
  /** Present on `portal` endpoints (401 API-002 without one); a portal call never reads the merchant's session. */
  portal: E['access'] extends 'portal' ? PortalAccess : null;
}

export interface RouteOptions {
  /** Turns an invalid input (400 API-001 with its field messages) into the call's own code (WID-002, CHK-002...). */
  inputError?: (fields: Record<string, string>) => AppError;
}

export type RouteResult<E extends Endpoint> = z.input<E['response']>;
/** A handler answers its result, or a `StreamedJson` of it when it holds strings too large to build whole. */
export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<RouteResult<E> | StreamedJson>;


/** Parses one part of a request with the entry's schema; a failure is a 400 API-001 with per-field messages. */
export function parseInput(schema: z.ZodType | undefined, value: unknown, root: string) {
  if (!schema) return undefined;
  // reportInput lets the field messages tell a missing field from a wrong type.
  const result = schema.safeParse(value ?? (root === 'body' ? undefined : {}), { reportInput: true });
  if (!result.success) throw new AppError('API-001', { fields: fieldMessages(result.error, root) });
  return result.data;
}

/** The request's session; on a `session` entry its absence is a 401 API-002. A portal entry has none. */
export async function sessionFor(app: FastifyInstance, request: FastifyRequest, e: Endpoint) {
  if (e.access === 'portal') return null;
  const session = await app.access.session(request);
  if (e.access === 'session' && !session) throw new AppError('API-002');
  return session;
}

/** The buyer's portal session of a `portal` entry (401 API-002 without one); null on every other entry. */
export async function portalFor(app: FastifyInstance, request: FastifyRequest, e: Endpoint) {
  if (e.access !== 'portal') return null;
  const portal = await app.access.portal(request);
  if (!portal) throw new AppError('API-002');
  return portal;
}

/** Sends a handler's result: checked against the entry's response outside production, 204 when empty. */
export function sendResult(app: FastifyInstance, e: Endpoint, reply: FastifyReply, result: unknown) {
  const streamed = result instanceof StreamedJson;
  if (!app.config.production) {
    // A handler that answers off-contract is a server bug: fail loudly in development and tests.
    const checked = e.response.safeParse(streamed ? result.shape() : result);
    if (!checked.success) {
      throw new Error(`Response of ${e.method} ${e.path} breaks the contract: ${checked.error.message}`);
    }
  }
  if (streamed) return reply.type('application/json; charset=utf-8').send(result.stream());
  if (result === undefined) return reply.code(reply.statusCode === 200 ? 204 : reply.statusCode).send();
  return reply.send(result);
}

/**
 * Registers one endpoint of the contract table. The path, method and schemas all come from the entry, so a
 * route cannot drift from what the client calls. Widget endpoints authenticate their key and Origin before
 * anything else; endpoints merchants' pages call answer CORS (http/cors.ts).
 */
export function route<const E extends Endpoint>(app: FastifyInstance, e: E, handler: RouteHandler<E>, options: RouteOptions = {}) {
  if (e.multipart) throw new Error(`route(): ${e.method} ${e.path} is multipart; register it with the multipart helper`);
  const parse = (schema: z.ZodType | undefined, value: unknown, root: string) => {
    try {
      return parseInput(schema, value, root);
    } catch (error) {
      if (options.inputError && error instanceof AppError && error.fields) throw options.inputError(error.fields);
      throw error;
    }
  };

  const url = urlOf(e);
  app.route({
    method: e.method,
    url,
    ...crossOriginOptions(app, e, url),
    handler: async (request, reply) => {
      // Widget calls carry a key and no cookies: they never act with a merchant's session.
      const widget = e.access === 'widget' ? await app.access.widget(request) : null;
      const ctx = {
        app,
        request,
        reply,
        params: request.params as Record<string, string>,
        session: widget ? null : await sessionFor(app, request, e),
        widget,
        portal: await portalFor(app, request, e),
        query: parse(e.query, request.query, 'query'),
        headers: parse(e.headers, request.headers, 'headers'),
        body: parse(e.body, request.body, 'body'),
      } as RouteContext<E>;
      return sendResult(app, e, reply, await handler(ctx));
    },
  });
}
