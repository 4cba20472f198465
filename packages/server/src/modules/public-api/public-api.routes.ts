import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PUBLIC_API_PREFIX, publicApiCalls, routePattern, type PublicApiCall, type PublicApiCallName } from '@cobro/contracts';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { parseInput } from '../../http/route';
import { bearerSecretKey, secretKeyHolder } from '../api-keys/index';
import { chargeViews, findCharge, listCharges, refundCharge } from '../charges/index';
import { listCustomers } from '../customers/index';
import { providerFor } from '../payment-engine/index';
import { listPurchases } from '../purchases/index';
import { listUsage, reportUsage } from '../subscriptions/index';
import { listWithdrawals } from '../withdrawals/index';
import { openApiDocument } from './openapi-view';
import { countRequest } from './rate-limit-commands';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Calls = typeof publicApiCalls;
interface CallContext<C extends PublicApiCall> {
  organizationId: string;
  request: FastifyRequest;
  params: Record<string, string>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
}
type Handlers = { [K in PublicApiCallName]: (ctx: CallContext<Calls[K]>) => Promise<z.input<Calls[K]['response']>> };

/**
 * The organization a call acts for: its `Authorization: Bearer` secret key, looked up on every call (a regenerated
 * or deleted key is refused at once), then counted against the key's rate limit (429 API-007 with Retry-After).
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest, reply: { header(k: string, v: string): unknown }) {
  const key = bearerSecretKey(request.headers.authorization);
  const holder = key ? await secretKeyHolder(app.database.db, key) : null;
  if (!holder) {
    reply.header('www-authenticate', 'Bearer');
    throw new AppError('API-002', { message: 'A valid secret API key is required', details: { reason: 'invalid_api_key' } });
  }
  const decision = await countRequest(app.database.db, holder.apiKeyId, app.clock.now());
  if (!decision.allowed) {
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new AppError('API-007');
  }
  return holder.organizationId;
}

/** The server-to-server API (decision 0280): the dashboard's queries and refund command, for the key's merchant only. */
export function publicApiRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const handlers: Handlers = {
    listCustomers: async ({ organizationId, query }) => listCustomers(db(), organizationId, app.clock.now(), query),
    listCharges: async ({ organizationId, query }) => listCharges(db(), organizationId, app.clock.now(), query),
    getCharge: async ({ organizationId, params }) => {
      const row = await findCharge(db(), organizationId, params.id);
      if (!row) throw new AppError('CHA-003');
      const [view] = await chargeViews(db(), [row]);
      return view;
    },
    listPurchases: async ({ organizationId, query }) => listPurchases(db(), organizationId, app.clock.now(), query),
    createRefund: async ({ organizationId, params, body, request }) => {
      const key = idempotencyKeyOf(request);
      if (key === null) throw new AppError('API-001', { fields: { 'Idempotency-Key': 'required' } });
      return idempotent(app, request, `${organizationId}:api-refund:${params.id}`, () =>
        refundCharge({ app, organizationId, providerFor }, params.id, body, key),
      );
    },
    reportUsage: async ({ organizationId, body, request }) => {
      if (idempotencyKeyOf(request) === null) throw new AppError('API-001', { fields: { 'Idempotency-Key': 'required' } });
      return idempotent(app, request, `${organizationId}:api-usage`, () => reportUsage(app, organizationId, body));
    },
    listUsage: async ({ organizationId, params, query }) => listUsage(db(), organizationId, params.id, query),
    listWithdrawals: async ({ organizationId, query }) => listWithdrawals(db(), organizationId, query),
  };

  for (const [name, call] of Object.entries(publicApiCalls) as [PublicApiCallName, PublicApiCall][]) {
    const handler = handlers[name] as (ctx: CallContext<PublicApiCall>) => Promise<unknown>;
    app.route({
      method: call.method,
      url: PUBLIC_API_PREFIX + routePattern(call.path),
      handler: async (request, reply) => {
        const organizationId = await authenticate(app, request, reply);
        const params = request.params as Record<string, string>;
        const query = parseInput(call.query, request.query, 'query');
        const body = parseInput(call.body, request.body, 'body');
        const result = await handler({ organizationId, request, params, query, body });
        if (!app.config.production && !call.response.safeParse(result).success) {
          throw new Error(`Response of ${call.method} ${call.path} breaks the contract`);
        }
        return reply.send(result);
      },
    });
  }
  app.get(`${PUBLIC_API_PREFIX}/openapi.json`, async () => openApiDocument());
}
