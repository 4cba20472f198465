import { eq, sql } from 'drizzle-orm';
import type { RealtimeEvent } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { prepared } from '../../db/prepared';
import { webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { newId } from '../../ids';
import type { OutboxEvent } from '../../realtime/emit';
import { callbackChargeData } from './charge-data-view';
import { callbackWithdrawalData } from './withdrawal-data-view';

/** The charge changes a merchant's callback URL receives, and a buyer's withdrawal (decision 1153). */
export const CALLBACK_EVENTS: ReadonlySet<RealtimeEvent> = new Set([
  'charge-succeeded',
  'charge-failed',
  'charge-pending',
  'charge-refunded',
  'charge-disputed',
  'withdrawal-requested',
]);

/** Standard Webhooks message id: fixed when the delivery is written, the same on every retry. */
export const newWebhookId = () => newId('msg', 32);

/**
 * Writes the callback delivery of an outbox event in the event's own transaction (emitEvent calls it), so a
 * delivery exists if and only if the change committed, and its body (the charge or withdrawal as it is now) is fixed
 * once: every retry sends the same bytes. Nothing is written unless the organization's callback is on with a URL.
 */
export async function enqueueCallback(tx: Queryable, event: OutboxEvent) {
  if (!CALLBACK_EVENTS.has(event.event) || !event.entityId) return;
  // Prepared: payment-data and confirm read it inside their transactions (decision 1173).
  const [config] = await prepared(tx, 'callback_config', () =>
    tx
      .select({ url: widgetConfigurations.callbackUrl, enabled: widgetConfigurations.callbackUrlEnabled })
      .from(widgetConfigurations)
      .where(eq(widgetConfigurations.organizationId, sql.placeholder('organizationId'))),
  ).execute({ organizationId: event.organizationId });
  if (!config?.enabled || !config.url) return;
  const data =
    event.event === 'withdrawal-requested'
      ? await callbackWithdrawalData(tx, event.organizationId, event.entityId)
      : await callbackChargeData(tx, event.organizationId, event.entityId, event.charge);
  if (!data) return;
  await tx
    .insert(webhookDeliveries)
    .values({
      eventId: event.id,
      organizationId: event.organizationId,
      webhookId: newWebhookId(),
      url: config.url,
      body: JSON.stringify(data),
      nextAttemptAt: event.occurredAt,
      createdAt: event.occurredAt,
    })
    .onConflictDoNothing();
}
