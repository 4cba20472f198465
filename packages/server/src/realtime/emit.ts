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

/** What else an event writes in its own transaction: the merchant callbacks' delivery (set by app.ts). */
export type EventWritten = (tx: Queryable, event: OutboxEvent) => Promise<void>;
let eventWritten: EventWritten = async () => {};

/** Sets the hook every emitEvent runs in its transaction; the realtime floor imports no module. */
export function onEventWritten(hook: EventWritten) {
  eventWritten = hook;
}

/**
 * Writes a realtime event in the caller's transaction (the outbox), so it exists if and only if the change
 * it announces was committed. The dispatcher publishes it; call `app.outbox.wake()` after the commit. The hook set
 * by onEventWritten runs here, in the same transaction: a charge change gets its merchant-callback delivery.
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
  await eventWritten(tx, { id: row.id, organizationId, event, entityId: payload.id, occurredAt: payload.occurredAt });
  return row.id;
}
