import { count, desc, eq, sql } from 'drizzle-orm';
import type { ChargeStatus, Paged, WebhookDelivery } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { events, webhookDeliveries } from '../../db/schema/index';
import { offsetOf } from '../../db/list-order';
import type { DeliveryRow } from './dispatcher';

const chargeOfEvent = sql<string | null>`case when ${events.event} = 'withdrawal-requested' then null else ${events.entityId} end`;

/** A delivery as the log shows it; the charge and its status are the ones the body carries. */
export function deliveryView(row: DeliveryRow, chargeId: string | null): WebhookDelivery {
  const body = JSON.parse(row.body) as { status?: ChargeStatus };
  return {
    id: row.id,
    webhook_id: row.webhookId,
    charge_id: chargeId,
    charge_status: body.status ?? null,
    url: row.url,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The organization's deliveries, newest first (ties in the order their events were written). */
export async function listDeliveries(
  db: Queryable,
  organizationId: string,
  page: { page: number; page_size: number },
): Promise<Paged<WebhookDelivery>> {
  const where = eq(webhookDeliveries.organizationId, organizationId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, chargeId: chargeOfEvent })
      .from(webhookDeliveries)
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.eventId), desc(webhookDeliveries.id))
      .limit(page.page_size)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map((r) => deliveryView(r.delivery, r.chargeId)), total, page: page.page, page_size: page.page_size };
}

/** The charge a delivery is about (its event's entity); none for a withdrawal's. */
export async function chargeIdOf(db: Queryable, row: DeliveryRow): Promise<string | null> {
  const [event] = await db.select({ chargeId: chargeOfEvent }).from(events).where(eq(events.id, row.eventId));
  return event?.chargeId ?? null;
}
