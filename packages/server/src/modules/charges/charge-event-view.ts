import type { RealtimeEvent, RealtimePayload } from '@cobro/contracts';
import type { Queryable } from '../../db/database';
import type { ChargeInHand } from '../../realtime/emit';
import { chargeViews, findCharge, inHandChargeView } from './charge-view';

/**
 * What a charge event carries besides its id: the charge as `GET /charges/{id}` answers it, read in the transaction
 * that emits the event, so the screens patch the row they show instead of reading a list again (decision 0107); or
 * built from the charge its emitter has in hand, which it writes after this (decision 1167).
 */
export async function chargeEventDetail(
  tx: Queryable,
  organizationId: string,
  event: RealtimeEvent,
  id: string,
  inHand?: ChargeInHand,
): Promise<Partial<RealtimePayload> | undefined> {
  if (!event.startsWith('charge-')) return undefined;
  if (inHand) return { charge: await inHandChargeView(tx, inHand) };
  const row = await findCharge(tx, organizationId, id);
  if (!row) return undefined;
  const [charge] = await chargeViews(tx, [row]);
  return { charge };
}
