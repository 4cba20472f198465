import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PUBLIC_API_PREFIX, publicApiCalls } from '@cobro/contracts';
import { openApiDocument } from './openapi-view';
import { renderPublicApiDocs } from './public-api-docs-view';
import { publicApiRoutes } from './public-api.routes';

type Node = Record<string, unknown>;
const document = openApiDocument();
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Every object in the document with the path that leads to it. */
function* walk(node: unknown, at = '#'): Generator<[string, Node]> {
  if (typeof node !== 'object' || node === null) return;
  yield [at, node as Node];
  for (const [key, value] of Object.entries(node)) yield* walk(value, `${at}/${key}`);
}

const resolves = (ref: string) =>
  ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Node | undefined)?.[key], document) !== undefined;

describe('the OpenAPI document of the server-to-server API', () => {
  it('is OpenAPI 3.1 with a bearer scheme, and every operation is well formed', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.secretKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(path.startsWith('/')).toBe(true);
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(operations) as [string, Node][]) {
        expect(METHODS.has(method), `${method} ${path}`).toBe(true);
        expect(ids.has(operation.operationId as string)).toBe(false);
        ids.add(operation.operationId as string);
        const parameters = operation.parameters as { name: string; in: string; required: boolean }[];
        expect(new Set(parameters.map((p) => `${p.in} ${p.name}`)).size).toBe(parameters.length);
        const inPath = parameters.filter((p) => p.in === 'path');
        expect(inPath.map((p) => p.name).sort()).toEqual([...placeholders].sort());
        expect(inPath.every((p) => p.required)).toBe(true);
        expect(Object.keys(operation.responses as Node)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
      }
    }
  });

  it('has only JSON Schema 2020-12 types, and every $ref resolves', () => {
    for (const [at, node] of walk(document)) {
      if (typeof node.$ref === 'string') expect(resolves(node.$ref), `${at}: ${node.$ref}`).toBe(true);
      if (at.includes('/schema') && typeof node.type === 'string' && !at.endsWith('/properties')) {
        expect(JSON_TYPES.has(node.type), `${at}: ${node.type}`).toBe(true);
      }
      expect(at.endsWith('/$defs') || '$schema' in node, at).toBe(false);
    }
  });

  it('covers every call of the contract and every route the server registers for the API, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    const calls = Object.values(publicApiCalls).map((call) => `${call.method} ${call.path}`);
    expect(documented.sort()).toEqual(calls.sort());

    const app = Fastify();
    const registered: string[] = [];
    app.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const m of methods) if (m !== 'HEAD') registered.push(`${m} ${r.url.slice(PUBLIC_API_PREFIX.length).replace(/:(\w+)/g, '{$1}')}`);
    });
    publicApiRoutes(app);
    expect(registered.sort()).toEqual([...calls, 'GET /openapi.json'].sort());
  });

  it('is rendered in docs/public-api.md (regenerate with scripts/write-public-api-docs.ts)', () => {
    const onDisk = readFileSync(fileURLToPath(new URL('../../../../../docs/public-api.md', import.meta.url)), 'utf8');
    expect(onDisk).toBe(renderPublicApiDocs());
  });
});
