import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { queuedMails, type QueuedMailKind } from '../db/schema/index';
import { createPoller, type Poller } from '../realtime/poller';

export type QueuedMailRow = typeof queuedMails.$inferSelect;

/**
 * Queues one mail the buyer is owed, in the caller's transaction: it exists if and only if what owes it committed,
 * and the (kind, subject) key keeps it to one.
 */
export async function enqueueMail(tx: Queryable, mail: { kind: QueuedMailKind; subjectId: string; organizationId: string; at: Date }) {
  await tx
    .insert(queuedMails)
    .values({ kind: mail.kind, subjectId: mail.subjectId, organizationId: mail.organizationId, nextAttemptAt: mail.at, createdAt: mail.at })
    .onConflictDoNothing();
}

/** Sends the mail of one queued row (it reads what it needs by the row's subject); a throw is a failed attempt. */
export type QueuedMailSender = (mail: QueuedMailRow) => Promise<unknown>;

export interface MailQueue extends Poller {
  /** Sends one batch of due mails; returns how many it claimed. */
  dispatchOnce(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

export const MAIL_QUEUE_POLL_MS = 2000;
const BATCH = 10;
/** A claimed mail is not claimed again before its send could have ended; after a crash it goes again. */
const LEASE_MS = 2 * 60_000;
/** The waits after each failed attempt; after the last, the mail is given up as failed. */
export const MAIL_RETRY_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];

const sameRow = (row: Pick<QueuedMailRow, 'kind' | 'subjectId'>) => and(eq(queuedMails.kind, row.kind), eq(queuedMails.subjectId, row.subjectId));

/**
 * The buyer's queued mails (decision 1162): claims due rows (SKIP LOCKED, leased), sends each through the sender of
 * its kind (app.ts passes them in: the mail floor imports no module), retries with backoff, gives up.
 */
export function createMailQueue(app: FastifyInstance, senders: Record<QueuedMailKind, QueuedMailSender>, pollMs = MAIL_QUEUE_POLL_MS): MailQueue {
  const { db } = app.database;

  /**
   * One statement, no transaction around it: the due rows are locked (SKIP LOCKED: another process takes others)
   * and leased by the same UPDATE, which commits alone. With nothing due, as after most wakes, it is one round trip.
   */
  async function claim(): Promise<QueuedMailRow[]> {
    const now = app.clock.now();
    const due = db
      .select({ kind: queuedMails.kind, subjectId: queuedMails.subjectId })
      .from(queuedMails)
      .where(and(eq(queuedMails.status, 'pending'), lte(queuedMails.nextAttemptAt, now)))
      .orderBy(asc(queuedMails.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(queuedMails)
      .set({ attempts: sql`${queuedMails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(sql`(${queuedMails.kind}, ${queuedMails.subjectId}) in ${due}`)
      .returning();
    // Oldest first, as they were queued (RETURNING keeps no order).
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** One send and its outcome; a stale attempt (claimed again since, after its lease) writes nothing. */
  async function attempt(row: QueuedMailRow) {
    let error: string | null = null;
    try {
      await senders[row.kind](row);
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = app.clock.now();
    const wait = MAIL_RETRY_MS[row.attempts - 1];
    const outcome = !error
      ? { status: 'sent' as const, sentAt: now, lastError: null }
      : wait === undefined
        ? { status: 'failed' as const, lastError: error }
        : { status: 'pending' as const, nextAttemptAt: new Date(now.getTime() + wait), lastError: error };
    const about = { kind: row.kind, subjectId: row.subjectId, attempts: row.attempts, error };
    if (outcome.status === 'failed') app.log.error(about, 'queued mail given up');
    else if (error) app.log.warn(about, 'queued mail failed, will retry');
    await db
      .update(queuedMails)
      .set(outcome)
      .where(and(sameRow(row), eq(queuedMails.attempts, row.attempts)));
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
    failure: 'mail queue dispatch failed',
    stopBetweenBatches: true,
  });
  return { ...poller, dispatchOnce };
}

/** The app's mail queue: started with the app, polling, woken after the outbox publishes and by what enqueues, stopped on close. */
export function mailQueueModule(app: FastifyInstance, senders: Record<QueuedMailKind, QueuedMailSender>): MailQueue {
  const queue = createMailQueue(app, senders);
  app.decorate('mailQueue', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
  return queue;
}
