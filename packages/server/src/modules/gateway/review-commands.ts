import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/database';
import { gatewayReviews, organizations } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { paymentsConfigOf } from '../payment-engine/index';
import { EXTERNAL_ACCOUNT } from './gateway-rules';

/**
 * How long the sandbox's simulated review takes after the save that asks for it, unless SANDBOX_REVIEW_DELAY_MS says
 * otherwise (decisions 0240, 1140): long enough for the merchant to see it pending on the dashboard after the
 * wizard's last step, short enough for a demo.
 */
export const SANDBOX_REVIEW_DELAY_MS = 30_000;
export const reviewDelayOf = (app: FastifyInstance) => app.config.sandboxReviewDelayMs ?? SANDBOX_REVIEW_DELAY_MS;
/** How often each server process looks for finished reviews (billing/scheduler.ts). */
export const REVIEW_INTERVAL_MS = 2_000;
/**
 * A valid Spanish IBAN the sandbox's review answers with the `external_account` requirement (the bank account is
 * refused), so the general-data rules can be exercised; any other account is verified with payouts.
 */
export const SANDBOX_IBAN_NEEDS_EXTERNAL_ACCOUNT = 'ES3300490001500000000000';

type Outcome = Pick<
  typeof organizations.$inferInsert,
  'verificationStatus' | 'verificationCode' | 'verificationDetails' | 'payoutsEnabled' | 'chargesEnabled'
>;

/** What the simulated review decides for a merchant's bank account. */
export function reviewOutcome(accountNumber: string | undefined): Outcome {
  if (accountNumber === SANDBOX_IBAN_NEEDS_EXTERNAL_ACCOUNT) {
    return {
      verificationStatus: 'unverified',
      verificationCode: 'requirements.past_due',
      verificationDetails: [EXTERNAL_ACCOUNT],
      payoutsEnabled: false,
      chargesEnabled: true,
    };
  }
  return { verificationStatus: 'verified', verificationCode: null, verificationDetails: [], payoutsEnabled: true, chargesEnabled: true };
}

/** While the review runs (decision 1140): pending, nothing asked for; charges and payouts stay as they were. */
const UNDER_REVIEW: Outcome = { verificationStatus: 'pending', verificationCode: null, verificationDetails: [] };

/**
 * Starts (or restarts) a merchant's simulated review in the caller's transaction, with the sandbox card provider
 * only: with Stripe the verification comes from the connected account (connect-webhook.ts). The merchant reads it
 * pending until it answers, as the general-data rules expect of a review under way (editing locked meanwhile).
 */
export async function scheduleReview(app: FastifyInstance, tx: Tx, organizationId: string, now: Date) {
  if (paymentsConfigOf(app).cardProvider !== 'sandbox') return;
  const dueAt = new Date(now.getTime() + reviewDelayOf(app));
  await tx
    .insert(gatewayReviews)
    .values({ organizationId, dueAt })
    .onConflictDoUpdate({ target: gatewayReviews.organizationId, set: { dueAt } });
  await tx.update(organizations).set(UNDER_REVIEW).where(eq(organizations.id, organizationId));
}

export interface ReviewRun {
  /** The moment the reviews are due by; the injected clock's "now" unless a journey's test hook runs them early. */
  asOf?: Date;
  /** Only this merchant's review (the test hook acts for the signed-in merchant only). */
  organizationId?: string;
}

/**
 * Finishes every review due at the injected clock's "now" (or `asOf`): the merchant's verification is written and
 * gateway-activation emitted in the same transaction. A review is claimed by deleting its row, so several processes
 * never finish one twice. Returns how many were finished (what tests call).
 */
export async function runGatewayReviews(app: FastifyInstance, run: ReviewRun = {}): Promise<number> {
  const now = app.clock.now();
  const dueBy = run.asOf ?? now;
  const finished = await app.database.db.transaction(async (tx) => {
    const due = await tx
      .delete(gatewayReviews)
      .where(
        and(
          lte(gatewayReviews.dueAt, dueBy),
          run.organizationId === undefined ? undefined : eq(gatewayReviews.organizationId, run.organizationId),
        ),
      )
      .returning();
    for (const { organizationId } of due) {
      const [org] = await tx
        .select({ bankAccount: organizations.bankAccount })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
        .for('update');
      await tx
        .update(organizations)
        .set({ ...reviewOutcome(org.bankAccount?.account_number), updatedAt: now })
        .where(eq(organizations.id, organizationId));
      await emitEvent(tx, organizationId, 'gateway-activation', { id: organizationId, occurredAt: now });
    }
    return due.length;
  });
  if (finished) app.outbox.wake();
  return finished;
}
