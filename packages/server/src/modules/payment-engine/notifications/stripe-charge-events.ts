import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/database';
import { charges, refunds, type DisputeStatus } from '../../../db/schema/index';
import { emitEvent } from '../../../realtime/emit';
import type { NotificationAnswer } from './redsys-notification';

/** The fields of a Stripe Dispute and Refund this server reads; both name the PaymentIntent the charge is stored by. */
export interface DisputeObject { id: string; payment_intent?: string | null; amount: number; reason?: string | null; status: string }
export interface RefundObject {
  id: string;
  payment_intent?: string | null;
  amount: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
  reason?: string | null;
}

/**
 * Stripe's dispute statuses in the contract's list (DisputeStatus): a dispute (or inquiry) under review has had its
 * evidence submitted, and an inquiry closed without becoming a dispute leaves the money with the merchant (won).
 */
const DISPUTE_STATUS: Record<string, DisputeStatus> = {
  won: 'won',
  lost: 'lost',
  needs_response: 'needs_response',
  warning_needs_response: 'warning_needs_response',
  under_review: 'submitted',
  warning_under_review: 'submitted',
  warning_closed: 'won',
};
/** The refund reasons the contract knows (RefundReason); Stripe's own (expired_uncaptured_charge...) are stored as none. */
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;
const refundReasonOf = (reason: string | null | undefined) => REFUND_REASONS.find((known) => known === reason) ?? null;

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated']);
/** A refund that holds its amount (Stripe counts pending refunds in amount_refunded too). */
const counts = (status: string) => status === 'pending' || status === 'succeeded' || status === 'requires_action';

async function lockedCharge(tx: Tx, intentId: string | null | undefined) {
  if (!intentId) return undefined;
  const [row] = await tx
    .select()
    .from(charges)
    .where(and(eq(charges.provider, 'STRIPE'), eq(charges.providerId, intentId)))
    .for('update');
  return row;
}

/** charge.dispute.*: the charge becomes `disputed` with the dispute's amount, reason and status; a replay is a no-op. */
async function disputeChanged(app: FastifyInstance, tx: Tx, dispute: DisputeObject): Promise<string> {
  const charge = await lockedCharge(tx, dispute.payment_intent);
  if (!charge) return 'unknown_intent';
  const reason = dispute.reason ?? null;
  const status = DISPUTE_STATUS[dispute.status] ?? charge.disputeStatus ?? 'needs_response';
  if (charge.status === 'disputed' && charge.disputeStatus === status && charge.disputeAmount === dispute.amount && charge.disputeReason === reason) {
    return 'no_op';
  }
  const now = app.clock.now();
  await tx
    .update(charges)
    .set({ status: 'disputed', disputeAmount: dispute.amount, disputeReason: reason, disputeStatus: status, updatedAt: now })
    .where(eq(charges.id, charge.id));
  await emitEvent(tx, charge.organizationId, 'charge-disputed', { id: charge.id, occurredAt: now });
  return 'disputed';
}

/**
 * A refund Stripe reports (made here and settled, or made in Stripe's own dashboard): one refund row per Stripe
 * refund id; amount_refunded counts it while it holds its amount and gives it back when it fails or is canceled;
 * a full refund makes the charge `refunded` (and one given back makes it `succeeded` again). A replay finds the row as it is and changes nothing.
 */
async function refundChanged(app: FastifyInstance, tx: Tx, refund: RefundObject): Promise<string> {
  const charge = await lockedCharge(tx, refund.payment_intent);
  if (!charge) return 'unknown_intent';
  const status = refund.status === 'requires_action' ? 'pending' : refund.status;
  const [known] = await tx.select().from(refunds).where(and(eq(refunds.chargeId, charge.id), eq(refunds.providerId, refund.id)));
  const before = known ? counts(known.status) : false;
  if (known?.status === status) return 'no_op';
  const now = app.clock.now();
  if (known) await tx.update(refunds).set({ status }).where(eq(refunds.id, known.id));
  else {
    await tx.insert(refunds).values({
      organizationId: charge.organizationId,
      chargeId: charge.id,
      amount: refund.amount,
      status,
      reason: refundReasonOf(refund.reason),
      providerId: refund.id,
      createdAt: now,
    });
  }
  const delta = (counts(status) ? refund.amount : 0) - (before ? refund.amount : 0);
  const amountRefunded = charge.amountRefunded + delta;
  const full = amountRefunded >= charge.amount;
  await tx
    .update(charges)
    .set({
      amountRefunded,
      amountNet: charge.amountNet - delta,
      refunded: full,
      status: charge.status === 'disputed' ? 'disputed' : full ? 'refunded' : charge.status === 'refunded' ? 'succeeded' : charge.status,
      refundReason: refundReasonOf(refund.reason) ?? charge.refundReason,
      updatedAt: now,
    })
    .where(eq(charges.id, charge.id));
  await emitEvent(tx, charge.organizationId, 'charge-refunded', { id: charge.id, occurredAt: now });
  return 'refunded';
}

/**
 * Disputes and refunds made outside the product reach the charge: charge.dispute.created/updated/closed, and
 * refund.created/updated, charge.refund.updated and charge.refunded (each refund of its list). The charge and its
 * realtime event are written in one transaction. Answers null for any other event.
 */
export async function handleChargeEvent(
  app: FastifyInstance,
  type: string,
  object: { refunds?: { data?: RefundObject[] } } & Record<string, unknown>,
): Promise<NotificationAnswer | null> {
  let work: ((tx: Tx) => Promise<string>) | null = null;
  if (type.startsWith('charge.dispute.')) work = (tx) => disputeChanged(app, tx, object as unknown as DisputeObject);
  if (REFUND_EVENTS.has(type)) work = (tx) => refundChanged(app, tx, object as unknown as RefundObject);
  if (type === 'charge.refunded') {
    const list = object.refunds?.data ?? [];
    work = async (tx) => {
      const outcomes = [];
      for (const refund of list) outcomes.push(await refundChanged(app, tx, { ...refund, payment_intent: refund.payment_intent ?? (object.payment_intent as string) }));
      return outcomes.includes('refunded') ? 'refunded' : list.length ? outcomes[0] : 'ignored';
    };
  }
  if (!work) return null;
  const run = work;
  const outcome = await app.database.db.transaction((tx) => run(tx));
  app.outbox.wake();
  return { status: 200, outcome };
}
