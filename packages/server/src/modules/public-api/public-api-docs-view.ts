import { openApiDocument } from './openapi-view';

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Schema;
  description?: string;
}
interface Operation {
  operationId: string;
  summary: string;
  parameters: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
}

/** A schema in a few words: `string`, `integer`, `array of Charge`, `"a" \| "b"`. */
function typeOf(schema: Schema): string {
  if (typeof schema.$ref === 'string') return `[${schema.$ref.split('/').pop()}](#${String(schema.$ref.split('/').pop()).toLowerCase()})`;
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ');
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return union.map(typeOf).join(' or ');
  if (schema.type === 'array') return `array of ${typeOf((schema.items ?? {}) as Schema)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties as Record<string, Schema>).map(([name, field]) => `\`${name}\`: ${typeOf(field)}`);
    return `object { ${fields.join(', ')} }`;
  }
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return `${typeof schema.type === 'string' ? schema.type : 'any'}${format}`;
}

function fieldsTable(schema: Schema): string[] {
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(
    ([name, field]) => `| \`${name}\` | ${typeOf(field)} | ${required.has(name) ? 'yes' : 'no'} |`,
  );
  return ['| Field | Type | Required |', '|---|---|---|', ...rows];
}

function operationSection(path: string, method: string, op: Operation): string[] {
  const lines = [`### ${method.toUpperCase()} /api/v1${path}`, '', op.summary, ''];
  if (op.parameters.length > 0) {
    lines.push('| Parameter | In | Type | Required | Notes |', '|---|---|---|---|---|');
    for (const p of op.parameters) {
      lines.push(`| \`${p.name}\` | ${p.in} | ${typeOf(p.schema)} | ${p.required ? 'yes' : 'no'} | ${p.description ?? ''} |`);
    }
    lines.push('');
  }
  if (op.requestBody) lines.push('Body (JSON):', '', ...fieldsTable(op.requestBody.content['application/json'].schema), '');
  lines.push(`Answers 200 with ${typeOf(op.responses['200'].content['application/json'].schema)}.`, '');
  return lines;
}

const INTRO = `# Server-to-server API (v1)

Generated from the contract by \`node --import tsx scripts/write-public-api-docs.ts\`; a test fails when this file is
not current. The server serves the same description as an OpenAPI 3.1 document at \`GET /api/v1/openapi.json\`.
Why it is shaped this way: decision 0280.

A merchant's own back end reads its customers, charges and purchases with the dashboard's filters and paging, and
refunds charges. Every call carries the organization's secret key (Configuration > API, shown once when generated):
\`Authorization: Bearer sk_live_...\` (\`sk_test_...\` on a sandbox server). The key acts for its organization only; a
regenerated or deleted key is refused at once (401 API-002). Errors answer \`{ code, message, fields?, details? }\`
(docs/errors.md). Browsers cannot call this API (no CORS): keep the key on your server.

- Rate limit: RATE_LIMIT per key, counted across every server process; above it 429 API-007 with \`Retry-After\`
  (seconds).
- Refunds need an \`Idempotency-Key\` header (up to 255 characters, e.g. a UUID kept with your refund record): a retry
  with the same key and body answers the first result and never refunds twice; the same key with another body is 422
  API-006.
- Lists take \`page\`, \`page_size\` (5, 10, 15 or 20), \`sort\` (\`-field\` for descending), \`status\` (comma-separated
  or repeated), \`search\`, \`first_day\` and \`last_day\` (YYYY-MM-DD, Madrid days) and \`payment_method\`.

## Try it

\`\`\`sh
curl -H "Authorization: Bearer $COBRO_SECRET_KEY" "https://your-cobro-server/api/v1/charges?status=succeeded&page_size=5"
curl -X POST -H "Authorization: Bearer $COBRO_SECRET_KEY" -H "Idempotency-Key: $(uuidgen)" \\
  -H "Content-Type: application/json" -d '{"amount": 500}' "https://your-cobro-server/api/v1/charges/$CHARGE_ID/refunds"
\`\`\`

From Node 20+ with no dependencies, examples/server-to-server/client.mjs (run by the tests against a real server):

<!-- snippet: examples/server-to-server/client.mjs -->
\`\`\`js
const cobro = cobroClient({ baseUrl: process.env.COBRO_API_URL, secretKey: process.env.COBRO_SECRET_KEY });
const page = await cobro.charges({ status: 'succeeded', page_size: 5 });
for (const charge of page.data) console.log(charge.id, charge.amount, charge.currency, charge.status);
\`\`\`
`;

/** docs/public-api.md: the OpenAPI document's calls and resources as tables, after how to call them. */
export function renderPublicApiDocs(): string {
  const document = openApiDocument();
  const limit = document.info.description.match(/At most (\d+) requests per key every (\d+) seconds/);
  const lines = [INTRO.replace('RATE_LIMIT', `${limit?.[1]} requests every ${limit?.[2]} seconds`), '## Calls', ''];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) lines.push(...operationSection(path, method, op as Operation));
  }
  lines.push('## Resources', '');
  for (const [name, schema] of Object.entries(document.components.schemas)) lines.push(`### ${name}`, '', ...fieldsTable(schema), '');
  return `${lines.join('\n').trimEnd()}\n`;
}
