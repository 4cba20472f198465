import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { charges, liveIntentPredicate, paymentMethods, sandboxIntents } from '../../../db/schema/index';
import {
  SANDBOX_IBANS,
  sandboxOffSessionOutcome,
  type CreatePaymentInput,
  type PaymentProvider,
  type PaymentReference,
  type PaymentResult,
  type RefundInput,
  type RefundResult,
} from '../../../provider-protocols/index';
import { sha256 } from '../../../ids';
import { newClientSecret, providerId } from './ids';

/** The sandbox's publishable key: the checkout embeds the sandbox frame instead of Stripe.js when it sees it. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_cobro';
/** How long (clock time) a sandbox SEPA debit stays processing before it settles. */
export const SANDBOX_SEPA_SETTLE_MS = 5_000;

type IntentRow = typeof sandboxIntents.$inferSelect;

/** What a sandbox intent means to the charge engine, as Stripe's PaymentIntent status would. */
export function intentResult(intent: IntentRow, clientSecret: string | null): PaymentResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerPaymentId: intent.id };
    case 'processing':
      return { status: 'processing', providerPaymentId: intent.id };
    case 'failed':
      return { status: 'failed', providerPaymentId: intent.id, code: intent.failureCode ?? 'card_declined', declineCode: intent.declineCode, message: null };
    case 'canceled':
    case 'refunded':
      // Like a canceled PaymentIntent: this attempt took no money it kept, and cannot take any now.
      return { status: 'failed', providerPaymentId: intent.id, code: 'canceled', declineCode: null, message: null };
    default:
      return {
        status: 'requires_action',
        providerPaymentId: intent.id,
        action: { type: 'confirm_in_element', clientSecret: clientSecret ?? '', publishableKey: SANDBOX_PUBLISHABLE_KEY },
      };
  }
}

type IntentValues = Pick<IntentRow, 'organizationId' | 'kind' | 'method' | 'amount'> & { chargeId?: string; purchaseId?: string };

function intentInsert(app: FastifyInstance, values: IntentValues) {
  const id = providerId(values.kind === 'payment' ? 'pi_sb' : 'seti_sb');
  const clientSecret = newClientSecret(id);
  const now = app.clock.now();
  const insert = app.database.db.insert(sandboxIntents).values({ id, ...values, clientSecretHash: sha256(clientSecret), createdAt: now, updatedAt: now });
  return { insert, clientSecret };
}

/** Opens an intent for the sandbox frame to confirm, answering its one-time client secret. */
export async function openIntent(app: FastifyInstance, values: IntentValues) {
  const { insert, clientSecret } = intentInsert(app, values);
  const [intent] = await insert.returning();
  return { intent, clientSecret };
}

/**
 * Opens the charge's payment intent unless it already has a live one (null then): the live-intent unique index
 * decides, so of two concurrent calls exactly one opens it.
 */
async function claimPaymentIntent(app: FastifyInstance, values: IntentValues & { chargeId: string }) {
  const { insert, clientSecret } = intentInsert(app, values);
  const [intent] = await insert.onConflictDoNothing({ target: sandboxIntents.chargeId, where: liveIntentPredicate }).returning();
  return intent ? { intent, clientSecret } : null;
}

/**
 * Card and SEPA without any outside service. createPayment opens an intent the sandbox frame confirms
 * (sandbox/confirm.ts); asking again for the same charge rotates the client secret, so only the newest frame can
 * confirm and an earlier one cannot pay a second time. Renewals (off-session) settle from the saved method.
 */
