import type { FastifyInstance } from 'fastify';
import { CHECKOUT_SESSION_HEADER, ProviderName, endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { checkoutContext, createPurchase } from './checkout-purchase';
import { idempotent } from '../../http/idempotency';
import { paymentData } from './payment-data-commands';
import { rememberBuyerLanguage } from './buyer-language-commands';
import { checkoutSessionForPurchase, pageToReturnTo } from '../widget/index';
import { connectedProvider } from '../payment-methods/index';
import { checkProviderConnection } from './provider-adapters/connection-check';

function providerOf(value: string | undefined) {
  const parsed = ProviderName.safeParse(value);
  if (!parsed.success) throw new AppError('API-004');
  return parsed.data;
}

/**
 * The payments service's checkout calls (public-flows 7), per provider path. Both take an Idempotency-Key; the
 * key is scoped to the payment link, since the buyer is anonymous. Both keep the checkout's language on the customer.
 */
export function paymentsRoutes(app: FastifyInstance) {
  route(app, endpoints.createPurchase, async ({ params, body, headers, request }) => {
    const provider = providerOf(params.provider);
    const ctx = await checkoutContext(app, provider, body);
    await rememberBuyerLanguage(app, ctx.customer.id, request.headers['accept-language']);
    // A checkout opened by a <pay-button> names its session: checked here, kept on the purchase.
    const sessionId = headers[CHECKOUT_SESSION_HEADER];
    const purchaseOf = { organizationId: ctx.found.organization.id, planId: ctx.found.plan.id };
    const session = sessionId ? await checkoutSessionForPurchase(app.database.db, sessionId, purchaseOf, app.clock.now()) : null;
    return idempotent(app, request, `checkout:${body.plan_id}:create-purchase`, () => createPurchase(app, ctx, body, session));
  });

  route(app, endpoints.checkProvider, async ({ session, params }) =>
    checkProviderConnection(app, session.organization.id, connectedProvider(params.provider)),
  );

  route(app, endpoints.paymentData, async ({ params, body, request }) => {
    const provider = providerOf(params.provider);
    const ctx = await checkoutContext(app, provider, body);
    const page = body.return_url ? await pageToReturnTo(app, ctx.found.organization.id, body.return_url) : null;
    // The provider's pages speak the buyer's language (decision 1164): the customer's, as this call just kept it.
    const language = (await rememberBuyerLanguage(app, ctx.customer.id, request.headers['accept-language'])) ?? ctx.customer.language;
    const buyer = { ...ctx, customer: { ...ctx.customer, language } };
    return idempotent(app, request, `checkout:${body.plan_id}:payment-data`, () => paymentData(app, buyer, body, page));
  });
}
