import type { FastifyInstance } from 'fastify';
import { API_PREFIX, PORTAL_RECEIPT_PATH, portalEndpoints as endpoints, RECEIPT_FILE_NAME, routePattern } from '@cobro/contracts';
import { AppError } from '../../errors/app-error';
import { bearerOptions } from '../../http/cors';
import { route } from '../../http/route';
import { isUuid } from '../../ids';
import { receiptPdf } from '../charges/index';
import { cancelFromPortal } from './cancel-commands';
import { buyerCharge, buyerPurchaseRows } from './portal-queries';
import { clearPortalCookie, deletePortalSession, findPortalSession } from './portal-session-commands';
import { portalOrganizationView, portalPurchaseViews, portalSessionView } from './portal-view';
import { requestCode, signInWithCode } from './sign-in-commands';
import { withdraw } from './withdraw-commands';

/**
 * The buyer portal (decision 1152): sign-in by mailed code, the buyer's purchases, charges and receipts at one
 * merchant, cancel, and the withdrawal function (decision 1153). Every read is scoped to the session's e-mail and
 * organization; what is not the buyer's is 404.
 */
export function portalRoutes(app: FastifyInstance) {
  const db = () => app.database.db;
  const secure = app.config.publicUrl?.startsWith('https:') === true;
  // The sign-in page names the merchant before there is a session (anyone may read a merchant's name and terms).
  route(app, endpoints.portalOrganization, async ({ params }) => {
    const organization = isUuid(params.id) ? await portalOrganizationView(db(), params.id) : undefined;
    if (!organization) throw new AppError('API-004');
    return organization;
  });
  route(app, endpoints.portalCode, async ({ request, reply, body }) => requestCode(app, request, reply, body));
  route(app, endpoints.portalSignIn, async ({ request, reply, body }) => signInWithCode(app, request, reply, body));
  route(app, endpoints.portalSession, async ({ portal }) => portalSessionView(db(), portal));
  route(app, endpoints.portalSignOut, async ({ portal, reply }) => {
    await deletePortalSession(db(), portal.idHash);
    clearPortalCookie(reply, secure);
  });
  route(app, endpoints.portalPurchases, async ({ portal }) => {
    const now = app.clock.now();
    return portalPurchaseViews(db(), portal.organizationId, await buyerPurchaseRows(db(), portal, now), now);
  });
  route(app, endpoints.portalPurchase, async ({ portal, params }) => {
    const now = app.clock.now();
    const rows = await buyerPurchaseRows(db(), portal, now, params.id);
    if (!rows.length) throw new AppError('CHK-006');
    const [view] = await portalPurchaseViews(db(), portal.organizationId, rows, now, true);
    return view;
  });
  route(app, endpoints.portalCancel, async ({ portal, params }) => cancelFromPortal(app, portal, params.id));
  route(app, endpoints.portalWithdraw, async ({ portal, params, body }) => withdraw(app, portal, params.id, body.name));

  // The receipt of one of the buyer's charges: the same recibo.pdf the merchant's receipt_url serves. From a
  // merchant's page the element fetches it with its bearer token (decision 1160).
  const receiptUrl = `${API_PREFIX}${routePattern(PORTAL_RECEIPT_PATH)}`;
  app.get<{ Params: { id: string } }>(receiptUrl, bearerOptions(app, 'GET', receiptUrl), async (request, reply) => {
    const portal = await findPortalSession(db(), request, app.clock.now());
    if (!portal) throw new AppError('API-002');
    if (!(await buyerCharge(db(), portal, request.params.id))) throw new AppError('CHA-003');
    const pdf = await receiptPdf(app, portal.organizationId, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${RECEIPT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
}
