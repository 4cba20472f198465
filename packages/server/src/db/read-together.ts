import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

type Reads = readonly (() => PromiseLike<unknown> | unknown)[];
type Results<T extends Reads> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Reads that need not wait for each other, each given as a function that starts it: a prepared statement's
 * `execute` starts its query when called, where a drizzle query starts when awaited. On the pool they run at once,
 * each on a connection of its own; in a transaction one after another, since its one connection takes a query at a
 * time: node-postgres queues the others with a deprecation warning, and pg 9 refuses them.
 */
export async function readTogether<T extends Reads | []>(db: Queryable, reads: T): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return Promise.all(reads.map((read) => read())) as Promise<Results<T>>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
