import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import { charges, receiptMails } from '../../db/schema/index';
import { isUuid } from '../../ids';
import type { OutboxEvent } from '../../realtime/emit';
import { createPoller, type Poller } from '../../realtime/poller';
import { mailReceipt } from './receipt-commands';

/**
 * The buyer's receipt mail of a charge that succeeded with a receipt (today the card provider's), written in the
 * event's own transaction (emitEvent runs it): it exists if and only if the success committed, and the charge id
 * as primary key keeps it to one, whether the provider's message is replayed or two processes race.
 */
export async function enqueueReceiptMail(tx: Queryable, event: OutboxEvent) {
  // An event about something that is not a charge row (the test hook's `ch_123`) has no receipt.
  if (event.event !== 'charge-succeeded' || !event.entityId || !isUuid(event.entityId)) return;
  const [charge] = await tx
    .select({ receiptUrl: charges.receiptUrl, customerId: charges.customerId })
    .from(charges)
    .where(eq(charges.id, event.entityId));
  if (!charge?.receiptUrl || !charge.customerId) return;
  await tx
    .insert(receiptMails)
    .values({ chargeId: event.entityId, organizationId: event.organizationId, nextAttemptAt: event.occurredAt, createdAt: event.occurredAt })
    .onConflictDoNothing();
}

export type ReceiptMailRow = typeof receiptMails.$inferSelect;

export interface ReceiptMailDispatcher extends Poller {
  /** Sends one batch of due receipt mails; returns how many it claimed. */
  dispatchOnce(): Promise<number>;
}

export const RECEIPT_MAIL_POLL_MS = 2000;
const BATCH = 10;
/** A claimed mail is not claimed again before its send could have ended; after a crash it goes again. */
const LEASE_MS = 2 * 60_000;
/** The waits after each failed attempt; after the last, the mail is given up as failed. */
export const RECEIPT_MAIL_RETRY_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

/** The buyer's receipt mails: claims due rows (SKIP LOCKED, leased), sends each through the app's mailer, retries, gives up. */
export function createReceiptMailDispatcher(app: FastifyInstance, pollMs = RECEIPT_MAIL_POLL_MS): ReceiptMailDispatcher {
  const { db } = app.database;

  async function claim(): Promise<ReceiptMailRow[]> {
    return db.transaction(async (tx) => {
      const now = app.clock.now();
      const rows = await tx
        .select()
        .from(receiptMails)
        .where(and(eq(receiptMails.status, 'pending'), lte(receiptMails.nextAttemptAt, now)))
        .orderBy(asc(receiptMails.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!rows.length) return [];
      await tx
        .update(receiptMails)
        .set({ attempts: sql`${receiptMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(receiptMails.chargeId, rows.map((r) => r.chargeId)));
      return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
    });
  }

  /** One send and its outcome; a stale attempt (claimed again since, after its lease) writes nothing. */
  async function attempt(row: ReceiptMailRow) {
    let error: string | null = null;
    try {
      await mailReceipt(app, row.organizationId, row.chargeId);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = app.clock.now();
    const wait = RECEIPT_MAIL_RETRY_MS[row.attempts - 1];
    const outcome = !error
      ? { status: 'sent' as const, sentAt: now, lastError: null }
      : wait === undefined
        ? { status: 'failed' as const, lastError: error }
        : { status: 'pending' as const, nextAttemptAt: new Date(now.getTime() + wait), lastError: error };
    if (outcome.status === 'failed') app.log.error({ chargeId: row.chargeId, attempts: row.attempts, error }, 'receipt mail given up');
    else if (error) app.log.warn({ chargeId: row.chargeId, attempts: row.attempts, error }, 'receipt mail failed, will retry');
    await db
      .update(receiptMails)
      .set(outcome)
      .where(and(eq(receiptMails.chargeId, row.chargeId), eq(receiptMails.attempts, row.attempts)));
  }

  async function dispatchOnce(): Promise<number> {
    const claimed = await claim();
    for (const row of claimed) await attempt(row);
    return claimed.length;
  }

  const poller = createPoller({
    batch: async () => (await dispatchOnce()) === BATCH,
    pollMs,
    log: app.log,
    failure: 'receipt mail dispatch failed',
    stopBetweenBatches: true,
  });
  return { ...poller, dispatchOnce };
}
