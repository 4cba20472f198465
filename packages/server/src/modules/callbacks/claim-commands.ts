import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { CallbackSettings } from '../../config';
import type { Db, Tx } from '../../db/database';
import { webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import type { Slots } from './delivery-slots';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export interface Claimed {
  row: DeliveryRow;
  secret: string;
  /** A manual resend of a finished delivery: one attempt, no schedule. */
  oneOff: boolean;
}

export interface ClaimResult {
  claimed: Claimed[];
  crowded: boolean;
  waiting: boolean;
}

/**
 * A claimed delivery is not claimed again before its attempt could have ended (the timeout) and its outcome been
 * written (this margin); a crash lets it go after both. Claimed again too early is only a duplicate under the same
 * webhook-id (at least once), so the margin is seconds: after a crash, callbacks in flight go out again within the
 * timeout and 10 s, not a minute later (chaos test, issue 10).
 */
const LEASE_MARGIN_MS = 10_000;

/** Counts the attempt and leases the rows, in the claiming transaction: at most one sender at a time. */
export async function lease(tx: Tx, rows: DeliveryRow[], clock: Clock, settings: CallbackSettings) {
  if (!rows.length) return;
  await tx
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(clock.now().getTime() + settings.timeoutMs + LEASE_MARGIN_MS) })
    .where(inArray(webhookDeliveries.id, rows.map((r) => r.id)));
}

/** Pending and due: its attempt's time has come. */
const dueAt = (now: Date) => and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now));

/** Due, of an organization that has a slot free in this process. */
function claimable(now: Date, slots: Slots) {
  const full = slots.full();
  return and(dueAt(now), full.length ? notInArray(webhookDeliveries.organizationId, full) : undefined);
}

/**
 * Due deliveries in order (oldest due first), at most `perMerchant` of any organization and none of the full ones,
 * locked with SKIP LOCKED (several processes never take one row together). The ranking sits in a subquery because
 * FOR UPDATE refuses window functions; the outer query checks status and due time again on the row it locks.
 */
function selectDue(tx: Tx, now: Date, slots: Slots, limit: number) {
  const ranked = tx
    .select({
      id: webhookDeliveries.id,
      rank: sql<number>`row_number() over (partition by ${webhookDeliveries.organizationId} order by ${webhookDeliveries.nextAttemptAt}, ${webhookDeliveries.eventId})`.as('rank'),
    })
    .from(webhookDeliveries)
    .where(claimable(now, slots))
    .as('ranked');
  const firstOfEach = tx.select({ id: ranked.id }).from(ranked).where(lte(ranked.rank, slots.limits.perMerchant));
  return tx
    .select()
    .from(webhookDeliveries)
    .where(and(dueAt(now), inArray(webhookDeliveries.id, firstOfEach)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.eventId))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether a delivery of an organization with a free slot is due; locks nothing. */
async function anyDue(db: Db, now: Date, slots: Slots) {
  const [row] = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(claimable(now, slots)).limit(1);
  return row !== undefined;
}

/**
 * Claims the due deliveries that fit in the free slots, each holding its slot from here. A delivery whose
 * organization has since switched its callback off, or moved it to another URL, is not sent: it is disabled, and
 * the merchant can still resend it from the log. `crowded`: some due rows did not fit their organization's share
 * while slots are still free, so another claim can take other organizations' rows at once. `waiting`: due rows
 * may have been left for want of a slot (the limit reached, or an organization holding its whole share), so a
 * slot freed should be claimed again at once; otherwise nothing else was due, and new deliveries wake the
 * dispatcher.
 */
export async function claimDue(db: Db, clock: Clock, settings: CallbackSettings, slots: Slots): Promise<ClaimResult> {
  if (slots.free() <= 0) return { claimed: [], crowded: false, waiting: true };
  const limit = slots.free();
  const someFull = () => slots.full().length > 0;
  let taken: Claimed[] = [];
  // Most wakes find nothing due (every published batch wakes this): one plain read says so, without a transaction.
  if (!(await anyDue(db, clock.now(), slots))) return { claimed: [], crowded: false, waiting: someFull() };
  try {
    return await db.transaction(async (tx) => {
      const rows = await selectDue(tx, clock.now(), slots, limit);
      if (!rows.length) return { claimed: [], crowded: false, waiting: someFull() };
      const configs = await tx
        .select()
        .from(widgetConfigurations)
        .where(inArray(widgetConfigurations.organizationId, [...new Set(rows.map((r) => r.organizationId))]));
      const configOf = new Map(configs.map((c) => [c.organizationId, c]));
      const sendable: Claimed[] = [];
      const stale = { callbacks_disabled: [] as string[], callback_url_changed: [] as string[] };
      for (const row of rows) {
        const config = configOf.get(row.organizationId);
        if (!config?.callbackUrlEnabled) stale.callbacks_disabled.push(row.id);
        else if (config.callbackUrl !== row.url) stale.callback_url_changed.push(row.id);
        else sendable.push({ row: { ...row, attempts: row.attempts + 1 }, secret: config.callbackSecret, oneOff: false });
      }
      for (const [lastError, ids] of Object.entries(stale)) {
        if (ids.length) {
          await tx
            .update(webhookDeliveries)
            .set({ status: 'disabled', lastError: lastError as keyof typeof stale })
            .where(inArray(webhookDeliveries.id, ids));
        }
      }
      taken = slots.take(sendable, (c) => c.row.organizationId);
      await lease(tx, taken.map((c) => c.row), clock, settings);
      const crowded = taken.length < sendable.length && slots.free() > 0;
      return { claimed: taken, crowded, waiting: crowded || someFull() || rows.length === limit };
    });
  } catch (error) {
    // Nothing was leased: the slots go back.
    for (const c of taken) slots.release(c.row.organizationId);
    throw error;
  }
}
