import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { CallbackSettings } from '../../config';
import type { Db, Tx } from '../../db/database';
import { webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { webhookHeaders } from '../../provider-protocols/webhooks/standard-webhooks';
import { createPoller, type Poller } from '../../realtime/poller';
import type { Resolve } from './address-rules';
import { attemptResult } from './attempt-rules';
import { sendCallback } from './send-commands';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The poller's wake() is asked for after a commit that wrote deliveries; stop() also waits for the attempts in flight. */
export interface CallbackDispatcher extends Poller {
  /** Sends one batch of due deliveries; returns how many it claimed. */
  dispatchOnce(): Promise<number>;
  /** Sends one delivery of this organization now, whatever its status; null when it has no such delivery. */
  resend(organizationId: string, id: string): Promise<DeliveryRow | null>;
}

export const CALLBACK_POLL_MS = 1000;
const BATCH = 20;
/**
 * A claimed delivery is not claimed again before its attempt could have ended (the timeout) and its outcome been
 * written (this margin); a crash lets it go after both. Claimed again too early is only a duplicate under the same
 * webhook-id (at least once), so the margin is seconds: after a crash, callbacks in flight go out again within the
 * timeout and 10 s, not a minute later (chaos test, issue 10).
 */
const LEASE_MARGIN_MS = 10_000;

interface Claimed {
  row: DeliveryRow;
  secret: string;
  /** A manual resend of a finished delivery: one attempt, no schedule. */
  oneOff: boolean;
}

export interface DispatcherOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: CallbackSettings;
  pollMs?: number;
  random?: () => number;
  resolve?: Resolve;
}

export function createCallbackDispatcher(opts: DispatcherOptions): CallbackDispatcher {
  const { db, clock, log, settings } = opts;
  const random = opts.random ?? Math.random;
  const inFlight = new Set<Promise<unknown>>();

  const lease = () => new Date(clock.now().getTime() + settings.timeoutMs + LEASE_MARGIN_MS);

  /** Counts the attempt and leases the rows, in the claiming transaction: at most one sender at a time. */
  async function take(tx: Tx, rows: DeliveryRow[]) {
    if (!rows.length) return;
    await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: lease() })
      .where(inArray(webhookDeliveries.id, rows.map((r) => r.id)));
  }

  /**
   * Claims due deliveries (SKIP LOCKED: several processes never take one row together). A delivery whose
   * organization has since switched its callback off, or moved it to another URL, is not sent: it is disabled,
   * and the merchant can still resend it from the log.
   */
  async function claim(): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, clock.now())))
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.eventId))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!rows.length) return [];
      const configs = await tx
        .select()
        .from(widgetConfigurations)
        .where(inArray(widgetConfigurations.organizationId, [...new Set(rows.map((r) => r.organizationId))]));
      const configOf = new Map(configs.map((c) => [c.organizationId, c]));
      const claimed: Claimed[] = [];
      const stale = { callbacks_disabled: [] as string[], callback_url_changed: [] as string[] };
      for (const row of rows) {
        const config = configOf.get(row.organizationId);
        if (!config?.callbackUrlEnabled) stale.callbacks_disabled.push(row.id);
        else if (config.callbackUrl !== row.url) stale.callback_url_changed.push(row.id);
        else claimed.push({ row: { ...row, attempts: row.attempts + 1 }, secret: config.callbackSecret, oneOff: false });
      }
      for (const [lastError, ids] of Object.entries(stale)) {
        if (ids.length) {
          await tx
            .update(webhookDeliveries)
            .set({ status: 'disabled', lastError: lastError as keyof typeof stale })
            .where(inArray(webhookDeliveries.id, ids));
        }
      }
      await take(tx, claimed.map((c) => c.row));
      return claimed;
    });
  }

  /** One signed POST and its outcome written back; a stale attempt (the row was claimed again since) writes nothing. */
  async function attempt({ row, secret, oneOff }: Claimed): Promise<DeliveryRow> {
    const sentAt = clock.now();
    const signature = webhookHeaders(secret, row.webhookId, Math.floor(sentAt.getTime() / 1000), row.body);
    const outcome = await sendCallback({ url: row.url, body: row.body, signature: { ...signature }, settings, now: sentAt, resolve: opts.resolve });
    const now = clock.now();
    const result = attemptResult(outcome, { attempt: row.attempts, oneOff, now, random: random() });
    log.info({ delivery: row.id, webhookId: row.webhookId, attempt: row.attempts, outcome }, 'callback attempt');
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(webhookDeliveries)
        .set({
          status: result.status,
          lastStatusCode: result.lastStatusCode,
          lastError: result.lastError,
          nextAttemptAt: result.nextAttemptAt ?? now,
          ...(result.deliveredAt ? { deliveredAt: result.deliveredAt } : {}),
        })
        .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)))
        .returning();
      if (result.disableEndpoint) {
        // Only the URL that answered 410: a merchant who has already moved to another keeps it on. No event.
        await tx
          .update(widgetConfigurations)
          .set({ callbackUrlEnabled: false, updatedAt: now })
          .where(and(eq(widgetConfigurations.organizationId, row.organizationId), eq(widgetConfigurations.callbackUrl, row.url)));
      }
      return updated ?? row;
    });
  }

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    return promise.finally(() => inFlight.delete(promise));
  }

  async function dispatchOnce(): Promise<number> {
    const claimed = await claim();
    await Promise.all(claimed.map((c) => track(attempt(c))));
    return claimed.length;
  }

  async function resend(organizationId: string, id: string): Promise<DeliveryRow | null> {
    const claimed = await db.transaction(async (tx): Promise<Claimed | null> => {
      const [row] = await tx
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.organizationId, organizationId)))
        .for('update');
      if (!row) return null;
      const [config] = await tx.select().from(widgetConfigurations).where(eq(widgetConfigurations.organizationId, organizationId));
      if (!config) return null;
      await take(tx, [row]);
      return { row: { ...row, attempts: row.attempts + 1 }, secret: config.callbackSecret, oneOff: row.status !== 'pending' };
    });
    return claimed && track(attempt(claimed));
  }

  const poller = createPoller({
    batch: async () => (await dispatchOnce()) === BATCH,
    pollMs: opts.pollMs ?? CALLBACK_POLL_MS,
    log,
    failure: 'callback dispatch failed',
    stopBetweenBatches: true,
  });

  return {
    ...poller,
    dispatchOnce,
    resend,
    async stop() {
      await poller.stop();
      // Each attempt in flight ends within the timeout.
      await Promise.allSettled([...inFlight]);
    },
  };
}
