import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { completeData, updateLocation, verifyId } from './buyer-commands';
import { findCheckoutPlan, paymentLinkView, sellablePlan } from './checkout-plan-view';
import { merchantCustomer, paymentOptions, requestInvoice } from './payment-option-commands';
import { lookUpPostalCode } from './postal-codes';

/** The buyer's checkout calls of the main API (public-flows 7). Every one is anonymous. */
export function checkoutRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  route(app, endpoints.paymentLink, async ({ params }) => {
    const found = await findCheckoutPlan(db(), params.id);
    if (!found) throw new AppError('CHK-004');
    return paymentLinkView(app, found);
  });

  route(app, endpoints.verifyId, async ({ params, body }) => verifyId(app, await sellablePlan(db(), params.id), body));

  route(app, endpoints.completeData, async ({ params, body }) => completeData(app, await sellablePlan(db(), params.id), body));

  route(app, endpoints.updateLocation, async ({ params, headers, body }) => {
    await updateLocation(app, params.customer_id, headers['update-key'], body);
  });

  route(app, endpoints.checkoutPaymentOptions, async ({ params }) => {
    const found = await sellablePlan(db(), params.id);
    await merchantCustomer(db(), found, params.customer_id);
    return paymentOptions(app, found);
  });

  route(app, endpoints.requestInvoice, async ({ params, body }) => {
    const found = await findCheckoutPlan(db(), params.id);
    if (!found) throw new AppError('CHK-004');
    await requestInvoice(db(), found, body.purchase_id, body.requestInvoice, app.clock.now());
  });

  route(app, endpoints.postalCode, async ({ params }) => lookUpPostalCode(params.country, params.postal_code));
}
