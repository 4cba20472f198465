import type { Queryable } from './database';

const statements = new WeakMap<Queryable, Map<string, unknown>>();

/**
 * A query of one fixed shape that runs on nearly every request, prepared once per database handle under its name
 * (its values are `sql.placeholder`s given to `execute`). Drizzle builds its SQL text once instead of on every call,
 * and on PostgreSQL each connection parses the statement once and, after a few runs, keeps its plan. A transaction
 * handle gets its own, since a statement runs on the handle it was prepared on.
 */
export function prepared<P>(db: Queryable, name: string, query: () => { prepare(name: string): P }): P {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as P | undefined;
  if (!statement) byName.set(name, (statement = query().prepare(name)));
  return statement;
}
