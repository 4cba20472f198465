import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

type Results<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

/**
 * Reads that need not wait for each other (drizzle's queries run only when awaited). On the pool they run at once,
 * each on a connection of its own; in a transaction one after another, since its one connection takes a query at a
 * time: node-postgres queues the others with a deprecation warning, and pg 9 refuses them.
 */
export async function readTogether<T extends readonly unknown[] | []>(db: Queryable, reads: T): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return Promise.all(reads) as Promise<Results<T>>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read);
  return results as Results<T>;
}
