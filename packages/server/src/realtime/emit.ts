import type { RealtimeEvent, RealtimePayload } from '@cobro/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { prepared } from '../db/prepared';
import { events, type charges, type customers, type plans } from '../db/schema/index';

/**
 * A charge its emitter has in hand as its transaction will commit it (the payment path, which writes the charge last:
 * decision 1167), with the customer and plan its view shows when the emitter holds them. The event hooks read the row
 * instead of the table, and the charge's detail builds its view from it (a charge moving out of pending or processing
 * has no refunds).
 */
export interface ChargeInHand {
  row: typeof charges.$inferSelect;
  customer?: Pick<typeof customers.$inferSelect, 'id' | 'name' | 'surname' | 'email'>;
  bought?: { plan: typeof plans.$inferSelect; service: { id: string; name: string } };
}

/** An event as written to the outbox. */
export interface OutboxEvent {
  id: number;
  organizationId: string;
  event: RealtimeEvent;
  entityId?: string;
  occurredAt: Date;
  /** The charge as the transaction commits it, when the emitter gave it; else the hooks read it. */
  charge?: ChargeInHand['row'];
}

/**
 * What else an event writes in its own transaction (the merchant callbacks' delivery, the buyer's receipt mail),
 * registered by the modules app.ts sets up.
 */
export type EventWritten = (tx: Queryable, event: OutboxEvent) => Promise<void>;
const eventHooks = new Set<EventWritten>();

/** Adds a hook every emitEvent runs in its transaction (once per function); the realtime floor imports no module. */
export function onEventWritten(hook: EventWritten) {
  eventHooks.add(hook);
}

/** What a module adds to the payload of an event about one of its rows (the charge of a charge event). */
export type EventDetail = (
  tx: Queryable,
  organizationId: string,
  event: RealtimeEvent,
  id: string,
  inHand?: ChargeInHand,
) => Promise<Partial<RealtimePayload> | undefined>;
const eventDetails = new Set<EventDetail>();

/** Adds a payload detail every emitEvent with an id asks for, in its transaction (once per function). */
export function onEventDetail(detail: EventDetail) {
  eventDetails.add(detail);
}

/**
 * Writes a realtime event in the caller's transaction (the outbox), so it exists if and only if the change
 * it announces was committed, with the details modules add (onEventDetail). The dispatcher publishes it; call `app.outbox.wake()` after the commit. The hooks
 * added by onEventWritten run here, in the same transaction: a charge change gets its merchant-callback delivery,
 * a charge with a receipt its receipt mail. An emitter that gives the charge it is about to write (ChargeInHand) has
 * neither the details nor the hooks read it.
 */
export async function emitEvent(
  tx: Queryable,
  organizationId: string,
  event: RealtimeEvent,
  payload: { id?: string; occurredAt: Date; charge?: ChargeInHand },
) {
  const body: RealtimePayload = {
    event,
    organization_id: organizationId,
    occurred_at: payload.occurredAt.toISOString(),
    ...(payload.id ? { id: payload.id } : {}),
  };
  if (payload.id) for (const detail of eventDetails) Object.assign(body, await detail(tx, organizationId, event, payload.id, payload.charge));
  // Prepared: every step of a checkout writes events, inside its transaction (decision 1173).
  const [row] = await prepared(tx, 'insert_event', () =>
    tx
      .insert(events)
      .values({
        organizationId: sql.placeholder('organizationId'),
        event: sql.placeholder('event'),
        entityId: sql.placeholder('entityId'),
        payload: sql.placeholder('payload'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning({ id: events.id }),
  ).execute({ organizationId, event, entityId: payload.id ?? null, payload: body, createdAt: payload.occurredAt });
  const written: OutboxEvent = {
    id: row.id,
    organizationId,
    event,
    entityId: payload.id,
    occurredAt: payload.occurredAt,
    ...(payload.charge ? { charge: payload.charge.row } : {}),
  };
  for (const hook of eventHooks) await hook(tx, written);
  return row.id;
}