export function sandboxCardProvider(app: FastifyInstance): PaymentProvider {
  const db = () => app.database.db;

  async function offSession(input: CreatePaymentInput, providerMethodId: string): Promise<PaymentResult> {
    const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.providerId, providerMethodId));
    const outcome = sandboxOffSessionOutcome(method?.type ?? 'card', method ? method.last4 : null);
    const { intent } = await openIntent(app, { organizationId: input.organizationId, kind: 'payment', method: input.paymentMethod as 'card', amount: input.amount, chargeId: input.chargeId });
    const now = app.clock.now();
    const settles = method?.last4 === SANDBOX_IBANS.fails.slice(-4) ? 'failed' : 'succeeded';
    const [updated] = await db()
      .update(sandboxIntents)
      .set(
        outcome === 'succeeded'
          ? { status: 'succeeded', brand: method?.brand ?? null, last4: method?.last4 ?? null }
          : outcome === 'processing'
            ? { status: 'processing', settlesAs: settles, settleAt: new Date(now.getTime() + SANDBOX_SEPA_SETTLE_MS), last4: method?.last4 ?? null }
            : { status: 'failed', failureCode: outcome.failed, declineCode: outcome.declineCode },
      )
      .where(eq(sandboxIntents.id, intent.id))
      .returning();
    return intentResult(updated, null);
  }

  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput): Promise<PaymentResult> {
      if (input.paymentMethod !== 'card' && input.paymentMethod !== 'sepa_debit') {
        throw new RangeError(`the sandbox card provider does not take ${input.paymentMethod}`);
      }
      if (input.offSession) return offSession(input, input.offSession.providerMethodId);
      // The insert is the claim: the live-intent unique index lets one intent per charge exist, so of two concurrent
      // calls one opens it and the other (its insert skipped) rotates that intent's secret below.
      const opened = await claimPaymentIntent(app, {
        organizationId: input.organizationId,
        kind: 'payment',
        method: input.paymentMethod,
        amount: input.amount,
        chargeId: input.chargeId,
      });
      if (opened) return intentResult(opened.intent, opened.clientSecret);
      // The live one, or (declined since the insert conflicted) the newest: its result is what this call answers.
      const [live] = await db()
        .select()
        .from(sandboxIntents)
        .where(and(eq(sandboxIntents.chargeId, input.chargeId), eq(sandboxIntents.kind, 'payment')))
        .orderBy(sql`${sandboxIntents.status} in ('failed', 'canceled', 'refunded')`, desc(sandboxIntents.createdAt))
        .limit(1);
      if (live.status !== 'requires_payment_method') return intentResult(live, null);
      const clientSecret = newClientSecret(live.id);
      // Only while nobody confirmed it: a confirm that won the row lock first keeps its result, and this answers it.
      const [rotated] = await db()
        .update(sandboxIntents)
        .set({ clientSecretHash: sha256(clientSecret), updatedAt: app.clock.now() })
        .where(and(eq(sandboxIntents.id, live.id), eq(sandboxIntents.status, 'requires_payment_method')))
        .returning();
      if (!rotated) return intentResult((await db().select().from(sandboxIntents).where(eq(sandboxIntents.id, live.id)))[0], null);
      return intentResult(rotated, clientSecret);
    },

    async lookupPayment(reference: PaymentReference): Promise<PaymentResult> {
      const [intent] = await db().select().from(sandboxIntents).where(eq(sandboxIntents.id, reference.providerPaymentId));
      if (!intent || intent.chargeId !== reference.chargeId) {
        return { status: 'failed', providerPaymentId: reference.providerPaymentId, code: 'resource_missing', declineCode: null, message: null };
      }
      return intentResult(intent, null);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const [intent] = await db().select().from(sandboxIntents).where(eq(sandboxIntents.id, input.providerPaymentId));
      if (intent && (intent.chargeId !== input.chargeId || intent.status !== 'succeeded')) {
        return { status: 'failed', code: 'charge_not_refundable', message: null };
      }
      // Charges without an intent are the demo seed's: the sandbox stands in for their provider too.
      return refundWithin(app, input, 're_sb');
    },
  };
}

/** A simulated refund: refused above what is left of the charge, else done at once. */
export async function refundWithin(app: FastifyInstance, input: RefundInput, prefix: string): Promise<RefundResult> {
  const [charge] = await app.database.db.select().from(charges).where(eq(charges.id, input.chargeId));
  if (!charge || charge.providerId !== input.providerPaymentId) return { status: 'failed', code: 'resource_missing', message: null };
  if (input.amount <= 0 || input.amount > charge.amount - charge.amountRefunded) return { status: 'failed', code: 'amount_too_large', message: null };
  return { status: 'succeeded', providerRefundId: providerId(prefix) };
}
