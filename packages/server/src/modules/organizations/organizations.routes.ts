import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { organizationView } from './organization-view';

export function organizationsRoutes(app: FastifyInstance) {
  route(app, endpoints.organization, async ({ session }) => organizationView(app.database.db, session.organization));
}
