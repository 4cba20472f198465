import type { Queryable } from './database';

/** What drizzle's prepared query and database handles hold on both drivers (node-postgres and PGlite). */
interface Bound {
  client: unknown;
}
interface Handle {
  session: { client: unknown; constructor: object };
}

/** Per driver (its session's class: a statement built for PGlite cannot run on node-postgres), then per name. */
const statements = new WeakMap<object, Map<string, Bound>>();

/**
 * A query of one fixed shape that runs on nearly every request, built once per process and driver under its name (its values
 * are `sql.placeholder`s given to `execute`), so drizzle builds its SQL text once instead of on every call, and on
 * PostgreSQL each connection parses the statement once and, after a few runs, keeps its plan. A statement runs on
 * the client it was prepared with, and a transaction (or another database) has a client of its own: the built
 * statement is copied onto the handle's client instead of being built again, which is what makes it pay inside the
 * payment path's transactions (decision 1173). Both drivers' prepared queries keep their client in `client` and
 * nothing else of the handle's.
 */
export function prepared<P>(db: Queryable, name: string, query: () => { prepare(name: string): P }): P {
  const { session } = db as unknown as Handle;
  const { client } = session;
  let byName = statements.get(session.constructor);
  if (!byName) statements.set(session.constructor, (byName = new Map()));
  let statement = byName.get(name);
  if (!statement) byName.set(name, (statement = query().prepare(name) as Bound));
  if (statement.client === client) return statement as P;
  return Object.assign(Object.create(Object.getPrototypeOf(statement) as object) as Bound, statement, { client }) as P;
}
