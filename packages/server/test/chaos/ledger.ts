import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/database';
import { charges, events, purchases, sandboxIntents, webhookDeliveries } from '../../src/db/schema/index';
import type { BuyerResult } from './buyer';
import type { ReceivedCallback } from './callback-receiver';

/** Everything the buyers' checkouts wrote, read back from the database. */
export async function readLedger(db: Db, buyers: BuyerResult[]) {
  const bought = await db.select().from(purchases).where(inArray(purchases.customerId, buyers.map((b) => b.customerId)));
  const paid = await db.select().from(charges).where(inArray(charges.purchaseId, bought.map((p) => p.id)));
  const chargeIds = paid.map((c) => c.id);
  const intents = await db.select().from(sandboxIntents).where(inArray(sandboxIntents.chargeId, chargeIds));
  const written = await db.select().from(events).where(inArray(events.entityId, [...chargeIds, ...bought.map((p) => p.id)]));
  const deliveries = await db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.eventId, written.map((e) => e.id)));
  return { bought, paid, intents, written, deliveries };
}

/** Whether the work the crash interrupted has finished: SEPA settled, events published, callbacks delivered. */
export async function settled(db: Db, buyers: BuyerResult[]) {
  const { paid, written, deliveries } = await readLedger(db, buyers);
  return (
    paid.length >= buyers.length &&
    paid.every((c) => c.status === 'succeeded') &&
    written.every((e) => e.publishedAt !== null) &&
    deliveries.every((d) => d.status === 'delivered')
  );
}

const sorted = <T>(values: T[]) => [...values].sort();

/**
 * The ledger after the crash, buyer by buyer: what is missing or doubled, as sentences (empty when all is well).
 * `inFlightAtKill` are the webhook ids the receiver held unanswered when the first process died.
 */
export function ledgerProblems(
  buyers: BuyerResult[],
  ledger: Awaited<ReturnType<typeof readLedger>>,
  received: ReceivedCallback[],
  inFlightAtKill: string[],
): string[] {
  const problems: string[] = [];
  const { bought, paid, intents, written, deliveries } = ledger;
  for (const buyer of buyers) {
    const own = bought.filter((p) => p.customerId === buyer.customerId);
    if (own.length !== 1 || own[0].id !== buyer.purchaseId || own[0].status !== 'succeeded') {
      problems.push(`buyer ${buyer.customerId}: purchases ${JSON.stringify(own.map((p) => [p.id, p.status]))}, expected ${buyer.purchaseId} succeeded`);
      continue;
    }
    const ownCharges = paid.filter((c) => c.purchaseId === buyer.purchaseId);
    if (ownCharges.length !== 1 || ownCharges[0].status !== 'succeeded') {
      problems.push(`purchase ${buyer.purchaseId}: charges ${JSON.stringify(ownCharges.map((c) => c.status))}, expected one succeeded`);
      continue;
    }
    const charge = ownCharges[0];
    const ownIntents = intents.filter((i) => i.chargeId === charge.id);
    if (ownIntents.length !== 1 || ownIntents[0].status !== 'succeeded' || ownIntents[0].id !== charge.providerId) {
      problems.push(`charge ${charge.id}: intents ${JSON.stringify(ownIntents.map((i) => [i.id, i.status]))}, expected one succeeded, ${charge.providerId}`);
    }
    const chargeEvents = written.filter((e) => e.entityId === charge.id);
    const expected = buyer.method === 'card' ? ['charge-pending', 'charge-succeeded'] : ['charge-pending', 'charge-pending', 'charge-succeeded'];
    if (JSON.stringify(sorted(chargeEvents.map((e) => e.event))) !== JSON.stringify(expected)) {
      problems.push(`charge ${charge.id} (${buyer.method}): events ${JSON.stringify(chargeEvents.map((e) => e.event))}, expected ${JSON.stringify(expected)}`);
    }
    for (const event of chargeEvents) {
      const sent = deliveries.filter((d) => d.eventId === event.id);
      if (sent.length !== 1) problems.push(`event ${event.id} (${event.event}): ${sent.length} callback deliveries, expected 1`);
      else if (sent[0].status !== 'delivered') problems.push(`event ${event.id} (${event.event}): callback ${sent[0].status}`);
    }
    if (!written.some((e) => e.entityId === buyer.purchaseId && e.event === 'purchases-updated')) problems.push(`purchase ${buyer.purchaseId}: no purchases-updated event`);
    const success = received.filter((r) => r.answered && JSON.parse(r.body).uelz_charge_id === charge.id && JSON.parse(r.body).status === 'succeeded');
    if (!success.length) problems.push(`charge ${charge.id}: no charge-succeeded callback answered by the merchant`);
  }
  problems.push(...unpublished(written), ...callbackProblems(deliveries, received, inFlightAtKill));
  return problems;
}

function unpublished(written: Awaited<ReturnType<typeof readLedger>>['written']) {
  const left = written.filter((e) => e.publishedAt === null);
  return left.length ? [`${left.length} outbox events never published: ${left.map((e) => `${e.event} ${e.entityId}`).join(', ')}`] : [];
}

/** Each event is one webhook id, sent with the same bytes every time; every id held at the kill came again. */
function callbackProblems(deliveries: Awaited<ReturnType<typeof readLedger>>['deliveries'], received: ReceivedCallback[], inFlightAtKill: string[]) {
  const problems: string[] = [];
  const byId = new Map(deliveries.map((d) => [d.webhookId, d]));
  const idsOfChange = new Map<string, Set<string>>();
  for (const callback of received) {
    const delivery = byId.get(callback.webhookId);
    if (!delivery) problems.push(`the receiver got webhook-id ${callback.webhookId}, which no delivery has`);
    else if (delivery.body !== callback.body) problems.push(`webhook-id ${callback.webhookId} came with other bytes than its delivery`);
    const body = JSON.parse(callback.body) as { uelz_charge_id: string; status: string };
    const change = `${body.uelz_charge_id} ${body.status}`;
    idsOfChange.set(change, (idsOfChange.get(change) ?? new Set()).add(callback.webhookId));
  }
  for (const [change, ids] of idsOfChange) if (ids.size > 1) problems.push(`charge change ${change} came under ${ids.size} webhook ids`);
  for (const id of inFlightAtKill) {
    if (!received.some((r) => r.webhookId === id && r.life > 1 && r.answered)) problems.push(`webhook-id ${id}, in flight at the kill, was not delivered again`);
  }
  for (const delivery of deliveries) {
    if (!received.some((r) => r.webhookId === delivery.webhookId && r.answered)) problems.push(`delivery ${delivery.webhookId} never reached the receiver`);
  }
  return problems;
}
