import type { FastifyInstance } from 'fastify';
import { withdrawalEndpoints as endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { providerFor } from '../payment-engine/index';
import { refundWithdrawal, serviceWithdrawal, updatePortalSettings } from './withdrawal-commands';
import { listWithdrawals } from './withdrawal-view';

/**
 * The merchant's side of the buyer portal (decisions 1153, 1154): withdrawal requests and their full refund, whether
 * buyers may cancel in the portal, and each service's withdrawal period.
 */
export function withdrawalsRoutes(app: FastifyInstance) {
  route(app, endpoints.withdrawals, async ({ session, query }) => listWithdrawals(app.database.db, session.organization.id, query));
  route(app, endpoints.refundWithdrawal, async ({ session, params }) => refundWithdrawal(app, session.organization.id, params.id, providerFor));
  route(app, endpoints.portalSettings, async ({ session }) => ({ portal_cancel: session.organization.portalCancel }));
  route(app, endpoints.updatePortalSettings, async ({ session, body }) => updatePortalSettings(app, session.organization.id, body));
  route(app, endpoints.serviceWithdrawal, async ({ session, params }) => serviceWithdrawal(app, session.organization.id, params.id));
  route(app, endpoints.updateServiceWithdrawal, async ({ session, params, body }) =>
    serviceWithdrawal(app, session.organization.id, params.id, body),
  );
}
