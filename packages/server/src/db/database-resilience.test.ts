import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import { CONNECT_TIMEOUT_MS, openDatabase } from './database';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, and the next query gets a fresh one', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
        rows: { pid: number }[];
      };
      // The pool drops an idle connection when it hears that it ended: wait for that, not for a while (issue 26,
      // item 8), so a loaded machine cannot send the next query down the dead connection first.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const dropped = new Promise((resolve) => pool.once('error', resolve));
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await dropped;
      const after = (await database.db.execute(sql`select 1 as ok`)) as unknown as { rows: { ok: number }[] };
      expect(after.rows[0].ok).toBe(1);
    } finally {
      await database.close();
    }
  });
});

// No PostgreSQL needed: a server that takes connections and never answers is the whole test.
describe('PostgreSQL connection pool, on a server that never answers', () => {
  it('fails the query after CONNECT_TIMEOUT_MS instead of waiting without end (issue 26)', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const database = await openDatabase({ dataDir: '', databaseUrl: `postgres://cobro@127.0.0.1:${port}/cobro` });
    // The bound is the pool's timer: faked and run out, so the test waits for nothing else.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const failed = expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: 'Connection terminated due to connection timeout' },
      });
      await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS);
      await failed;
    } finally {
      vi.useRealTimers();
      await database.close();
      silent.close();
    }
  });
});
