import { ApiErrorBody, Charge, Customer, PUBLIC_API_PREFIX, Purchase, publicApiCalls, UsageRecord, type PublicApiCall } from '@cobro/contracts';
import { z } from 'zod';
import { PUBLIC_API_RATE_LIMIT } from './rate-limit-commands';

type JsonSchema = Record<string, unknown>;

/** A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): what a client sends, or what it receives. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/** The resources the answers are made of, described once under components and referred to. */
const RESOURCES = { Customer, Charge, Purchase, UsageRecord };
const resourceSchemas = Object.fromEntries(Object.entries(RESOURCES).map(([name, schema]) => [name, jsonSchema(schema, 'output')]));
const resourceRefs = new Map(Object.entries(resourceSchemas).map(([name, schema]) => [JSON.stringify(schema), `#/components/schemas/${name}`]));

/** A schema with every part that is one of the resources replaced by a reference to it. */
function withRefs(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const ref = resourceRefs.get(JSON.stringify(node));
  if (ref) return { $ref: ref };
  if (Array.isArray(node)) return node.map(withRefs);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withRefs(value)]));
}

const errorResponse = (description: string, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** What a query field accepts, in words, when its text is parsed into a list or a sort (the input schema says string). */
function describeQueryField(output: JsonSchema | undefined): string | undefined {
  const items = output?.items as JsonSchema | undefined;
  if (output?.type === 'array' && Array.isArray(items?.enum)) return `Comma-separated or repeated, each one of: ${items.enum.join(', ')}.`;
  const field = (output?.properties as Record<string, JsonSchema> | undefined)?.field;
  if (Array.isArray(field?.enum)) return `One of: ${field.enum.join(', ')}; with a leading - for descending.`;
  return undefined;
}

function parametersOf(call: PublicApiCall) {
  const path = [...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  const query = call.query ? jsonSchema(call.query, 'input') : { properties: {} };
  const parsed = (call.query ? jsonSchema(call.query, 'output').properties : {}) as Record<string, JsonSchema>;
  const required = new Set((query.required as string[] | undefined) ?? []);
  const fields = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => {
    const description = describeQueryField(parsed[name]);
    return { name, in: 'query', required: required.has(name), schema, ...(description ? { description } : {}) };
  });
  const idempotency = call.idempotent
    ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 255 }, description: 'A retry with the same key and body replays the first answer; another body is 422 API-006.' }]
    : [];
  return [...path, ...fields, ...idempotency];
}

function operationOf(name: string, call: PublicApiCall) {
  return {
    operationId: name,
    summary: call.summary,
    parameters: parametersOf(call),
    ...(call.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body, 'input') } } } } : {}),
    responses: {
      '200': { description: 'OK', content: { 'application/json': { schema: withRefs(jsonSchema(call.response, 'output')) } } },
      '400': errorResponse('The request is not valid (API-001, with per-field messages).'),
      '401': errorResponse('No valid secret key (API-002): missing, mistyped, regenerated or deleted.'),
      '404': errorResponse('Not found for this merchant.'),
      '409': errorResponse('Not allowed in the current state.'),
      '422': errorResponse('Refused by a rule (or an Idempotency-Key reused with another body, API-006).'),
      '429': errorResponse('Rate limit of the key reached (API-007).', {
        'Retry-After': { description: 'Seconds until the window ends.', schema: { type: 'integer' } },
      }),
    },
  };
}

/** The OpenAPI 3.1 document of the server-to-server API, generated from the contract's entries and zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, call] of Object.entries(publicApiCalls) as [string, PublicApiCall][]) {
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operationOf(name, call) };
  }
  const { windowMs, requests } = PUBLIC_API_RATE_LIMIT;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Cobro server-to-server API',
      version: 'v1',
      description: `For a merchant's own back end, with its secret API key. At most ${requests} requests per key every ${windowMs / 1000} seconds.`,
    },
    servers: [{ url: PUBLIC_API_PREFIX }],
    security: [{ secretKey: [] }],
    paths,
    components: {
      securitySchemes: { secretKey: { type: 'http', scheme: 'bearer', description: 'The secret key (sk_live_... or sk_test_...).' } },
      schemas: { ...resourceSchemas, Error: jsonSchema(ApiErrorBody, 'output') },
    },
  };
}
