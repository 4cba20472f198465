import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { charges, customers, purchases, services, withdrawals } from '../../db/schema/index';
import type { PortalAccess } from '../../http/access';
import { isUuid } from '../../ids';
import { livePurchase } from '../customers/index';

/**
 * The portal buyer's purchases: this merchant's, bought under this e-mail (every customer row with it), without the
 * attempts the lists leave out; with what the withdrawal needs (the service's period, the withdrawal if any).
 * Anything else, another buyer's or another merchant's, is simply not found (404, never 403).
 */
export async function buyerPurchaseRows(db: Queryable, portal: PortalAccess, now: Date, purchaseId?: string, lock = false) {
  const conditions: SQL[] = [
    eq(purchases.organizationId, portal.organizationId),
    eq(customers.email, portal.email),
    isNull(purchases.deletedAt),
    livePurchase(now),
  ];
  if (purchaseId !== undefined) {
    if (!isUuid(purchaseId)) return [];
    conditions.push(eq(purchases.id, purchaseId));
  }
  const query = db
    .select({
      purchase: purchases,
      withdrawalDays: services.withdrawalDays,
      withdrawalExcluded: services.withdrawalExcluded,
      customerLanguage: customers.language,
      withdrawal: withdrawals,
    })
    .from(purchases)
    .innerJoin(customers, eq(customers.id, purchases.customerId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .leftJoin(withdrawals, eq(withdrawals.purchaseId, purchases.id))
    .where(and(...conditions))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return lock ? query.for('update', { of: purchases }) : query;
}

export type BuyerPurchaseRow = Awaited<ReturnType<typeof buyerPurchaseRows>>[number];

/** One of the portal buyer's charges at this merchant (a charge of a customer row with their e-mail), or undefined. */
export async function buyerCharge(db: Queryable, portal: PortalAccess, chargeId: string) {
  if (!isUuid(chargeId)) return undefined;
  const [row] = await db
    .select({ id: charges.id })
    .from(charges)
    .innerJoin(customers, eq(customers.id, charges.customerId))
    .where(and(eq(charges.id, chargeId), eq(charges.organizationId, portal.organizationId), eq(customers.email, portal.email)));
  return row;
}
