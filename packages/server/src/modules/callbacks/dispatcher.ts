import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { CallbackSettings } from '../../config';
import type { Db } from '../../db/database';
import { webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { webhookHeaders } from '../../provider-protocols/webhooks/standard-webhooks';
import { createPoller, type Poller } from '../../realtime/poller';
import type { Resolve } from './address-rules';
import { attemptResult } from './attempt-rules';
import { claimDue, lease, type Claimed, type DeliveryRow } from './claim-commands';
import { createSlots, DEFAULT_SLOT_LIMITS, type SlotLimits } from './delivery-slots';
import { sendCallback } from './send-commands';

export type { DeliveryRow } from './claim-commands';

/**
 * Each delivery is sent on its own, as soon as a slot is free (decision 1024): no attempt waits for another,
 * so one merchant's hanging endpoint holds only its own share of the slots. The poller's wake() is asked for after
 * a commit that wrote deliveries and after each attempt ends; stop() also waits for the attempts in flight.
 */
export interface CallbackDispatcher extends Poller {
  /** Claims the due deliveries that fit the free slots and waits for their attempts; returns how many it claimed. */
  dispatchOnce(): Promise<number>;
  /** Sends one delivery of this organization now, whatever its status; null when it has no such delivery. */
  resend(organizationId: string, id: string): Promise<DeliveryRow | null>;
}

export const CALLBACK_POLL_MS = 1000;

export interface DispatcherOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  settings: CallbackSettings;
  pollMs?: number;
  random?: () => number;
  resolve?: Resolve;
  /** The named constants of delivery-slots.ts unless a test asks for fewer. */
  limits?: SlotLimits;
}

export function createCallbackDispatcher(opts: DispatcherOptions): CallbackDispatcher {
  const { db, clock, log, settings } = opts;
  const random = opts.random ?? Math.random;
  const inFlight = new Set<Promise<unknown>>();
  const slots = createSlots(opts.limits ?? DEFAULT_SLOT_LIMITS);

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

  /** Whether the last claim may have left due rows for want of a slot. */
  let waiting = false;

  /**
   * Claims what fits and starts each attempt; its slot is freed when it ends, and another claim is asked for then
   * if rows were left waiting (a claim for nothing costs a read, and on PGlite holds the event loop).
   */
  async function startDue() {
    const result = await claimDue(db, clock, settings, slots);
    waiting = result.waiting;
    const started = result.claimed.map((c) =>
      track(attempt(c)).finally(() => {
        slots.release(c.row.organizationId);
        if (waiting) poller.wake();
      }),
    );
    return { started, crowded: result.crowded };
  }

  async function dispatchOnce(): Promise<number> {
    const { started } = await startDue();
    await Promise.all(started);
    return started.length;
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
      await lease(tx, [row], clock, settings);
      return { row: { ...row, attempts: row.attempts + 1 }, secret: config.callbackSecret, oneOff: row.status !== 'pending' };
    });
    return claimed && track(attempt(claimed));
  }

  const poller = createPoller({
    // Does not wait for the attempts: a failed outcome write is logged, and the drain goes on at once only when
    // due rows were left for a full organization while slots are free.
    batch: async () => {
      const { started, crowded } = await startDue();
      for (const run of started) run.catch((err: unknown) => log.error({ err }, 'callback attempt failed'));
      return crowded;
    },
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
