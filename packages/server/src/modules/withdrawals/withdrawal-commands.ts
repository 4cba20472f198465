import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canCancel, canRefund, refundableAmount, type PortalSettings, type ServiceWithdrawal } from '@cobro/contracts';
import { charges, organizations, services, withdrawals } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';
import { emitEvent } from '../../realtime/emit';
import { chargeViews, refundCharge, type ProviderResolver } from '../charges/index';
import { cancelAtOnce, findPurchase, purchaseViews } from '../purchases/index';
import { findWithdrawal, withdrawalViews } from './withdrawal-view';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A claim older than this is a refund that died with its process: the next call takes it over. */
const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Claims the withdrawal's refund with a conditional update, so one caller at a time refunds it: not refunded yet,
 * and no live claim. The winner gets the claim's time; a double click, a second tab or another process gets nothing.
 */
async function claimRefund(app: FastifyInstance, organizationId: string, id: string): Promise<Date | undefined> {
  const now = app.clock.now();
  const [claimed] = await app.database.db
    .update(withdrawals)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.organizationId, organizationId),
        isNull(withdrawals.refundedAt),
        or(isNull(withdrawals.refundClaimedAt), lt(withdrawals.refundClaimedAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
      ),
    )
    .returning({ claimedAt: withdrawals.refundClaimedAt });
  return claimed?.claimedAt ?? undefined;
}

/**
 * What the claim does: every charge of the purchase still refundable refunded in full through the merchant's refund
 * command (so each has its charge-refunded event and callback; one already refunded, by an earlier attempt too, is
 * skipped), a subscription canceled at once through the merchant's cancel, then the withdrawal marked refunded.
 */
async function refundClaimed(app: FastifyInstance, organizationId: string, withdrawal: WithdrawalRow, claimedAt: Date, providerFor: ProviderResolver) {
  const db = app.database.db;
  const rows = await db.select().from(charges).where(and(eq(charges.organizationId, organizationId), eq(charges.purchaseId, withdrawal.purchaseId)));
  for (const charge of await chargeViews(db, rows)) {
    if (!canRefund(charge)) continue;
    await refundCharge({ app, organizationId, providerFor }, charge.id, { amount: refundableAmount(charge), reason: 'requested_by_customer' });
  }
  const purchase = await findPurchase(db, organizationId, withdrawal.purchaseId);
  if (purchase) {
    const [view] = await purchaseViews(db, [purchase]);
    if (view.plan.recurring && canCancel(view)) await cancelAtOnce(app, organizationId, view).catch(alreadyEnded);
  }
  const now = app.clock.now();
  await db.transaction(async (tx) => {
    // Still this call's claim (one that outlived its lease may have been taken over): marked and announced once.
    const marked = await tx
      .update(withdrawals)
      .set({ refundedAt: now, refundClaimedAt: null })
      .where(and(eq(withdrawals.id, withdrawal.id), eq(withdrawals.refundClaimedAt, claimedAt)))
      .returning({ id: withdrawals.id });
    if (marked.length) await emitEvent(tx, organizationId, 'purchases-updated', { id: withdrawal.purchaseId, occurredAt: now });
  });
  app.outbox.wake();
}

/** The buyer canceled it from the portal, or it ended, since the view was read: nothing is left to cancel. */
function alreadyEnded(error: unknown) {
  if (!(error instanceof AppError && error.code === 'API-005')) throw error;
}

/**
 * POST /withdrawals/{id}/refund: done once whatever the concurrency (decision 1162). The caller that claims it
 * refunds; another, meanwhile, answers the withdrawal as it is (not refunded yet: the purchases-updated event of
 * the refund tells the screens when it is). A refund that fails half-way releases its claim and throws; a retry
 * refunds only what is left.
 */
export async function refundWithdrawal(app: FastifyInstance, organizationId: string, id: string, providerFor: ProviderResolver) {
  const db = app.database.db;
  const withdrawal = await findWithdrawal(db, organizationId, id);
  if (!withdrawal) throw new AppError('WDR-003');
  const claimedAt = withdrawal.refundedAt ? undefined : await claimRefund(app, organizationId, id);
  if (claimedAt) {
    try {
      await refundClaimed(app, organizationId, withdrawal, claimedAt, providerFor);
    } catch (error) {
      await db
        .update(withdrawals)
        .set({ refundClaimedAt: null })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.refundClaimedAt, claimedAt)));
      throw error;
    }
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
