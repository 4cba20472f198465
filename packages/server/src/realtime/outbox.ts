import { asc, eq, isNull, sql } from 'drizzle-orm';
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
      // One statement takes the batch and marks it published: SKIP LOCKED, so a second process (or dispatcher)
      // skips rows this one holds and no row is published twice. Prepared: it runs after every step that writes
      // events (decision 1173).
      const rows = await prepared(tx, 'outbox_batch', () => {
        const batch = tx.$with('batch').as(
          tx
            .select({ id: events.id, organizationId: events.organizationId, event: events.event, payload: events.payload })
            .from(events)
            .where(isNull(events.publishedAt))
            .orderBy(asc(events.id))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        );
        // The row a charge event carried (onEventDetail) is for the screens open now: once published, the stored
        // event keeps its ids only, as before, not a copy of the buyer's name and e-mail. RETURNING answers the
        // batch as it was read, detail included.
        return tx
          .with(batch)
          .update(events)
          .set({ publishedAt: sql`${sql.placeholder('now')}`, payload: sql`${events.payload} - 'charge'` })
          .from(batch)
          .where(eq(events.id, batch.id))
          .returning({ id: batch.id, organizationId: batch.organizationId, event: batch.event, payload: batch.payload });
      }).execute({ now: clock.now() });
      // Published while the rows are still locked: a crash before commit re-publishes (at least once),
      // never a concurrent double publish. In the order they were written (RETURNING keeps none).
      rows.sort((a, b) => a.id - b.id);
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
