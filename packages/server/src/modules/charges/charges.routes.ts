import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { providerFor, registerProviders } from '../payment-engine/index';
import { existingCustomer } from '../customers/index';
import { listCharges } from './charge-list-queries';
import { chargeViews, findCharge } from './charge-view';
import { customerDetail } from './customer-detail-view';
import { idempotencyKeyOf, idempotent } from '../../http/idempotency';
import { receiptOf, sendReceipt } from './receipt-commands';
import { refundCharge, type ProviderResolver } from './refund-commands';

/** Charges (dashboard-core 7), with a customer's detail and own charges. `providers` picks the refunding provider; tests may pass their own. */
export function chargesRoutes(app: FastifyInstance, options: { providers?: ProviderResolver } = {}) {
  const db = () => app.database.db;
  const resolve = options.providers ?? providerFor;
  // The registry decorates the app, which Fastify allows only before it starts: make sure it exists by then.
  if (!options.providers && !app.paymentProviders) registerProviders(app);

  route(app, endpoints.charges, async ({ session, query }) => listCharges(db(), session.organization.id, app.clock.now(), query));
  route(app, endpoints.customer, async ({ session, params }) => customerDetail(app, session.organization.id, params.id));
  route(app, endpoints.customerCharges, async ({ session, params, query }) => {
    const customer = await existingCustomer(db(), session.organization.id, params.id);
    return listCharges(db(), session.organization.id, app.clock.now(), query, customer.id);
  });
  route(app, endpoints.charge, async ({ session, params }) => {
    const row = await findCharge(db(), session.organization.id, params.id);
    if (!row) throw new AppError('CHA-003');
    const [view] = await chargeViews(db(), [row]);
    return view;
  });
  route(app, endpoints.refundCharge, async ({ session, params, body, request }) => {
    const organizationId = session.organization.id;
    return idempotent(app, request, `${organizationId}:refund:${params.id}`, () =>
      refundCharge({ app, organizationId, providerFor: resolve }, params.id, body, idempotencyKeyOf(request) ?? undefined),
    );
  });
  route(app, endpoints.sendReceipt, async ({ session, params, body }) => {
    await sendReceipt(app, session.organization.id, params.id, body.email);
  });
  route(app, endpoints.chargeReceipt, async ({ session, params }) => receiptOf(app, session.organization.id, params.id));
}
