import pg from 'pg';
import { afterEach } from 'vitest';

/**
 * A query sent on a connection that is running one (two reads at once in a transaction, whose one connection takes
 * a query at a time): node-postgres queues it, warns from the third on, and pg 9 refuses it. Every server test fails
 * when its code did that.
 */
type Running = { _activeQuery: unknown; _queryQueue: unknown[] };
let overlap: Error | undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & Running, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length) overlap ??= new Error('A query was sent on a connection running another');
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;
afterEach(() => {
  const seen = overlap;
  overlap = undefined;
  if (seen) throw seen;
});
