import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Paged, UsageBody, UsageRecord } from '@cobro/contracts';
import type { Queryable, Tx } from '../../db/database';
import { billingPeriods, plans, purchases, usageRecords } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../../ids';
import { emitEvent } from '../../realtime/emit';
import { usagePeriodStart } from '../payment-engine/index';

/** How far ahead of this server's clock a report's timestamp may be (the merchant's clock may run a little fast). */
export const USAGE_CLOCK_SKEW_MS = 5 * 60_000;

type RecordRow = typeof usageRecords.$inferSelect;
type PeriodRow = Pick<typeof billingPeriods.$inferSelect, 'periodStart' | 'periodEnd'>;

/** The merchant's purchase a report names, locked: by id, or the newest one carrying the integrator's usage id. */
async function reportedPurchase(tx: Tx, organizationId: string, body: UsageBody) {
  const own = and(eq(purchases.organizationId, organizationId), isNull(purchases.deletedAt));
  if (body.purchase_id !== undefined && !isUuid(body.purchase_id)) throw new AppError('SUB-001');
  const named = body.purchase_id !== undefined ? eq(purchases.id, body.purchase_id) : eq(purchases.externalUsageId, body.external_usage_id!);
  const [purchase] = await tx.select().from(purchases).where(and(own, named)).orderBy(desc(purchases.createdAt)).limit(1).for('update');
  if (!purchase) throw new AppError('SUB-001');
  return purchase;
}

/**
 * POST /api/v1/usage (decision 1139): units for a variable subscription that is billing (active or past due, with a
 * period still to bill), kept with the instant they happened and the period they count in. Under the purchase's row
 * lock, which closing a period takes too, so a report either counts in the period being closed or in the next one.
 * The public API's Idempotency-Key makes a repeated report count once.
 */
export async function reportUsage(app: FastifyInstance, organizationId: string, body: UsageBody): Promise<UsageRecord> {
  const now = app.clock.now();
  const at = body.timestamp ? new Date(body.timestamp) : now;
  if (at.getTime() > now.getTime() + USAGE_CLOCK_SKEW_MS) throw new AppError('API-001', { fields: { timestamp: 'in_the_future' } });
  const row = await app.database.db.transaction(async (tx) => {
    const purchase = await reportedPurchase(tx, organizationId, body);
    const [plan] = await tx.select().from(plans).where(eq(plans.id, purchase.planId));
    const field = body.purchase_id !== undefined ? 'purchase_id' : 'external_usage_id';
    if (plan.type !== 'variable') throw new AppError('API-001', { fields: { [field]: 'not_variable' } });
    const open = purchase.currentPeriodStart && purchase.nextRecurringDate;
    if ((purchase.status !== 'active' && purchase.status !== 'past_due') || !open || !purchase.billingAnchor) {
      throw new AppError('SUB-004', { details: { status: purchase.status } });
    }
    if (at < purchase.createdAt) throw new AppError('API-001', { fields: { timestamp: 'before_purchase' } });
    const placed = at > now ? now : at;
    const periodStart = usagePeriodStart(plan, purchase.billingAnchor, { start: purchase.currentPeriodStart!, end: purchase.nextRecurringDate! }, placed);
    const [created] = await tx
      .insert(usageRecords)
      .values({ organizationId, purchaseId: purchase.id, units: body.units, occurredAt: at, periodStart, createdAt: now })
      .returning();
    // The purchase's detail shows its period's units so far: the merchant's dashboard refreshes it live.
    await emitEvent(tx, organizationId, 'purchases-updated', { id: purchase.id, occurredAt: now });
    return created;
  });
  app.outbox.wake();
  return usageView(row, []);
}

/** GET /api/v1/purchases/{id}/usage: the purchase's reports, newest first, each saying whether it was billed. */
export async function listUsage(db: Queryable, organizationId: string, purchaseId: string, query: { page: number; page_size: number }): Promise<Paged<UsageRecord>> {
  if (!isUuid(purchaseId)) throw new AppError('SUB-001');
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.organizationId, organizationId), isNull(purchases.deletedAt)));
  if (!purchase) throw new AppError('SUB-001');
  const own = eq(usageRecords.purchaseId, purchaseId);
  const [rows, [{ total }], periods] = await Promise.all([
    db.select().from(usageRecords).where(own).orderBy(desc(usageRecords.occurredAt), desc(usageRecords.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(usageRecords).where(own),
    db.select({ periodStart: billingPeriods.periodStart, periodEnd: billingPeriods.periodEnd }).from(billingPeriods).where(eq(billingPeriods.purchaseId, purchaseId)),
  ]);
  return { data: rows.map((row) => usageView(row, periods)), total, page: query.page, page_size: query.page_size };
}

function usageView(row: RecordRow, periods: PeriodRow[]): UsageRecord {
  return {
    id: row.id,
    purchase_id: row.purchaseId,
    units: row.units,
    timestamp: row.occurredAt.toISOString(),
    period_start: row.periodStart.toISOString(),
    billed: periods.some((p) => p.periodStart <= row.periodStart && row.periodStart < p.periodEnd),
  };
}
