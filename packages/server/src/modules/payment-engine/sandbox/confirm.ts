import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/database';
import { sandboxIntents, type SandboxPaymentStatus } from '../../../db/schema/index';
import { sandboxCardOutcome, sandboxSepaOutcome, sandboxSetupOutcome } from '../../../provider-protocols/index';
import { lockCharge, moveCharge, type LockedCharge } from '../charge-state-commands';
import { flagDuplicatePayment } from '../duplicate-payment-commands';
import { sha256 } from '../../../ids';
import { providerId } from '../provider-adapters/ids';
import { SANDBOX_SEPA_SETTLE_MS } from '../provider-adapters/sandbox-card';
import type { SettledMethod } from '../purchase-effect-commands';
import { replaceSubscriptionMethod } from '../method-commands';

export type IntentRow = typeof sandboxIntents.$inferSelect;

/**
 * The intent's charge, locked until the confirmation commits: payment-data abandoning it for another method waits,
 * so a charge cannot be abandoned between this check and its payment. Its purchase is locked first, as payment-data
 * locks it before the charges it abandons: in the other order a confirm racing a payment-data (PostgreSQL) deadlocked,
 * the payment paying the charge and then writing the purchase (decision 1167). The rows go on to `moveCharge`, which
 * does not lock them again. Undefined when the charge is no longer pending (or the intent has none).
 */
async function pendingCharge(tx: Tx, chargeId: string | null) {
  const locked = chargeId ? await lockCharge(tx, chargeId) : undefined;
  return locked?.charge?.status === 'pending' ? locked : undefined;
}

/** What the frame posts to its parent (sandbox protocol: `cobro-sandbox:result`), plus the 3-D Secure step. */
export interface ConfirmResult {
  status: 'succeeded' | 'processing' | 'failed' | 'requires_action';
  code?: string;
  decline_code?: string;
  message?: string;
}

export type Instrument =
  | { type: 'card'; number: string; exp_month: number; exp_year: number; cvc: string }
  | { type: 'sepa_debit'; iban: string; name: string };

/** The intent a client secret opens (by its hash only), or null. */
export async function intentOfSecret(app: FastifyInstance, clientSecret: string, tx?: Tx, lock = false) {
  const query = (tx ?? app.database.db).select().from(sandboxIntents).where(eq(sandboxIntents.clientSecretHash, sha256(clientSecret)));
  const [intent] = lock ? await query.for('update') : await query;
  return intent ?? null;
}

const brandOf = (number: string) => (number.startsWith('4') ? 'visa' : /^5[1-5]/.test(number) ? 'mastercard' : 'card');

export function resultOf(intent: IntentRow): ConfirmResult {
  if (intent.status === 'canceled' || intent.status === 'refunded') return { status: 'failed', code: 'payment_intent_unexpected_state' };
  const status = intent.status === 'requires_payment_method' ? 'failed' : intent.status;
  if (status !== 'failed') return { status };
  return { status, code: intent.failureCode ?? 'card_declined', ...(intent.declineCode ? { decline_code: intent.declineCode } : {}) };
}

/** Card checks Stripe makes before it asks the issuer: expiry in the future, a 3-4 digit CVC. */
function invalidCard(card: Extract<Instrument, { type: 'card' }>, now: Date): string | null {
  const endOfExpiry = Date.UTC(card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year, card.exp_month, 1);
  if (card.exp_month < 1 || card.exp_month > 12 || endOfExpiry <= now.getTime()) return 'invalid_expiry_year';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'incorrect_cvc';
  return null;
}

/**
 * The sandbox frame's confirm: applies the test instrument to the intent under its row lock, so a second confirm
 * of the same secret (a double click) only reads the first one's result. An invalid entry leaves the intent open
 * for a corrected try. Card numbers stop here: only the brand and last four digits are kept.
 */
export async function confirmIntent(app: FastifyInstance, clientSecret: string, instrument: Instrument): Promise<ConfirmResult | null> {
  const result = await app.database.db.transaction(async (tx) => {
    const intent = await intentOfSecret(app, clientSecret, tx, true);
    if (!intent) return null;
    if (intent.status !== 'requires_payment_method') return resultOf(intent);
    if (instrument.type !== intent.method) return { status: 'failed' as const, code: 'payment_method_mismatch' };
    // The checkout abandoned this charge (the buyer chose another method): like a canceled PaymentIntent, it can no
    // longer take money, or the buyer would pay for a charge the merchant sees as failed.
    const locked = await pendingCharge(tx, intent.chargeId);
    if (intent.chargeId && !locked) return { status: 'failed' as const, code: 'payment_intent_unexpected_state' };
    const now = app.clock.now();
    if (instrument.type === 'card') {
      const number = instrument.number.replace(/[ -]/g, '');
      const outcome = intent.kind === 'setup' ? sandboxSetupOutcome(number) : sandboxCardOutcome(number);
      const invalid = outcome.result === 'invalid' ? outcome.code : invalidCard(instrument, now);
      if (invalid) return { status: 'failed' as const, code: invalid };
      const card = { brand: brandOf(number), last4: number.slice(-4) };
      if (outcome.result === 'requires_action') return update(app, tx, intent, { status: 'requires_action', settlesAs: 'succeeded', ...card }, locked);
      if (outcome.result === 'succeeded') return update(app, tx, intent, { status: 'succeeded', ...card }, locked);
      if (outcome.result === 'failed' && intent.kind === 'setup') {
        // A declined card leaves a setup open for another card (Stripe's SetupIntent does the same).
        return { status: 'failed' as const, code: outcome.code, decline_code: outcome.declineCode };
      }
      if (outcome.result === 'failed') {
        return update(app, tx, intent, { status: 'failed', failureCode: outcome.code, declineCode: outcome.declineCode, ...card }, locked);
      }
      return { status: 'failed' as const, code: 'incorrect_number' };
    }
    const outcome = sandboxSepaOutcome(instrument.iban);
    if (outcome.result === 'invalid') return { status: 'failed' as const, code: outcome.code };
    const last4 = instrument.iban.replace(/\s+/g, '').slice(-4);
    // Saving a mandate succeeds at once; a debit is processing until the settle job runs.
    if (intent.kind === 'setup') return update(app, tx, intent, { status: 'succeeded', last4 }, locked);
    return update(
      app,
      tx,
      intent,
      { status: 'processing', settlesAs: outcome.settlesAs, settleAt: new Date(now.getTime() + SANDBOX_SEPA_SETTLE_MS), last4 },
      locked,
    );
  });
  app.outbox.wake();
  return result;
}

