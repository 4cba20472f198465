import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness';

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
