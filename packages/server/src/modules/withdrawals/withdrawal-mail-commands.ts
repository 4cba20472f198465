import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { organizations, plans, purchases, services, withdrawals } from '../../db/schema/index';
import { mailerOf } from '../../mail/index';
import { acknowledgmentMail } from './withdrawal-mail-view';

/**
 * The acknowledgment on a durable medium: the buyer's mail, with the date and time of receipt and the contract.
 * Queued with the withdrawal (kind `withdrawal`) and sent by the app's mail queue, which retries a failed send
 * (decision 1162); the receipt time is the record's, whenever the mail goes.
 */
export async function acknowledgeWithdrawal(app: FastifyInstance, withdrawalId: string) {
  const [found] = await app.database.db
    .select({ withdrawal: withdrawals, merchant: organizations.companyName, service: services.name, plan: plans.name, purchasedAt: purchases.createdAt })
    .from(withdrawals)
    .innerJoin(organizations, eq(organizations.id, withdrawals.organizationId))
    .innerJoin(purchases, eq(purchases.id, withdrawals.purchaseId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!found) throw new Error(`withdrawal ${withdrawalId} not found`);
  const { withdrawal } = found;
  await mailerOf(app).send({
    organizationId: withdrawal.organizationId,
    to: withdrawal.email,
    ...acknowledgmentMail({
      language: withdrawal.language,
      name: withdrawal.name,
      merchant: found.merchant,
      service: found.service,
      plan: found.plan,
      purchaseId: withdrawal.purchaseId,
      purchasedAt: found.purchasedAt,
      receivedAt: withdrawal.receivedAt,
    }),
  });
}
