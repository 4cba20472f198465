import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withdrawalOf, type Withdrawal } from '@cobro/contracts';
import { organizations, plans, purchases, services, withdrawals } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { PortalAccess } from '../../http/access';
import { mailerOf } from '../../mail/index';
import { emitEvent } from '../../realtime/emit';
import { acknowledgmentMail, withdrawalViews } from '../withdrawals/index';
import { buyerPurchaseRows } from './portal-queries';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * POST /portal/purchases/{id}/withdrawal ("Confirmar desistimiento"): recorded once per purchase. Under the purchase's
 * lock the period is checked and the row inserted with its `withdrawal-requested` event (callback and realtime); the
 * unique key on the purchase makes a double click, a retry or a second tab answer the same record, with no second
 * event nor mail. The acknowledgment is mailed at once, after the commit.
 */
export async function withdraw(app: FastifyInstance, portal: PortalAccess, purchaseId: string, name: string): Promise<Withdrawal> {
  const db = app.database.db;
  const now = app.clock.now();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await buyerPurchaseRows(tx, portal, now, purchaseId, true);
    if (!row) throw new AppError('CHK-006');
    if (row.withdrawal) return { record: row.withdrawal, created: false };
    const { state } = withdrawalOf(
      {
        status: row.purchase.status,
        purchasedAt: row.purchase.createdAt,
        withdrawalDays: row.withdrawalDays,
        withdrawalExcluded: row.withdrawalExcluded,
        withdrawalWaivedAt: row.purchase.withdrawalWaivedAt,
        receivedAt: null,
      },
      now,
    );
    if (state === 'excluded') throw new AppError('WDR-002');
    if (state !== 'available') throw new AppError('WDR-001', { details: { reason: state } });
    const [inserted] = await tx
      .insert(withdrawals)
      .values({
        organizationId: portal.organizationId,
        purchaseId: row.purchase.id,
        customerId: row.purchase.customerId,
        email: portal.email,
        name,
        language: row.customerLanguage,
        receivedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing({ target: withdrawals.purchaseId })
      .returning();
    if (!inserted) {
      const [existing] = await tx.select().from(withdrawals).where(eq(withdrawals.purchaseId, row.purchase.id));
      return { record: existing, created: false };
    }
    await emitEvent(tx, portal.organizationId, 'withdrawal-requested', { id: inserted.id, occurredAt: now });
    return { record: inserted, created: true };
  });
  if (outcome.created) {
    app.outbox.wake();
    // The withdrawal stands once recorded (its receipt time is the commit's); a mail that fails is logged, not answered.
    await acknowledge(app, outcome.record).catch((error: unknown) =>
      app.log.error({ err: error, withdrawal: outcome.record.id }, 'withdrawal acknowledgment mail failed'),
    );
  }
  const [view] = await withdrawalViews(db, [outcome.record]);
  return view;
}

/** The acknowledgment on a durable medium: the buyer's mail, with the date and time of receipt and the contract. */
async function acknowledge(app: FastifyInstance, withdrawal: WithdrawalRow) {
  const db = app.database.db;
  const [contract] = await db
    .select({ merchant: organizations.companyName, service: services.name, plan: plans.name, purchasedAt: purchases.createdAt })
    .from(withdrawals)
    .innerJoin(organizations, eq(organizations.id, withdrawals.organizationId))
    .innerJoin(purchases, eq(purchases.id, withdrawals.purchaseId))
    .innerJoin(services, eq(services.id, purchases.serviceId))
    .innerJoin(plans, eq(plans.id, purchases.planId))
    .where(eq(withdrawals.id, withdrawal.id));
  await mailerOf(app).send({
    organizationId: withdrawal.organizationId,
    to: withdrawal.email,
    ...acknowledgmentMail({
      language: withdrawal.language,
      name: withdrawal.name,
      merchant: contract.merchant,
      service: contract.service,
      plan: contract.plan,
      purchaseId: withdrawal.purchaseId,
      purchasedAt: contract.purchasedAt,
      receivedAt: withdrawal.receivedAt,
    }),
  });
}
