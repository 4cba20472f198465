import fc from 'fast-check';
import { API_PREFIX, CHECKOUT_SESSION_HEADER, PAYMENTS_PREFIX, type Endpoint } from '@cobro/contracts';
import { hostileJson, hostileText } from './hostile-values';
import type { IdPool } from './id-pool';
import { inputOf, leafIndexes, shapeOf, validOf, withLeaf } from './schema-values';

/** Who sends the request: nobody, the signed-in demo merchant, or a cookie that is no session at all. */
export type Caller = 'anonymous' | 'merchant' | 'forged-cookie';

/** One generated request, before the caller's credentials are added (they are read from the database then). */
export interface RequestPlan {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  caller: Caller;
  /** On widget endpoints: whether to send the demo widget key and its allowed Origin. */
  widgetKey: boolean;
}

/** encodeURIComponent refuses lone surrogates; send their UTF-8 bytes the way a raw client could. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ed%a0%80';
  }
};

/** Path segments already written as a hostile client would put them on the wire. */
const RAW_SEGMENTS = ['%00', '..%2f..%2f..%2fetc%2fpasswd', '%2e%2e%2f', '%2e%2e', '..', '.', '%', '%zz', '%ff%fe', '%c0%ae%c0%ae%2f', 'a%0d%0ab', '%u0000', '%252e%252e%252f'];
/** Query strings a parser may trip on. */
const RAW_QUERIES = ['%', '%zz', 'a[b]=c', '__proto__[x]=1', 'constructor[prototype][x]=1', '&&&', '=', 'search', 'page=-1', 'page=1e309', 'page_size=0', 'sort=-', 'search=%00', 'status=%ff'];

/** A header value a real HTTP parser lets through (Node refuses control characters other than tab). */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');

const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** The `{param}`s of an entry's path, each with the segment before it (`/customers/{id}`: id after customers). */
const paramsOf = (e: Endpoint) => {
  const segments = e.path.split('/');
  return segments.flatMap((segment, i) => (/^\{\w+\}$/.test(segment) ? [{ name: segment.slice(1, -1), before: segments[i - 1] }] : []));
};
const fittingIds = (pool: IdPool, { name, before }: { name: string; before: string }) => pool.byName[name] ?? pool.byName[before] ?? [];
/** The full URL of an entry with its parameters filled, already encoded. */
const urlWith = (e: Endpoint, values: readonly string[]) => {
  let i = 0;
  return (e.service === 'payments' ? PAYMENTS_PREFIX : API_PREFIX) + e.path.replace(/\{\w+\}/g, () => values[i++]);
};

function pathArbitrary(e: Endpoint, pool: IdPool): fc.Arbitrary<string> {
  const segment = (param: { name: string; before: string }) => {
    const fitting = fittingIds(pool, param);
    return fc.oneof(
      { weight: fitting.length ? 6 : 0, arbitrary: fc.constantFrom(...(fitting.length ? fitting : ['-'])).map(encode) },
      { weight: 2, arbitrary: fc.constantFrom(...pool.all).map(encode) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
      { weight: 2, arbitrary: hostileText.map(encode) },
    );
  };
  return fc.tuple(...paramsOf(e).map(segment)).map((values) => urlWith(e, values));
}

/** A query string: the entry's query (often one that passes), now and then with strangers, or a raw one a parser may trip on. */
/** A query object as query-string pairs: lists repeated (`status=a&status=b`), objects as JSON text. */
const pairsOf = (value: unknown): (readonly [string, string])[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : Array.isArray(v) ? v.map((item) => [k, textOf(item)] as const) : [[k, textOf(v)] as const]))
    : [['q', textOf(value)]];
const queryText = (pairs: readonly (readonly [string, string])[]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');

function queryArbitrary(e: Endpoint, ids: readonly string[]): fc.Arbitrary<string> {
  const stranger = fc.tuple(hostileText, hostileText);
  const entry = e.query ? inputOf(e.query, ids).map(pairsOf) : fc.constant([]);
  const encoded = fc
    .tuple(entry, fc.array(stranger, { maxLength: e.query ? 1 : 3 }))
    .map(([pairs, extra]) => queryText([...pairs, ...extra]));
  return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) });
}

