import { eq } from 'drizzle-orm';
import { hasReceipt } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import { charges } from '../../db/schema/index';
import { isUuid } from '../../ids';
import { enqueueMail } from '../../mail/index';
import type { OutboxEvent } from '../../realtime/emit';
import { chargeStatusOf } from './charge-view';

/**
 * The buyer's receipt mail of a charge that succeeded, whatever its method (card, SEPA once settled, Redsys, Bizum,
 * Inespay; first payment or renewal, decision 1165), queued in the event's own transaction (emitEvent runs it): it
 * exists if and only if the success committed, and the queue's key keeps it to one per charge. The app's mail queue
 * sends it (mailReceipt) with retries.
 */
export async function enqueueReceiptMail(tx: Queryable, event: OutboxEvent) {
  // An event about something that is not a charge row (the test hook's `ch_123`) has no receipt.
  if (event.event !== 'charge-succeeded' || !event.entityId || !isUuid(event.entityId)) return;
  const [charge] = event.charge
    ? [event.charge]
    : await tx
        .select({ status: charges.status, disputeStatus: charges.disputeStatus, customerId: charges.customerId })
        .from(charges)
        .where(eq(charges.id, event.entityId));
  if (!charge?.customerId || !hasReceipt({ status: chargeStatusOf(charge) })) return;
  await enqueueMail(tx, { kind: 'receipt', subjectId: event.entityId, organizationId: event.organizationId, at: event.occurredAt });
}
