import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { existingCustomer } from '../customers/index';
import { cancelPurchase, cancelQueuedPurchase, manualPurchase, pausePurchase, resumePurchase } from './purchase-commands';
import { listPurchases } from './purchase-list-queries';
import { readPurchase } from './purchase-read-view';

/**
 * Purchases (dashboard-core 7), with a customer's own purchases. GET /purchases/{id} answers both the session view
 * (the full purchase with its charges) and the buyer checkout's view on one route (purchase-read-view.ts).
 */
export function purchasesRoutes(app: FastifyInstance) {
  route(app, endpoints.purchases, async ({ session, query }) => listPurchases(app.database.db, session.organization.id, app.clock.now(), query));
  route(app, endpoints.customerPurchases, async ({ session, params, query }) => {
    const customer = await existingCustomer(app.database.db, session.organization.id, params.id);
    return listPurchases(app.database.db, session.organization.id, app.clock.now(), query, customer.id);
  });
  route(app, endpoints.cancelPurchase, async ({ session, params }) => cancelPurchase(app, session.organization.id, params.id));
  route(app, endpoints.cancelQueuedPurchase, async ({ session, params }) =>
    cancelQueuedPurchase(app, session.organization.id, params.id),
  );
  route(app, endpoints.pausePurchase, async ({ session, params }) => pausePurchase(app, session.organization.id, params.id));
  route(app, endpoints.resumePurchase, async ({ session, params }) => resumePurchase(app, session.organization.id, params.id));
  // One registration for both table entries (purchase, checkoutPurchase): decision 0102.
  route(app, endpoints.checkoutPurchase, async ({ params, session }) => readPurchase(app, params.id, session));
  route(app, endpoints.manualPurchase, async ({ session, params, body }) =>
    manualPurchase(app, session.organization.id, params.id, body.payment_method),
  );
}
