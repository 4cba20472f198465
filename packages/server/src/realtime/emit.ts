import type { RealtimeEvent, RealtimePayload } from '@cobro/contracts';
import type { Queryable } from '../db/database';
import { events } from '../db/schema/index';

/** An event as written to the outbox. */
export interface OutboxEvent {
  id: number;
  organizationId: string;
  event: RealtimeEvent;
  entityId?: string;
  occurredAt: Date;
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
 * a charge with a receipt its receipt mail.
 */
export async function emitEvent(
  tx: Queryable,
  organizationId: string,
  event: RealtimeEvent,
  payload: { id?: string; occurredAt: Date },
) {
  const body: RealtimePayload = {
    event,
    organization_id: organizationId,
    occurred_at: payload.occurredAt.toISOString(),
    ...(payload.id ? { id: payload.id } : {}),
  };
  if (payload.id) for (const detail of eventDetails) Object.assign(body, await detail(tx, organizationId, event, payload.id));
  const [row] = await tx
    .insert(events)
    .values({
      organizationId,
      event,
      entityId: payload.id,
      payload: body as unknown as Record<string, unknown>,
      createdAt: payload.occurredAt,
    })
    .returning({ id: events.id });
  const written: OutboxEvent = { id: row.id, organizationId, event, entityId: payload.id, occurredAt: payload.occurredAt };
  for (const hook of eventHooks) await hook(tx, written);
  return row.id;
}
