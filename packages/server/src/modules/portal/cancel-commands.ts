import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { PortalAccess } from '../../http/access';
import { cancelAtOnce, cancelAtPeriodEnd } from '../purchases/index';
import { buyerPurchaseRows } from './portal-queries';
import { portalPurchaseViews } from './portal-view';

/**
 * PUT /portal/purchases/{id}/cancel: the buyer's own subscription, canceled by the merchant's cancel commands (the
 * same event and callback as the merchant's menu), at once or at the period's end as the merchant's setting says;
 * 409 POR-002 when the merchant does not let buyers cancel, 409 API-005 when the subscription cannot be canceled.
 */
export async function cancelFromPortal(app: FastifyInstance, portal: PortalAccess, purchaseId: string) {
  const db = app.database.db;
  const [row] = await buyerPurchaseRows(db, portal, app.clock.now(), purchaseId);
  if (!row) throw new AppError('CHK-006');
  const [organization] = await db.select({ portalCancel: organizations.portalCancel }).from(organizations).where(eq(organizations.id, portal.organizationId));
  if (organization.portalCancel === 'no') throw new AppError('POR-002');
  if (organization.portalCancel === 'at_once') await cancelAtOnce(app, portal.organizationId, row.purchase.id);
  else await cancelAtPeriodEnd(app, portal.organizationId, row.purchase.id);
  const [after] = await buyerPurchaseRows(db, portal, app.clock.now(), purchaseId);
  const [view] = await portalPurchaseViews(db, portal.organizationId, [after], app.clock.now(), true);
  return view;
}
