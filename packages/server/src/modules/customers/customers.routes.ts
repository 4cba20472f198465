import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { listCharges } from '../charges/charge-lists';
import { listPurchases } from '../purchases/purchase-lists';
import { customerDetail, deleteCustomer, updateCustomer } from './customer-commands';
import { listCustomers } from './customer-lists';
import { findCustomer } from './customer-view';

/** Customers (dashboard-core 7), with their own charges and purchases. */
export function customersRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const existing = async (organizationId: string, id: string) => {
    const row = await findCustomer(db(), organizationId, id);
    if (!row) throw new AppError('CUS-003');
    return row;
  };

  route(app, endpoints.customers, async ({ session, query }) => listCustomers(db(), session.organization.id, query));
  route(app, endpoints.customer, async ({ session, params }) => customerDetail(app, session.organization.id, params.id));
  route(app, endpoints.updateCustomer, async ({ session, params, body }) => updateCustomer(app, session.organization.id, params.id, body));
  route(app, endpoints.deleteCustomer, async ({ session, params }) => deleteCustomer(app, session.organization.id, params.id));
  route(app, endpoints.customerCharges, async ({ session, params, query }) => {
    const customer = await existing(session.organization.id, params.id);
    return listCharges(db(), session.organization.id, query, customer.id);
  });
  route(app, endpoints.customerPurchases, async ({ session, params, query }) => {
    const customer = await existing(session.organization.id, params.id);
    return listPurchases(db(), session.organization.id, query, customer.id);
  });
}
