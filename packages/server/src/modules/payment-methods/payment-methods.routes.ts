import type { FastifyInstance } from 'fastify';
import { ConnectedProviderParams, endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { activateProvider, disconnectProvider, paymentProviderOf, requestProviderAccess } from './provider-commands';
import { paymentOptionsOf, selectPaymentMethods } from './selection-commands';

/** The payment methods screen: the options and their selection, the merchant's own providers (issue 14). */
export function paymentMethodsRoutes(app: FastifyInstance) {
  route(app, endpoints.paymentOptions, async ({ session }) => paymentOptionsOf(app, session.organization));
  route(app, endpoints.selectPaymentMethods, async ({ session, body }) => selectPaymentMethods(app, session.organization, body.selected_options));
  route(app, endpoints.paymentProvider, async ({ session, query }) => paymentProviderOf(app, session.organization.id, query.provider));
  route(app, endpoints.activateProvider, async ({ session, body }) => activateProvider(app, session.organization.id, body), {
    inputError: (fields) => new AppError('PRO-003', { fields }),
  });
  route(app, endpoints.disconnectProvider, async ({ session, params }) =>
    disconnectProvider(app, session.organization.id, connectedProvider(params.provider)),
  );
  route(app, endpoints.requestProviderAccess, async ({ session, body }) => requestProviderAccess(app, session.organization.id, body.provider), {
    inputError: (fields) => new AppError('PRO-002', { fields }),
  });
}

/** The `{provider}` of a connection's own calls: Inespay or Redsys, else not found. */
export function connectedProvider(provider: string) {
  const parsed = ConnectedProviderParams.safeParse({ provider });
  if (!parsed.success) throw new AppError('API-004');
  return parsed.data.provider;
}
