import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { organizationView } from './organization-view';
import { updateTerms } from './terms-commands';

export function organizationsRoutes(app: FastifyInstance) {
  route(app, endpoints.organization, async ({ session }) => organizationView(app.database.db, session.organization));
  route(app, endpoints.updateTerms, async ({ session, body }) => updateTerms(app, session.organization, body.tyc));
}