/** The sandbox's 3-D Secure page: Complete pays, Fail declines with Stripe's authentication failure code. */
export async function authenticateIntent(app: FastifyInstance, clientSecret: string, completed: boolean): Promise<ConfirmResult | null> {
  const result = await app.database.db.transaction(async (tx) => {
    const intent = await intentOfSecret(app, clientSecret, tx, true);
    if (!intent) return null;
    if (intent.status !== 'requires_action') return resultOf(intent);
    if (!completed) return update(app, tx, intent, { status: 'failed', failureCode: 'payment_intent_authentication_failure', declineCode: null });
    const locked = await pendingCharge(tx, intent.chargeId);
    if (intent.chargeId && !locked) return update(app, tx, intent, { status: 'failed', failureCode: 'payment_intent_unexpected_state', declineCode: null });
    return update(app, tx, intent, { status: 'succeeded' }, locked);
  });
  app.outbox.wake();
  return result;
}

/**
 * Settles the SEPA debits whose time has come (clock time): run by the scheduler, and by tests directly. The test
 * hook passes a later `asOf` and one merchant, so a browser journey need not wait out the settle delay.
 */
export async function settleSandboxDebits(app: FastifyInstance, only: { asOf?: Date; organizationId?: string } = {}): Promise<number> {
  const due = await app.database.db
    .select({ id: sandboxIntents.id })
    .from(sandboxIntents)
    .where(
      and(
        eq(sandboxIntents.status, 'processing'),
        lte(sandboxIntents.settleAt, only.asOf ?? app.clock.now()),
        only.organizationId ? eq(sandboxIntents.organizationId, only.organizationId) : undefined,
      ),
    );
  for (const { id } of due) {
    await app.database.db.transaction(async (tx) => {
      const [intent] = await tx.select().from(sandboxIntents).where(eq(sandboxIntents.id, id)).for('update');
      if (intent?.status !== 'processing') return;
      await update(app, tx, intent, intent.settlesAs === 'failed' ? { status: 'failed', failureCode: 'payment_failed', declineCode: 'insufficient_funds' } : { status: 'succeeded' });
    });
  }
  if (due.length) app.outbox.wake();
  return due.length;
}

type IntentChange = Partial<Pick<IntentRow, 'settlesAs' | 'settleAt' | 'failureCode' | 'declineCode' | 'brand' | 'last4'>> & {
  status: SandboxPaymentStatus;
};

/**
 * Writes the intent and carries it to its charge (or, for a setup, to the subscription's saved method), with the
 * charge's rows when the caller locked them already.
 */
async function update(app: FastifyInstance, tx: Tx, intent: IntentRow, change: IntentChange, locked?: LockedCharge): Promise<ConfirmResult> {
  const [row] = await tx.update(sandboxIntents).set({ ...change, updatedAt: app.clock.now() }).where(eq(sandboxIntents.id, intent.id)).returning();
  const method: SettledMethod = {
    type: row.method,
    brand: row.method === 'card' ? row.brand : null,
    last4: row.last4,
    providerId: providerId('pm_sb'),
  };
  if (row.kind === 'setup') {
    if (row.status === 'succeeded' && row.purchaseId) await replaceSubscriptionMethod(app, tx, row.purchaseId, method);
    return resultOf(row);
  }
  if (!row.chargeId || row.status === 'requires_action') return resultOf(row);
  if (row.status === 'succeeded') {
    const paid = await moveCharge(app, tx, row.chargeId, { status: 'succeeded', providerId: row.id, method }, locked);
    // Money this attempt cannot keep (its charge was settled or abandoned meanwhile): given back and flagged.
    if (!paid.moved) return resultOf(await refundDuplicate(app, tx, row));
  } else if (row.status === 'processing') await moveCharge(app, tx, row.chargeId, { status: 'processing', providerId: row.id }, locked);
  else if (row.status === 'failed') {
    await moveCharge(app, tx, row.chargeId, { status: 'failed', providerId: row.id, code: row.failureCode ?? 'card_declined', declineCode: row.declineCode, message: null }, locked);
  }
  return resultOf(row);
}

/** The sandbox gives a duplicate payment back at once (a real provider's refund) and the merchant's ledger flags it. */
async function refundDuplicate(app: FastifyInstance, tx: Tx, intent: IntentRow) {
  const [refunded] = await tx.update(sandboxIntents).set({ status: 'refunded', updatedAt: app.clock.now() }).where(eq(sandboxIntents.id, intent.id)).returning();
  await flagDuplicatePayment(app, tx, { organizationId: intent.organizationId, chargeId: intent.chargeId!, provider: 'STRIPE', intentId: intent.id, amount: intent.amount, refunded: true });
  return refunded;
}
