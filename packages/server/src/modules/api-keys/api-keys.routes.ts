import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { generateApiKey, removeApiKey } from './api-key-commands';
import { apiKeyOf } from './api-key-queries';

export interface ApiKeysOptions {
  /** Whether payments run on the sandbox: its keys are `sk_test_`, a live server's `sk_live_`. */
  sandbox: () => boolean;
}

/** The secret API key of the configuration's API screen (services-and-configuration 2, 4 and 7). */
export function apiKeysRoutes(app: FastifyInstance, options: ApiKeysOptions) {
  const db = () => app.database.db;
  route(app, endpoints.generateApiKey, async ({ session }) =>
    generateApiKey(db(), session.organization.id, options.sandbox() ? 'test' : 'live', app.clock.now()),
  );
  route(app, endpoints.apiKey, async ({ session }) => apiKeyOf(db(), session.organization.id));
  route(app, endpoints.removeApiKey, async ({ session, params }) => removeApiKey(db(), session.organization.id, params.id));
}
