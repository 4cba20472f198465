import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withdrawalOf, type Withdrawal } from '@cobro/contracts';
import { withdrawals } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { PortalAccess } from '../../http/access';
import { enqueueMail } from '../../mail/index';
import { emitEvent } from '../../realtime/emit';
import { withdrawalViews } from '../withdrawals/index';
import { buyerPurchaseRows } from './portal-queries';

/**
 * POST /portal/purchases/{id}/withdrawal ("Confirmar desistimiento"): recorded once per purchase. Under the purchase's
 * lock the period is checked and the row inserted with its `withdrawal-requested` event (callback and realtime); the
 * unique key on the purchase makes a double click, a retry or a second tab answer the same record, with no second
 * event nor mail. The acknowledgment is queued in the same transaction and the mail queue sends it at once after the
 * commit, retrying a failed send (decision 1162): the withdrawal stands whatever the mail does.
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
    await enqueueMail(tx, { kind: 'withdrawal', subjectId: inserted.id, organizationId: portal.organizationId, at: now });
    return { record: inserted, created: true };
  });
  if (outcome.created) {
    app.outbox.wake();
    app.mailQueue.wake();
  }
  const [view] = await withdrawalViews(db, [outcome.record]);
  return view;
}
