import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { PortalAccess } from '../../http/access';
import { cancelAtOnce, cancelAtPeriodEnd } from '../purchases/index';
import { buyerPurchaseRows, type BuyerPurchaseRow } from './portal-queries';
import { portalPurchaseViews } from './portal-view';

/** The buyer's cancellation is there: canceled, or set to end at its period's end. */
const canceledOrEnding = (row: BuyerPurchaseRow) => row.purchase.status === 'canceled' || row.purchase.cancelAt !== null;

/**
 * PUT /portal/purchases/{id}/cancel: the buyer's own subscription, canceled by the merchant's cancel commands (the
 * same event and callback as the merchant's menu), at once or at the period's end as the merchant's setting says;
 * 409 POR-002 when the merchant does not let buyers cancel, 409 API-005 when the subscription cannot be canceled.
 * A double click or a second tab answers the cancellation the first one made (the commands decide under the
 * purchase's lock, so there is one change and one event), as a withdrawal's does (decision 1162).
 */
export async function cancelFromPortal(app: FastifyInstance, portal: PortalAccess, purchaseId: string) {
  const db = app.database.db;
  const [row] = await buyerPurchaseRows(db, portal, app.clock.now(), purchaseId);
  if (!row) throw new AppError('CHK-006');
  const [organization] = await db.select({ portalCancel: organizations.portalCancel }).from(organizations).where(eq(organizations.id, portal.organizationId));
  if (organization.portalCancel === 'no') throw new AppError('POR-002');
  const { purchase } = row;
  let refused: AppError | undefined;
  try {
    if (organization.portalCancel === 'at_once') {
      await cancelAtOnce(app, portal.organizationId, { id: purchase.id, provider: purchase.provider, subscription_id: purchase.subscriptionId });
    } else await cancelAtPeriodEnd(app, portal.organizationId, purchase.id);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'API-005')) throw error;
    refused = error;
  }
  const [after] = await buyerPurchaseRows(db, portal, app.clock.now(), purchaseId);
  if (refused && !(after && canceledOrEnding(after))) throw refused;
  const [view] = await portalPurchaseViews(db, portal.organizationId, [after], app.clock.now(), true);
  return view;
}
