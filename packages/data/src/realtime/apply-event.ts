import { ChargesQuery, type Charge, type Paged, type RealtimeEvent, type RealtimePayload } from '@cobro/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chargeKeys } from '../charges/charges.keys';
import { STALE_AFTER } from '../invalidation/stale-after';

/**
 * Whether a cached charges list that holds the changed charge stays right once that row is replaced: its status
 * filter still admits the row and, sorted by status, the status did not change. Amount and date never change, and
 * the page's other rows and total are untouched by one row's change.
 */
export function keepsPatchedRow(listQuery: unknown, before: Charge, after: Charge): boolean {
  const parsed = ChargesQuery.safeParse(listQuery ?? {});
  if (!parsed.success) return false;
  const { status, sort } = parsed.data;
  if (status?.length && !status.includes(after.status)) return false;
  return !(sort?.field === 'status' && before.status !== after.status);
}

/**
 * Applies a realtime event to the cache and answers the query keys it refreshed. A charge event carrying its row
 * (the server sends it, decision 0107) replaces that row in every cached list that shows it and keeps those lists,
 * and replaces a cached detail, so the row on screen changes without asking the server for a million-row list again;
 * every other list (the charge may now belong in it) and whatever else the event makes stale (STALE_AFTER) is
 * invalidated as before. Without a row, the event invalidates its whole STALE_AFTER entry.
 */
export async function applyRealtimeEvent(
  client: QueryClient,
  event: RealtimeEvent,
  payload: RealtimePayload,
): Promise<readonly QueryKey[]> {
  const changed = payload.charge;
  if (!changed) {
    await Promise.all(STALE_AFTER[event].map((queryKey) => client.invalidateQueries({ queryKey })));
    return STALE_AFTER[event];
  }
  const stale: QueryKey[] = STALE_AFTER[event].filter((key) => key !== chargeKeys.all);
  for (const [queryKey, list] of client.getQueriesData<Paged<Charge>>({ queryKey: chargeKeys.lists() })) {
    const before = list?.data.find((row) => row.id === changed.id);
    if (list && before && keepsPatchedRow(queryKey[2], before, changed)) {
      client.setQueryData<Paged<Charge>>(queryKey, {
        ...list,
        data: list.data.map((row) => (row.id === changed.id ? changed : row)),
      });
    } else {
      stale.push(queryKey);
    }
  }
  if (client.getQueryData(chargeKeys.detail(changed.id))) client.setQueryData(chargeKeys.detail(changed.id), changed);
  // The receipt and anything else under the detail is read afresh; `exact` leaves the just-written detail alone.
  stale.push([...chargeKeys.detail(changed.id), 'receipt']);
  await Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey, exact: isList(queryKey) })));
  return stale;
}

const isList = (key: QueryKey) => key[0] === chargeKeys.all[0] && key[1] === 'list' && key.length > 2;
