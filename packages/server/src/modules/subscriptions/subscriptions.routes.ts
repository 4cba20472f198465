import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { openSetup } from '../payment-engine/index';
import { assertChangeable, customerProviderId, findSubscription, subscriptionView } from './subscription-view';

/** The update-card page (public-flows 4): read the subscription, then a setup secret for the new method. */
export function subscriptionsRoutes(app: FastifyInstance) {
  route(app, endpoints.subscription, async ({ params }) => {
    const row = await findSubscription(app.database.db, params.id);
    assertChangeable(row);
    return subscriptionView(row);
  });

  route(app, endpoints.subscriptionPaymentData, async ({ params, body }) => {
    const row = await findSubscription(app.database.db, params.id);
    assertChangeable(row);
    // The page sends back the customer id it was shown: a link for one subscription cannot act for another buyer.
    if (body.customer_stripe_id !== customerProviderId(row.customer)) throw new AppError('SUB-002');
    const view = subscriptionView(row);
    if (!view.payment_methods.includes(body.payment_method)) throw new AppError('SUB-002', { details: { reason: 'method_not_offered' } });
    const setup = await openSetup(app, { organizationId: row.organization.id, purchaseId: row.purchase.id, customer: row.customer, method: body.payment_method });
    return { stripe_key: setup.stripe_key, client_secret: setup.client_secret };
  });
}
