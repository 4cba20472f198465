import { and, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { MerchantService, Plan, PlanType } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { qualified } from '../../db/qualified';
import { planPurchaseCounts, plans, services } from '../../db/schema/index';
import { isUuid } from '../../ids';
import type { Storage } from '../../storage/index';

export type ServiceRow = typeof services.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** A plan's selling terms: the part every view of a plan shows (the checkout's, the purchase's, the subscription's). */
export function planTerms(row: PlanRow) {
  return {
    name: row.name,
    description: row.description,
    unit_amount: row.unitAmount,
    currency: row.currency,
    type: row.type,
    recurring: row.recurring,
    frequency: row.frequency,
    billing_cycles: row.billingCycles,
    payment_day: row.paymentDay,
  };
}

/** Who made a catalog row, and with which kind of widget key when a button did (our extension, decision 1011). */
const originOf = (row: Pick<PlanRow | ServiceRow, 'origin' | 'keyMode'>) => ({ origin: row.origin, key_mode: row.keyMode });

/** A plan as the API shows it. */
export function planView(row: PlanRow, purchaseCount: number, service?: { id: string; name: string }): Plan {
  return {
    id: row.id,
    service_id: row.serviceId,
    ...(service ? { service } : {}),
    ...planTerms(row),
    prorate: row.prorate,
    future_charge: row.futureCharge,
    status: row.status,
    active: row.active,
    stripe_id: row.stripeId,
    payment_link: row.paymentLinkUrl ? { url: row.paymentLinkUrl, active: row.paymentLinkActive } : null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    purchases: purchaseCount,
    created_at: row.createdAt.toISOString(),
    ...originOf(row),
  };
}

/** The kind of a service's plans, as the widget data shows it; null when its plans mix both kinds or it has none. */
export function serviceType(planRows: Pick<PlanRow, 'type'>[]): PlanType | null {
  const kinds = new Set(planRows.map((p) => p.type));
  return kinds.size === 1 ? [...kinds][0] : null;
}

/**
 * How many live (not deleted) purchases each plan or service has, as the triggers keep them (schema/purchases.ts):
 * every view of a plan or service shows this.
 */
export async function purchaseCounts(db: Queryable, key: 'planId' | 'serviceId', ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const column = planPurchaseCounts[key];
  const rows = await db
    .select({ id: column, n: sum(planPurchaseCounts.count).mapWith(Number) })
    .from(planPurchaseCounts)
    .where(inArray(column, ids))
    .groupBy(column);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The same count as a column of a query that reads the plan or service: no query more for a page or an export. */
export const purchaseCountOf = (key: 'planId' | 'serviceId', id: PgColumn) =>
  sql<number>`(select coalesce(sum(${qualified(planPurchaseCounts.count)}), 0) from ${planPurchaseCounts} where ${qualified(planPurchaseCounts[key])} = ${qualified(id)})`.mapWith(Number);

/** Plans with their purchase counts and their service's id and name (the plans list and plan detail). */
export async function planViews(db: Queryable, rows: PlanRow[]): Promise<Plan[]> {
  const counts = await purchaseCounts(db, 'planId', rows.map((r) => r.id));
  const serviceIds = [...new Set(rows.map((r) => r.serviceId))];
  const names = serviceIds.length
    ? await db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds))
    : [];
  const byId = new Map(names.map((s) => [s.id, s]));
  return rows.map((row) => planView(row, counts.get(row.id) ?? 0, byId.get(row.serviceId)));
}

/** Services with their live (not deleted) plans, purchase counts and image URLs, in the order given. */
export async function serviceViews(db: Queryable, storage: Storage, rows: ServiceRow[]): Promise<MerchantService[]> {
  const ids = rows.map((r) => r.id);
  const planRows = ids.length
    ? await db
        .select()
        .from(plans)
        .where(and(inArray(plans.serviceId, ids), isNull(plans.deletedAt)))
        .orderBy(plans.createdAt, plans.id)
    : [];
  const planCounts = await purchaseCounts(db, 'planId', planRows.map((p) => p.id));
  const serviceCounts = await purchaseCounts(db, 'serviceId', ids);
  return rows.map((row) => {
    const own = planRows.filter((p) => p.serviceId === row.id);
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      published: row.published,
      images: row.images.map((key) => storage.url(key)),
      type: serviceType(own),
      plans: own.map((p) => planView(p, planCounts.get(p.id) ?? 0)),
      purchases: serviceCounts.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      ...originOf(row),
    };
  });
}

export async function serviceView(db: Queryable, storage: Storage, row: ServiceRow): Promise<MerchantService> {
  const [view] = await serviceViews(db, storage, [row]);
  return view;
}

/** The organization's live service, optionally locked for the rest of the transaction. */
export async function findService(db: Queryable, organizationId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.id, id), eq(services.organizationId, organizationId), isNull(services.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live plan of one of the organization's services, optionally locked. */
export async function findPlan(db: Queryable, organizationId: string, serviceId: string, id: string, lock = false) {
  if (!isUuid(id) || !isUuid(serviceId)) return undefined;
  const query = db
    .select()
    .from(plans)
    .where(
      and(
        eq(plans.id, id),
        eq(plans.serviceId, serviceId),
        eq(plans.organizationId, organizationId),
        isNull(plans.deletedAt),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
