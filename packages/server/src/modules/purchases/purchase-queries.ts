import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customers, organizations, paymentMethods, plans, purchases, services } from '../../db/schema/index';

/**
 * The one purchase + plan + customer join (with the service, the organization and the saved method, when there is
 * one): the checkout's purchase, the subscription pages and the renewals add their `where`. A list page reads less
 * (purchase-view.ts): only the names its rows show.
 */
export const purchaseJoin = (db: Queryable) =>
  db
    .select({ purchase: purchases, plan: plans, service: services, customer: customers, organization: organizations, method: paymentMethods })
    .from(purchases)
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(customers, eq(customers.id, purchases.customerId))
    .innerJoin(organizations, eq(organizations.id, purchases.organizationId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, purchases.paymentMethodId));

export type PurchaseJoinRow = Awaited<ReturnType<ReturnType<typeof purchaseJoin>['execute']>>[number];
