import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { isPlanExceeded, planLimit, type ProductPlan } from '@cobro/contracts';
import type { Db } from '../../db/database';
import { charges, productPlans, productSubscriptions, purchases } from '../../db/schema/index';
import { isUuid } from '../../ids';
import { COLLECTED_STATUSES } from '../panel/index';
import { HOUSE } from '../organizations/index';

type PlanRow = typeof productPlans.$inferSelect;
export const planView = (row: PlanRow): ProductPlan => ({ id: row.id, name: row.name, price: row.price, type: row.type });

/** The product's plans on sale: monthly first, cheapest first. */
export async function listPlans(db: Db) {
  const rows = await db.select().from(productPlans).where(eq(productPlans.active, true)).orderBy(asc(productPlans.type), asc(productPlans.price));
  return rows.map(planView);
}

export async function findPlan(db: Db, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(productPlans).where(eq(productPlans.id, id));
  return row ?? null;
}

/** Statuses of a checkout never paid: such a subscription is not the merchant's plan (the free card shows). */
const NEVER_PAID = ['incomplete', 'incomplete_expired'];

/**
 * The merchant's plan subscription: the newest one that was ever paid, its status the house purchase's (what the
 * payment engine and the renewals move), or the row's own for one without a purchase.
 */
export async function currentSubscription(db: Db, organizationId: string) {
  const rows = await db
    .select({ subscription: productSubscriptions, plan: productPlans, purchase: purchases })
    .from(productSubscriptions)
    .innerJoin(productPlans, eq(productPlans.id, productSubscriptions.productPlanId))
    .leftJoin(
      purchases,
      and(eq(purchases.organizationId, HOUSE.organizationId), eq(purchases.subscriptionId, productSubscriptions.providerSubscriptionId)),
    )
    .where(and(eq(productSubscriptions.organizationId, organizationId), eq(productSubscriptions.kind, 'plan')))
    .orderBy(desc(productSubscriptions.createdAt))
    .limit(5);
  const live = rows.map((r) => ({ ...r, status: r.purchase?.status ?? r.subscription.status }));
  return live.find((r) => !NEVER_PAID.includes(r.status)) ?? null;
}
export type CurrentSubscription = NonNullable<Awaited<ReturnType<typeof currentSubscription>>>;

/** Midnight UTC of the first of `now`'s month. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The merchant's collected volume (cents) since a date: what a plan limit is counted against. */
async function volumeSince(db: Db, organizationId: string, since: Date) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${charges.amount}), 0)::bigint` })
    .from(charges)
    .where(and(eq(charges.organizationId, organizationId), gte(charges.createdAt, since), inArray(charges.status, COLLECTED_STATUSES)));
  return Number(row.total);
}

/** plan_exceeded, plan_name and plan_end_date from the current plan and the real volume of its limit's period. */
export async function planState(db: Db, organizationId: string, now: Date) {
  const current = await currentSubscription(db, organizationId);
  const limit = planLimit(current?.plan ?? null);
  const periodStart = current?.purchase?.currentPeriodStart ?? current?.subscription.currentPeriodStart;
  const since = limit.per === 'month' ? monthStart(now) : (periodStart ?? new Date(now.getTime() - 365 * 86_400_000));
  const end = current?.purchase?.currentPeriodEnd ?? current?.subscription.currentPeriodEnd ?? null;
  return {
    plan_exceeded: isPlanExceeded(await volumeSince(db, organizationId, since), limit),
    plan_name: current?.plan.name ?? null,
    plan_end_date: end ? end.toISOString() : null,
  };
}
