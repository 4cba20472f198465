import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canCancel, canRefund, refundableAmount, type PortalSettings, type ServiceWithdrawal } from '@cobro/contracts';
import { charges, organizations, services, withdrawals } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';
import { emitEvent } from '../../realtime/emit';
import { chargeViews, refundCharge, type ProviderResolver } from '../charges/index';
import { cancelAtOnce, findPurchase, purchaseViews } from '../purchases/index';
import { findWithdrawal, withdrawalViews } from './withdrawal-view';

/**
 * POST /withdrawals/{id}/refund: every charge of the purchase refunded in full through the merchant's refund command
 * (so each has its charge-refunded event and callback), and a subscription canceled at once through the merchant's
 * cancel. Done once: a second call answers the withdrawal as it is.
 */
export async function refundWithdrawal(app: FastifyInstance, organizationId: string, id: string, providerFor: ProviderResolver) {
  const db = app.database.db;
  const withdrawal = await findWithdrawal(db, organizationId, id);
  if (!withdrawal) throw new AppError('WDR-003');
  if (!withdrawal.refundedAt) {
    const rows = await db.select().from(charges).where(and(eq(charges.organizationId, organizationId), eq(charges.purchaseId, withdrawal.purchaseId)));
    for (const charge of await chargeViews(db, rows)) {
      if (!canRefund(charge)) continue;
      await refundCharge({ app, organizationId, providerFor }, charge.id, { amount: refundableAmount(charge), reason: 'requested_by_customer' });
    }
    const purchase = await findPurchase(db, organizationId, withdrawal.purchaseId);
    if (purchase) {
      const [view] = await purchaseViews(db, [purchase]);
      if (view.plan.recurring && canCancel(view)) await cancelAtOnce(app, organizationId, purchase.id);
    }
    const now = app.clock.now();
    await db.transaction(async (tx) => {
      await tx.update(withdrawals).set({ refundedAt: now }).where(eq(withdrawals.id, id));
      await emitEvent(tx, organizationId, 'purchases-updated', { id: withdrawal.purchaseId, occurredAt: now });
    });
    app.outbox.wake();
  }
  const [view] = await withdrawalViews(db, [(await findWithdrawal(db, organizationId, id))!]);
  return view;
}

/** PUT /organizations/portal-settings: whether buyers may cancel in the portal, and when it ends. */
export async function updatePortalSettings(app: FastifyInstance, organizationId: string, body: PortalSettings): Promise<PortalSettings> {
  const [row] = await app.database.db
    .update(organizations)
    .set({ portalCancel: body.portal_cancel, updatedAt: app.clock.now() })
    .where(eq(organizations.id, organizationId))
    .returning({ portalCancel: organizations.portalCancel });
  return { portal_cancel: row.portalCancel };
}

const serviceOf = (organizationId: string, id: string) =>
  and(eq(services.id, id), eq(services.organizationId, organizationId), isNull(services.deletedAt));

/** GET and PUT /services/{id}/withdrawal: the service's withdrawal period in days, and whether it is excluded. */
export async function serviceWithdrawal(app: FastifyInstance, organizationId: string, id: string, body?: ServiceWithdrawal): Promise<ServiceWithdrawal> {
  const db = app.database.db;
  const columns = { days: services.withdrawalDays, excluded: services.withdrawalExcluded };
  const [row] = !isUuid(id)
    ? []
    : body
      ? await db
          .update(services)
          .set({ withdrawalDays: body.withdrawal_days, withdrawalExcluded: body.withdrawal_excluded, updatedAt: app.clock.now() })
          .where(serviceOf(organizationId, id))
          .returning(columns)
      : await db.select(columns).from(services).where(serviceOf(organizationId, id));
  if (!row) throw new AppError('SER-002');
  return { withdrawal_days: row.days, withdrawal_excluded: row.excluded };
}
