import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { organizationRoom } from '@cobro/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { events } from '../db/schema/index';
import { createPoller, type Poller } from './poller';

/** Where published events go; socket.io's `io.to(room).emit` in the app, a recorder in tests. */
export type Publish = (room: string, event: string, payload: Record<string, unknown>) => void;

/** The poller's wake() is asked for after a commit that wrote events. */
export interface OutboxDispatcher extends Poller {
  /** Publishes one batch of unpublished events; returns how many it published. */
  dispatchOnce(): Promise<number>;
}

export const OUTBOX_POLL_MS = 1000;
const BATCH = 100;

export function createOutboxDispatcher(opts: {
  db: Db;
  clock: Clock;
  publish: Publish;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Told after a batch is published: what was written with those events (callback deliveries, receipt mails) is due. */
  afterPublish?: () => void;
}): OutboxDispatcher {
  const { db, clock, publish, log } = opts;
  async function dispatchOnce(): Promise<number> {
    const published = await db.transaction(async (tx) => {
      // SKIP LOCKED: a second process (or dispatcher) skips rows this one holds, so no row is published twice.
      // Prepared: it runs after every step that writes events (decision 1173).
      const rows = await prepared(tx, 'outbox_batch', () =>
        tx.select().from(events).where(isNull(events.publishedAt)).orderBy(asc(events.id)).limit(BATCH).for('update', { skipLocked: true }),
      ).execute();
      if (rows.length === 0) return 0;
      // The row a charge event carried (onEventDetail) is for the screens open now: once published, the stored
      // event keeps its ids only, as before, not a copy of the buyer's name and e-mail.
      await tx
        .update(events)
        .set({ publishedAt: clock.now(), payload: sql`${events.payload} - 'charge'` })
        .where(
          inArray(
            events.id,
            rows.map((r) => r.id),
          ),
        );
      // Published while the rows are still locked: a crash before commit re-publishes (at least once),
      // never a concurrent double publish.
      for (const row of rows) publish(organizationRoom(row.organizationId), row.event, row.payload);
      return rows.length;
    });
    if (published) opts.afterPublish?.();
    return published;
  }

  const poller = createPoller({
    batch: async () => (await dispatchOnce()) === BATCH,
    pollMs: opts.pollMs ?? OUTBOX_POLL_MS,
    log,
    failure: 'outbox dispatch failed',
  });
  return { dispatchOnce, ...poller };
}
