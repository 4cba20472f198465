import type { Endpoint, PathParams } from '@cobro/contracts';
import type { z } from 'zod';

/** `{}` when every key of T is optional: the part may then be left out of the call. */
type Part<K extends string, T> = {} extends T ? { [P in K]?: T } : { [P in K]: T };

type ParamsPart<E extends Endpoint> = keyof PathParams<E['path']> extends never
  ? { params?: undefined }
  : { params: PathParams<E['path']> };

type SchemaPart<E, K extends 'query' | 'body' | 'headers'> = E extends { [P in K]: infer S extends z.ZodType }
  ? Part<K, z.input<S>>
  : { [P in K]?: undefined };

type IdempotencyPart<E> = E extends { idempotent: true } ? { idempotencyKey?: string } : { idempotencyKey?: undefined };

/** What a call of endpoint E takes, inferred from its entry in the endpoint table. */
export type CallOptions<E extends Endpoint> = ParamsPart<E> &
  SchemaPart<E, 'query'> &
  SchemaPart<E, 'body'> &
  SchemaPart<E, 'headers'> &
  IdempotencyPart<E> & { signal?: AbortSignal };

/** The options argument is optional exactly when nothing in it is required. */
export type CallArgs<E extends Endpoint> = {} extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

export type CallResult<E extends Endpoint> = z.output<E['response']>;

export type Call = <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<CallResult<E>>;

/** The URL of a navigation endpoint takes its path params and query only. */
type UrlOptions<E extends Endpoint> = ParamsPart<E> & SchemaPart<E, 'query'>;
export type UrlOf = <E extends Endpoint>(
  endpoint: E,
  ...args: {} extends UrlOptions<E> ? [options?: UrlOptions<E>] : [options: UrlOptions<E>]
) => string;

/** Loosely typed view of the options used inside the client, once the public types have checked the call. */
export interface RawCallOptions {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, unknown>;
  idempotencyKey?: string;
  signal?: AbortSignal;
}
