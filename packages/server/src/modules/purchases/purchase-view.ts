import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { SubscriptionStatus, type ChargePaymentMethod, type Purchase } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { anyIdOf } from '../../db/id-list';
import { prepared } from '../../db/prepared';
import { readTogether } from '../../db/read-together';
import { charges, customers, plans, purchases, services } from '../../db/schema/index';
import { chargeViews } from '../charges/index';
import { fullName } from '../customers/index';
import { isUuid } from '../../ids';
import { planView, purchaseCountOf } from '../services/index';
import { purchaseUsage } from './purchase-usage-view';

export type PurchaseRow = typeof purchases.$inferSelect;

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);
const iso = (at: Date | null) => at?.toISOString() ?? null;
const SUBSCRIPTION_STATUSES = new Set<string>(SubscriptionStatus.options);

/** The provider-shaped subscription of a recurring purchase (times in Unix seconds, as the spec notes). */
function subscriptionOf(row: PurchaseRow, recurring: boolean): Purchase['subscription'] {
  if (!recurring || !SUBSCRIPTION_STATUSES.has(row.status)) return null;
  return {
    status: row.status as SubscriptionStatus,
    created_at: seconds(row.createdAt),
    current_period_start: seconds(row.currentPeriodStart),
    current_period_end: seconds(row.currentPeriodEnd),
    cancel_at: seconds(row.cancelAt),
    canceled_at: seconds(row.canceledAt),
  };
}

/**
 * What a listed purchase shows of its plan, service and customer, for the ids of a page: the whole join (organization,
 * saved method, every column) took twice as long to plan and most of the page's parsing. Prepared: every page of
 * purchases reads it.
 */
const purchaseParts = (db: Queryable) =>
  prepared(db, 'purchase_parts', () =>
    db
      .select({
        id: purchases.id,
        plan: plans,
        planPurchases: purchaseCountOf('planId', plans.id),
        service: { id: services.id, name: services.name },
        customer: { id: customers.id, name: customers.name, surname: customers.surname, email: customers.email, deletedAt: customers.deletedAt },
      })
      .from(purchases)
      .innerJoin(plans, eq(plans.id, purchases.planId))
      .innerJoin(services, eq(services.id, purchases.serviceId))
      .innerJoin(customers, eq(customers.id, purchases.customerId))
      .where(anyIdOf(purchases.id, 'ids')),
  );

/**
 * Purchases as the API shows them (customer, service, plan, subscription), in the order given; `withCharges`
 * adds each purchase's charges, newest first (the detail page's plan charges table), and a variable purchase's open
 * period (`usage`): a detail's, never a list page's, which reads no more per row.
 */
export async function purchaseViews(db: Queryable, rows: PurchaseRow[], options: { withCharges?: boolean } = {}): Promise<Purchase[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [joined, chargeRows] = await readTogether(db, [
    () => purchaseParts(db).execute({ ids }),
    () =>
      options.withCharges
        ? db.select().from(charges).where(inArray(charges.purchaseId, ids)).orderBy(desc(charges.createdAt), desc(charges.id))
        : [],
  ]);
  const joinedById = new Map(joined.map((j) => [j.id, j]));
  const [chargeList, usages] = await readTogether(db, [
    () => chargeViews(db, chargeRows),
    () => (options.withCharges ? readTogether(db, rows.map((row) => () => purchaseUsage(db, row, joinedById.get(row.id)!.plan))) : []),
  ]);
  return rows.map((row, index) => {
    const { customer, service, plan, planPurchases } = joinedById.get(row.id)!;
    return {
      id: row.id,
      provider: row.provider,
      channel: row.salesChannel,
      customer_id: row.customerId,
      customer: { id: customer.id, name: fullName(customer), email: customer.email, deleted_at: iso(customer.deletedAt) },
      service: { id: service.id, name: service.name },
      plan: planView(plan, planPurchases),
      subscription_id: row.subscriptionId,
      subscription: subscriptionOf(row, plan.recurring),
      status: row.status,
      payment_status: row.paymentStatus,
      payment_method: row.paymentMethod as ChargePaymentMethod | null,
      finish_date: iso(row.finishDate),
      next_recurring_date: iso(row.nextRecurringDate),
      canceled_at: iso(row.canceledAt),
      created_at: row.createdAt.toISOString(),
      ...(options.withCharges
        ? { charges: chargeList.filter((_, i) => chargeRows[i].purchaseId === row.id), usage: usages[index] }
        : {}),
    };
  });
}

/** The organization's live purchase, optionally locked for the rest of the transaction. */
export async function findPurchase(db: Queryable, organizationId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, id), eq(purchases.organizationId, organizationId), isNull(purchases.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