/** A JSON body over the server's 1 MB limit, built once. */
const HUGE = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
const DEEP = '['.repeat(20_000) + ']'.repeat(20_000);
const MALFORMED = ['{', '{"a":', '[', '}', 'nul', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"x":1}}', DEEP];
const WRONG_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', 'application/json; charset=utf-16', 'application/octet-stream', 'application/jsonx', ''];

type Body = { contentType?: string; payload?: string | Buffer };

function jsonBodies(e: Endpoint, ids: readonly string[]): fc.Arbitrary<Body> {
  const value = e.body ? inputOf(e.body, ids) : hostileJson;
  const json = value.map((v) => JSON.stringify(v) ?? 'null');
  return fc.oneof(
    { weight: 10, arbitrary: json.map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.tuple(json, fc.nat()).map(([text, at]) => ({ contentType: 'application/json', payload: text.slice(0, at % (text.length + 1)) })) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED).map((payload) => ({ contentType: 'application/json', payload })) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...WRONG_TYPES), json).map(([contentType, payload]) => ({ contentType, payload })) },
    { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: HUGE }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

const BOUNDARY = 'fuzzboundary';
/** The first bytes of a PNG: enough for the server's signature check. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
/** One part of a multipart body; a file's bytes go as they are (a PNG is not UTF-8). */
const part = (name: string, value: string | Buffer, file?: { filename: string; type: string }) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"${file ? `; filename="${file.filename}"\r\ncontent-type: ${file.type}` : ''}\r\n\r\n`),
    typeof value === 'string' ? Buffer.from(value) : value,
    Buffer.from('\r\n'),
  ]);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** A body's fields as the client sends them in parts (decision 0105): text as it is, objects and lists as JSON text. */
const multipartFields = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).filter(([, v]) => v !== undefined).map(([k, v]) => [k, textOf(v)] as const)
    : [['extra', textOf(value)] as const];

function multipartBodies(e: Endpoint, ids: readonly string[]): fc.Arbitrary<Body> {
  const fields = (e.body ? inputOf(e.body, ids) : hostileJson).map(multipartFields);
  const file = fc.record({ name: fc.constantFrom('files', 'file', 'cover', 'document'), filename: fc.oneof(fc.constantFrom('a.png', 'b.pdf'), hostileText.map(headerSafe)), type: fc.constantFrom('image/png', 'application/pdf', 'text/html', ''), bytes: fc.oneof(fc.constant(PNG), hostileText) });
  const form = fc.tuple(fields, fc.option(file)).map(([pairs, f]) => Buffer.concat([...pairs.map(([k, v]) => part(k, v)), ...(f ? [part(f.name, f.bytes, f)] : []), END]));
  const typed = MULTIPART;
  return fc.oneof(
    { weight: 5, arbitrary: form.map((payload) => ({ contentType: typed, payload })) },
    { weight: 2, arbitrary: form.map((payload) => ({ contentType: 'multipart/form-data', payload })) },
    { weight: 2, arbitrary: fc.tuple(form, fc.nat()).map(([bytes, at]) => ({ contentType: typed, payload: bytes.subarray(0, at % bytes.length) })) },
    { weight: 1, arbitrary: form.map((payload) => ({ contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload })) },
    { weight: 1, arbitrary: form.map((payload) => ({ contentType: 'multipart/form-data; boundary=other', payload })) },
    { weight: 1, arbitrary: fc.constant({ contentType: typed, payload: Buffer.concat([...Array.from({ length: 60 }, (_, i) => part(`f${i}`, 'x')), END]) }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...WRONG_TYPES, 'application/json'), form).map(([contentType, payload]) => ({ contentType, payload })) },
    { weight: 1, arbitrary: fc.constant({ contentType: typed, payload: `--${BOUNDARY}\r\nbroken header\r\n\r\nx\r\n--${BOUNDARY}--\r\n` }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function headersArbitrary(e: Endpoint): fc.Arbitrary<Record<string, string>> {
  const names = [...Object.keys(shapeOf(e.headers)), ...(e.idempotent ? ['idempotency-key'] : []), CHECKOUT_SESSION_HEADER];
  const value = fc.oneof(fc.uuid(), hostileText).map(headerSafe);
  return fc.dictionary(fc.constantFrom(...names), value, { maxKeys: names.length });
}

/** Requests for one endpoint of the contract table: its path, query, headers and body, each now and then hostile. */
export function requestsFor(e: Endpoint, pool: IdPool): fc.Arbitrary<RequestPlan> {
  const ids = pool.all;
  const json = jsonBodies(e, ids);
  return fc
    .record({
      path: pathArbitrary(e, pool),
      // The entry's query whenever it has one; a stray query string now and then when it has none.
      query: e.query ? queryArbitrary(e, ids) : fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryArbitrary(e, ids) }),
      headers: headersArbitrary(e),
      body: e.multipart ? multipartBodies(e, ids) : e.body || e.method !== 'GET' ? json : fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: json }),
      caller: fc.constantFrom<Caller>('anonymous', 'merchant', 'merchant', 'merchant', 'forged-cookie'),
      widgetKey: fc.boolean(),
    })
    .map(({ path, query, headers, body, caller, widgetKey }) => ({
      method: e.method,
      url: query ? `${path}?${query}` : path,
      headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
      payload: body.payload,
      caller,
      widgetKey: e.access === 'widget' && (widgetKey || caller === 'merchant'),
      [fc.toStringMethod]: printed,
    }));
}

