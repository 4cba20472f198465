import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { route } from '../../http/route';
import { isUuid } from '../../ids';
import { ensureConfiguration } from '../widget/index';
import { chargeIdOf, deliveryView, listDeliveries } from './delivery-view';

/** The delivery log, its manual resend and the signing secret (Configuration > Web checkout; decision 1022). */
export function callbacksRoutes(app: FastifyInstance) {
  route(app, endpoints.webhookDeliveries, async ({ session, query }) => listDeliveries(app.database.db, session.organization.id, query));

  route(app, endpoints.resendWebhookDelivery, async ({ session, params }) => {
    const row = isUuid(params.id) ? await app.callbacks.resend(session.organization.id, params.id) : null;
    if (!row) throw new AppError('API-004');
    return deliveryView(row, await chargeIdOf(app.database.db, row));
  });

  route(app, endpoints.callbackSecret, async ({ session }) => ({
    secret: (await ensureConfiguration(app, session.organization.id)).callbackSecret,
  }));
}
