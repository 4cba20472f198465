import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { deleteCustomer, updateCustomer } from './customer-commands';
import { listCustomers } from './customer-list-queries';

/**
 * Customers (dashboard-core 7). A customer's detail and own charges are the charges module's routes, its own
 * purchases the purchases module's: both sit above this one.
 */
export function customersRoutes(app: FastifyInstance) {
  route(app, endpoints.customers, async ({ session, query }) => listCustomers(app.database.db, session.organization.id, app.clock.now(), query));
  route(app, endpoints.updateCustomer, async ({ session, params, body }) => updateCustomer(app, session.organization.id, params.id, body));
  route(app, endpoints.deleteCustomer, async ({ session, params }) => deleteCustomer(app, session.organization.id, params.id));
}
