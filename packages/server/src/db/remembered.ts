import type { Queryable } from './database';

/**
 * Claims about a list that rows added keep true, remembered for a while per process and database handle (decision
 * 0107): a total that reached its cap ("more than 100"), a search that matched more customers than a query names.
 * Counting or searching again was most of a page's work at a million rows, paid on every page and every reload after
 * a realtime event. A total that a short page shows untrue is forgotten at once (`listPage`); a search's `many` cannot
 * make an answer wrong (it only chooses how rows are tested) and lasts until it expires.
 */
export const REMEMBERED_MS = 30_000;
const MOST_REMEMBERED = 10_000;

/** Per database handle (a transaction has its own): when each claim expires, by key. */
const claims = new WeakMap<Queryable, Map<string, number>>();

const claimsOf = (db: Queryable) => {
  let held = claims.get(db);
  if (!held) claims.set(db, (held = new Map()));
  return held;
};

export function isRemembered(db: Queryable, key: string): boolean {
  const expires = claimsOf(db).get(key);
  return expires !== undefined && expires > Date.now();
}

export function remember(db: Queryable, key: string) {
  const held = claimsOf(db);
  held.delete(key);
  if (held.size >= MOST_REMEMBERED) held.delete(held.keys().next().value!);
  held.set(key, Date.now() + REMEMBERED_MS);
}

export const forget = (db: Queryable, key: string) => claimsOf(db).delete(key);

/** Forgets every claim remembered for a database handle: the benchmark times pages that count and search. */
export const forgetRemembered = (db: Queryable) => claims.delete(db);
