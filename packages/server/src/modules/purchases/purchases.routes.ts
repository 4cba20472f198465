import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { cancelPurchase, cancelQueuedPurchase, manualPurchase, pausePurchase, resumePurchase } from './purchase-commands';
import { listPurchases } from './purchase-lists';

/**
 * Purchases (dashboard-core 7). GET /purchases/{id} is registered by the checkout module, which answers both the
 * session view (`purchaseViews(..., { withCharges: true })`) and the buyer's view on one route.
 */
export function purchasesRoutes(app: FastifyInstance) {
  route(app, endpoints.purchases, async ({ session, query }) => listPurchases(app.database.db, session.organization.id, query));
  route(app, endpoints.cancelPurchase, async ({ session, params }) => cancelPurchase(app, session.organization.id, params.id));
  route(app, endpoints.cancelQueuedPurchase, async ({ session, params }) =>
    cancelQueuedPurchase(app, session.organization.id, params.id),
  );
  route(app, endpoints.pausePurchase, async ({ session, params }) => pausePurchase(app, session.organization.id, params.id));
  route(app, endpoints.resumePurchase, async ({ session, params }) => resumePurchase(app, session.organization.id, params.id));
  route(app, endpoints.manualPurchase, async ({ session, params, body }) =>
    manualPurchase(app, session.organization.id, params.id, body.payment_method),
  );
}
