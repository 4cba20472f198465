import type { RealtimeEvent, RealtimePayload } from '@cobro/contracts';
import type { Queryable } from '../db/database';
import { events } from '../db/schema/index';
import { enqueueCallback } from '../modules/callbacks/enqueue';

/**
 * Writes a realtime event in the caller's transaction (the outbox), so it exists if and only if the change
 * it announces was committed. The dispatcher publishes it; call `app.outbox.wake()` after the commit. A charge
 * change also gets its merchant-callback delivery here, in the same transaction (modules/callbacks).
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
  await enqueueCallback(tx, { id: row.id, organizationId, event, entityId: payload.id, occurredAt: payload.occurredAt });
  return row.id;
}
