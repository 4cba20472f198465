import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canRefund, validateRefundAmount, type Charge, type RefundBody } from '@cobro/contracts';
import type { Tx } from '../../db/database';
import { charges, refunds } from '../../db/schema/index';
import { AppError } from '../../errors/app-error';
import type { PaymentProvider, RefundResult } from '../../provider-protocols/index';
import { emitEvent } from '../../realtime/emit';
import type { ProviderSelector } from '../payment-engine/index';
import { chargeRuleState, chargeViews, findCharge, type ChargeRow } from './charge-view';

export type ProviderResolver = (app: FastifyInstance, selector: ProviderSelector) => PaymentProvider;

export interface RefundContext {
  app: FastifyInstance;
  organizationId: string;
  providerFor: ProviderResolver;
}

/** Refunds asked of the provider and not answered yet: they hold their amount until they settle. */
async function inFlightAmount(tx: Tx, chargeId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${refunds.amount})` })
    .from(refunds)
    .where(and(eq(refunds.chargeId, chargeId), eq(refunds.status, 'pending'), isNull(refunds.providerId)));
  return Number(row.sum ?? 0);
}

/**
 * Step 1, under the charge's row lock: the refund rules and the amount check against what is left (minus refunds
 * in flight), then a pending refund row that reserves the amount. Two concurrent refunds queue on the lock, so
 * the second sees the first's reservation and can never take the total above the charge.
 */
async function reserve(ctx: RefundContext, chargeId: string, body: RefundBody) {
  return ctx.app.database.db.transaction(async (tx) => {
    const row = await findCharge(tx, ctx.organizationId, chargeId, true);
    if (!row) throw new AppError('CHA-003');
    if (!canRefund(chargeRuleState(row))) throw new AppError('CHA-004', { details: { reason: 'not_refundable' } });
    const inFlight = await inFlightAmount(tx, row.id);
    const check = validateRefundAmount(body.amount, { amount: row.amount, amount_refunded: row.amountRefunded + inFlight });
    if (!check.ok) {
      throw new AppError('CHA-006', { fields: { amount: check.message }, details: { remaining: check.remaining } });
    }
    const [refund] = await tx
      .insert(refunds)
      .values({
        organizationId: ctx.organizationId,
        chargeId: row.id,
        amount: check.amount,
        status: 'pending',
        reason: body.reason ?? null,
        createdAt: ctx.app.clock.now(),
      })
      .returning();
    return { charge: row, refund };
  });
}

/** Step 3, under the lock again: the provider's answer becomes the refund's status and the charge's amounts. */
async function settle(ctx: RefundContext, refundId: string, charge: ChargeRow, result: RefundResult) {
  const now = ctx.app.clock.now();
  await ctx.app.database.db.transaction(async (tx) => {
    const row = await findCharge(tx, ctx.organizationId, charge.id, true);
    if (!row) throw new AppError('CHA-003');
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (result.status === 'failed') {
      await tx
        .update(refunds)
        .set({ status: 'failed', failureMessage: result.message ?? result.code })
        .where(eq(refunds.id, refundId));
      return;
    }
    if (result.providerRefundId) {
      const [reported] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.chargeId, row.id), eq(refunds.providerId, result.providerRefundId)));
      // Stripe's refund webhook came first (it holds the same lock): it recorded and counted this refund already,
      // so the reservation goes instead of counting it twice.
      if (reported) {
        await tx.delete(refunds).where(eq(refunds.id, refundId));
        return;
      }
    }
    await tx.update(refunds).set({ status: result.status, providerId: result.providerRefundId }).where(eq(refunds.id, refundId));
    // Like the card provider, amount_refunded counts a refund once the provider has accepted it.
    const amountRefunded = row.amountRefunded + refund.amount;
    const full = amountRefunded >= row.amount;
    await tx
      .update(charges)
      .set({
        amountRefunded,
        amountNet: row.amountNet - refund.amount,
        refunded: full,
        status: full ? 'refunded' : row.status,
        refundReason: refund.reason ?? row.refundReason,
        updatedAt: now,
      })
      .where(eq(charges.id, row.id));
    await emitEvent(tx, ctx.organizationId, 'charge-refunded', { id: row.id, occurredAt: now });
  });
  ctx.app.outbox.wake();
}

/**
 * PUT /charges/{id}/refund: reserve under the row lock, ask the provider outside any transaction (a network call
 * must not hold a lock, and the embedded database has one connection), then settle. A provider refusal is CHA-004
 * with the provider's code; the reservation is released.
 */
export async function refundCharge(ctx: RefundContext, chargeId: string, body: RefundBody, idempotencyKey?: string): Promise<Charge> {
  const existing = await findCharge(ctx.app.database.db, ctx.organizationId, chargeId);
  if (!existing) throw new AppError('CHA-003');
  let provider: PaymentProvider;
  try {
    provider = ctx.providerFor(ctx.app, {
      provider: existing.provider,
      payment_method: existing.paymentMethod,
      provider_id: existing.providerId,
    });
  } catch (error) {
    // The registry's way of saying it has no provider for this charge; anything else is a bug and stays a 500.
    if (error instanceof RangeError) throw new AppError('PE-004', { details: { provider: existing.provider } });
    throw error;
  }
  const { charge, refund } = await reserve(ctx, chargeId, body);
  let result: RefundResult;
  try {
    result = await provider.refund({
      chargeId: charge.id,
      providerPaymentId: charge.providerId ?? '',
      idempotencyKey: idempotencyKey ? `${charge.id}:${idempotencyKey}` : refund.id,
      amount: refund.amount,
      reason: refund.reason,
    });
  } catch (error) {
    result = { status: 'failed', code: 'provider_error', message: error instanceof Error ? error.message : null };
  }
  await settle(ctx, refund.id, charge, result);
  if (result.status === 'failed') {
    throw new AppError('CHA-004', { details: { reason: 'provider_refused', provider_code: result.code } });
  }
  const updated = await findCharge(ctx.app.database.db, ctx.organizationId, chargeId);
  const [view] = await chargeViews(ctx.app.database.db, [updated!]);
  return view;
}
