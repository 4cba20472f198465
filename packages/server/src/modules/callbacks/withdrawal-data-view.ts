import { and, eq } from 'drizzle-orm';
import { PRODUCT_PREFIX, type CallbackWithdrawalData } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { customers, plans, purchases, services, withdrawals } from '../../db/schema/index';

/** The body of a `withdrawal-requested` callback (decision 1153, docs/callbacks.md): who withdrew from what, and when. */
export async function callbackWithdrawalData(db: Queryable, organizationId: string, withdrawalId: string): Promise<CallbackWithdrawalData | null> {
  const [row] = await db
    .select({ withdrawal: withdrawals, service: services.name, plan: plans.name, externalCustomerId: customers.externalCustomerId })
    .from(withdrawals)
    .innerJoin(purchases, eq(purchases.id, withdrawals.purchaseId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .innerJoin(customers, eq(customers.id, withdrawals.customerId))
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.organizationId, organizationId)));
  if (!row) return null;
  return {
    type: 'withdrawal-requested',
    withdrawal_id: row.withdrawal.id,
    [`${PRODUCT_PREFIX}_purchase_id`]: row.withdrawal.purchaseId,
    received_at: row.withdrawal.receivedAt.toISOString(),
    name: row.withdrawal.name,
    email: row.withdrawal.email,
    service_name: row.service,
    plan_name: row.plan,
    external_customer_id: row.externalCustomerId,
  } as CallbackWithdrawalData;
}
