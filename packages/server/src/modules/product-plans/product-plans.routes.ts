import type { FastifyInstance } from 'fastify';
import { API_PREFIX, endpoints, PRODUCT_PREFIX, SubscriptionStatus } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { findSession, sessionCookieOf } from '../auth/index';
import { planCheckout } from './checkout-commands';
import { invoicePdf, latestInvoiceUrl } from './invoice-queries';
import { platformPaymentData, platformPaymentMethods } from './platform-commands';
import { currentSubscription, findPlan, listPlans, planState, planView } from './product-plan-queries';

/** The product's own plans (`/uelz-plans`, PRODUCT_PREFIX) and the platform agreement's card (decision 0290). */
export function productPlansRoutes(app: FastifyInstance) {
  const { db } = app.database;

  route(app, endpoints.productPlans, () => listPlans(db));
  route(app, endpoints.productPlan, async ({ params }) => {
    const plan = await findPlan(db, params.id);
    if (!plan) throw new AppError('API-004');
    return planView(plan);
  });
  route(app, endpoints.currentProductPlan, async ({ session }) => {
    const current = await currentSubscription(db, session.organization.id);
    if (!current) return null;
    return { id: current.subscription.id, status: SubscriptionStatus.parse(current.status), plan_id: current.plan.id, plan: { name: current.plan.name } };
  });
  route(app, endpoints.productPlanState, ({ session }) => planState(db, session.organization.id, app.clock.now()));
  route(app, endpoints.productPlanCheckout, ({ session, params }) => planCheckout(app, session, params.id));
  route(app, endpoints.productPlanInvoice, ({ session }) => latestInvoiceUrl(app, session.organization.id));
  route(app, endpoints.platformPaymentData, ({ session }) => platformPaymentData(app, session));
  route(app, endpoints.platformPaymentMethods, ({ session }) => platformPaymentMethods(app, session));

  // The invoice a `url` above names: a PDF for the signed-in merchant it was issued to.
  app.get<{ Params: { id: string } }>(`${API_PREFIX}/${PRODUCT_PREFIX}-plans/invoices/:id`, async (request, reply) => {
    const session = await findSession(db, sessionCookieOf(request), app.clock.now());
    if (!session) throw new AppError('API-002');
    const { number, pdf } = await invoicePdf(db, session.organization.id, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="factura-${number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
