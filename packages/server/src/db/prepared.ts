import type { Queryable } from './database';

const statements = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A statement built once per database handle and name (drizzle's `.prepare(name)` with `sql.placeholder` values),
 * for the few queries of one fixed shape that run on nearly every request. Drizzle builds its SQL text once instead
 * of on every call, and on PostgreSQL each connection parses it once and, after a few runs, keeps its plan; a
 * transaction handle gets its own, since a statement runs on the handle it was prepared on.
 */
export function prepared<T>(db: Queryable, name: string, prepare: (db: Queryable) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = prepare(db)));
  return statement;
}
