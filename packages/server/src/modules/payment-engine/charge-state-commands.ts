import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { providerMethodDetails, receiptUrlOf } from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { charges, purchases, type ChargeStatus, type FeeDetail } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { redactCardNumbers } from '../../provider-protocols/card-numbers';
import { publicBaseUrl } from '../../storage/index';
import { feesFor } from './fee-rules';
import { applyToPurchase, type SettledMethod } from './purchase-effect-commands';

export type ChargeUpdate =
  | { status: 'processing'; providerId?: string }
  | { status: 'succeeded'; providerId?: string; method?: SettledMethod; fees?: FeeDetail[] | null }
  | { status: 'failed'; providerId?: string; code: string; declineCode: string | null; message: string | null };

/**
 * How far along a charge is. A charge only ever moves to a higher rank, so a late or replayed message
 * ("processing" after "succeeded", a second "paid") changes nothing; succeeded and failed are both final.
 * Refunds and disputes (rank 3) belong to the charges module.
 */
const RANK: Record<ChargeStatus, number> = { pending: 0, processing: 1, succeeded: 2, paid: 2, failed: 2, refunded: 3, disputed: 3 };

export const canMoveCharge = (from: ChargeStatus, to: ChargeStatus) => RANK[to] > RANK[from];

/** Card-provider charges settle as `succeeded`, the bank gateways' as `paid` (dashboard-core 4). */
export const settledStatus = (provider: string): ChargeStatus => (provider === 'STRIPE' ? 'succeeded' : 'paid');

export type ChargeRow = typeof charges.$inferSelect;

/**
 * Locks a charge and, first, its purchase (none for a charge without one): the order payment-data takes them in (the
 * purchase, then the charges it abandons), so that a provider's notification or a confirm moving the charge meanwhile
 * waits instead of deadlocking with it (decisions 1167, 1176). Answers both rows as locked.
 */
export async function lockCharge(tx: Tx, chargeId: string) {
  const purchaseOfCharge = tx.select({ id: charges.purchaseId }).from(charges).where(eq(charges.id, chargeId));
  const [purchase] = await tx.select().from(purchases).where(inArray(purchases.id, purchaseOfCharge)).for('update');
  const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
  return { charge, purchase };
}

/** A charge and its purchase as `lockCharge` answers them, locked until the transaction ends. */
export type LockedCharge = Awaited<ReturnType<typeof lockCharge>>;

/**
 * Applies what a provider said about a charge, in the caller's transaction: locks the row (its purchase first), refuses to move
 * backwards, writes the realtime events of both (outbox), the purchase and, last, the charge. Returns whether
 * anything changed and the charge as written; the caller wakes the outbox after its commit, and writes nothing
 * after this but what a charge that did not move needs. A caller that locked them already in this transaction
 * (`lockCharge`, to check the charge first) passes the rows instead of locking them again.
 */
export async function moveCharge(app: FastifyInstance, tx: Tx, chargeId: string, update: ChargeUpdate, locked?: LockedCharge) {
  const { charge, purchase } = locked ?? (await lockCharge(tx, chargeId));
  if (!charge) throw new RangeError(`charge ${chargeId} does not exist`);
  const to = update.status === 'succeeded' ? settledStatus(charge.provider) : update.status;
  if (!canMoveCharge(charge.status, to)) return { moved: false as const, charge };

  const now = app.clock.now();
  const money = to === 'succeeded' || to === 'paid';
  // The provider's own fees when it reported them (live Stripe), else the sandbox schedule.
  const reported = update.status === 'succeeded' ? update.fees : null;
  const feeDetails = money ? (reported ?? feesFor(charge.paymentMethod, charge.amount)) : [];
  const amountFee = feeDetails.reduce((sum, f) => sum + f.amount, 0);
  const method = update.status === 'succeeded' ? update.method : undefined;
  const changes: Partial<ChargeRow> = {
    status: to,
    providerId: update.providerId ?? charge.providerId,
    updatedAt: now,
    ...(money
      ? {
          paidAt: now,
          feeDetails,
          amountFee,
          amountNet: charge.amount - amountFee,
          receiptUrl: charge.provider === 'STRIPE' ? receiptUrlOf(publicBaseUrl(app), charge.id) : null,
        }
      : {}),
    ...(method ? { paymentMethodDetails: providerMethodDetails(method) } : {}),
    // Masked here as the column masks it on write, so the row in hand is the one committed.
    ...(update.status === 'failed'
      ? { failureCode: update.code, failureMessage: redactCardNumbers(update.declineCode ?? update.message ?? update.code) }
      : {}),
  };
  const moved: ChargeRow = { ...charge, ...changes };

  // Everything else first, from the row as it will be: the charge's update comes last, since its statement trigger
  // locks the merchant's panel rows (charge_hours, service_days) that every payment of the merchant waits for, until
  // the commit (decision 1167).
  const event = money ? 'charge-succeeded' : to === 'failed' ? 'charge-failed' : 'charge-pending';
  await emitEvent(tx, charge.organizationId, event, { id: charge.id, occurredAt: now, charge: { row: moved } });
  if (purchase) await applyToPurchase(tx, moved, purchase, method ?? null, now);
  await tx.update(charges).set(changes).where(eq(charges.id, chargeId));
  return { moved: true as const, charge: moved };
}