/** How a failing request is printed: whole, but with a megabyte body cut to its start and length. */
function printed(this: RequestPlan) {
  const payload = Buffer.isBuffer(this.payload) ? this.payload.toString('latin1') : this.payload;
  const body = payload && payload.length > 500 ? `${JSON.stringify(payload.slice(0, 200))}... (${payload.length} chars)` : JSON.stringify(payload);
  return `${this.method} ${this.url} ${JSON.stringify(this.headers)} caller=${this.caller} widgetKey=${this.widgetKey} body=${body}`;
}

/** What goes into one place of a request in the sweep: a NUL inside a text, and a path that climbs out. */
const SWEPT_TEXT = 'a\u0000b';
const SWEPT_SEGMENTS = ['%00', '..%2f..%2fx'];

/**
 * Every place of one request that would pass, made hostile one at a time: each path parameter, each query field and
 * each body field (top-level fields, present or not, and every leaf of the valid body), as the demo merchant. The
 * random properties above may miss a field; this sweep does not.
 */
export function sweepOf(e: Endpoint, pool: IdPool, seed: number, text = SWEPT_TEXT): RequestPlan[] {
  const params = paramsOf(e);
  const ids = params.map((param) => encode((fittingIds(pool, param)[0] ?? pool.all[0])));
  const [query] = e.query ? fc.sample(validOf(e.query, pool.all), { numRuns: 1, seed }) : [undefined];
  const [body] = e.body ? fc.sample(validOf(e.body, pool.all), { numRuns: 1, seed }) : [undefined];
  const plan = (url: string, q: unknown, b: unknown): RequestPlan => {
    const search = q === undefined ? '' : queryText(pairsOf(q));
    const payload = b === undefined ? undefined : e.multipart ? Buffer.concat([...multipartFields(b).map(([k, v]) => part(k, v)), END]) : JSON.stringify(b);
    const headers: Record<string, string> = payload === undefined ? {} : { 'content-type': e.multipart ? MULTIPART : 'application/json' };
    const request: RequestPlan = { method: e.method, url: search ? `${url}?${search}` : url, headers, payload, caller: 'merchant', widgetKey: e.access === 'widget' };
    return Object.assign(request, { [fc.toStringMethod]: printed });
  };
  const base = urlWith(e, ids);
  const everyPlace = (value: unknown, schema: Endpoint['body']) => [
    ...Object.keys(shapeOf(schema)).map((key) => ({ ...(value as object), [key]: text })),
    ...leafIndexes(value).map((at) => withLeaf(value, at, text)),
  ];
  return [
    ...params.flatMap((_, i) => SWEPT_SEGMENTS.map((bad) => plan(urlWith(e, ids.map((id, j) => (j === i ? bad : id))), query, body))),
    ...(e.query ? everyPlace(query, e.query).map((q) => plan(base, q, body)) : []),
    ...(e.body ? everyPlace(body, e.body).map((b) => plan(base, query, b)) : []),
  ];
}
