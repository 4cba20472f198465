import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Paged, Withdrawal, WithdrawalsQuery } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { plans, purchases, services, withdrawals } from '../../db/schema/index';
import { isUuid } from '../../ids';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Withdrawals as the API shows them, with the contract they withdraw from (service and plan), in the order given. */
export async function withdrawalViews(db: Queryable, rows: WithdrawalRow[]): Promise<Withdrawal[]> {
  if (!rows.length) return [];
  const names = await db
    .select({ id: purchases.id, service: services.name, plan: plans.name })
    .from(purchases)
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(inArray(purchases.id, rows.map((r) => r.purchaseId)));
  const byPurchase = new Map(names.map((n) => [n.id, n]));
  return rows.map((row) => ({
    id: row.id,
    purchase_id: row.purchaseId,
    customer_id: row.customerId,
    email: row.email,
    name: row.name,
    service_name: byPurchase.get(row.purchaseId)!.service,
    plan_name: byPurchase.get(row.purchaseId)!.plan,
    received_at: row.receivedAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
  }));
}

/** One of the organization's withdrawals, optionally locked. */
export async function findWithdrawal(db: Queryable, organizationId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = db.select().from(withdrawals).where(and(eq(withdrawals.id, id), eq(withdrawals.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** GET /withdrawals: newest first, paged like the other lists; `purchase_id` narrows it to one purchase. */
export async function listWithdrawals(db: Queryable, organizationId: string, query: WithdrawalsQuery): Promise<Paged<Withdrawal>> {
  const page = { page: query.page, page_size: query.page_size };
  if (query.purchase_id && !isUuid(query.purchase_id)) return { data: [], total: 0, ...page };
  const conditions: SQL[] = [eq(withdrawals.organizationId, organizationId)];
  if (query.purchase_id) conditions.push(eq(withdrawals.purchaseId, query.purchase_id));
  if (query.pending !== undefined) conditions.push(query.pending ? isNull(withdrawals.refundedAt) : isNotNull(withdrawals.refundedAt));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.receivedAt), desc(withdrawals.id)).limit(query.page_size).offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(withdrawals).where(where),
  ]);
  return { data: await withdrawalViews(db, rows), total, ...page };
}
