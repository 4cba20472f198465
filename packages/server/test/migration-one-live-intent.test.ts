import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { databases } from './harness';
import { earlierDatabase } from './migrations';

/**
 * Migration 0006 adds the one-live-intent-per-charge unique index. A database written before it may hold duplicate
 * live intents of one charge: the migration settles them first instead of failing on them.
 */
describe.each(databases)('migration 0006 (one live payment intent per charge) on %s', (kind) => {
  let database: Database;
  let end: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ database, end } = await earlierDatabase(kind, 6));
  });
  afterAll(() => end?.());

  it('applies over duplicate live intents: the furthest along is kept, a second payment refunded and flagged', async () => {
    const { db } = database;
    const ids = (await db.execute(sql`
      with u as (insert into users (email, name, password_hash) values ('m@example.es', 'M', 'x') returning id),
      o as (insert into organizations (owner_id, company_name) select id, 'Shop' from u returning id)
      select o.id as org from o`)) as unknown as { rows: Array<{ org: string }> };
    const org = ids.rows[0].org;
    const charge = async (status: string, providerId: string | null) =>
      ((await db.execute(sql`insert into charges (organization_id, amount, status, payment_method, provider, provider_id)
        values (${org}, 9000, ${status}, 'card', 'STRIPE', ${providerId}) returning id`)) as unknown as { rows: Array<{ id: string }> }).rows[0].id;
    // The charge names the intent that paid it first; the other charge's newer secret is the one the buyer holds.
    const [paidTwice, openTwice] = [await charge('succeeded', 'pi_sb_paid_first'), await charge('pending', null)];
    const intent = (id: string, chargeId: string, status: string, minutes: number) =>
      db.execute(sql`insert into sandbox_intents (id, organization_id, kind, method, charge_id, client_secret_hash, amount, status, created_at)
        values (${id}, ${org}, 'payment', 'card', ${chargeId}, ${`hash_${id}`}, 9000, ${status}, now() - make_interval(mins => ${minutes}))`);
    await intent('pi_sb_paid_first', paidTwice, 'succeeded', 10);
    await intent('pi_sb_paid_second', paidTwice, 'succeeded', 5);
    await intent('pi_sb_open_old', openTwice, 'requires_payment_method', 10);
    await intent('pi_sb_open_new', openTwice, 'requires_payment_method', 5);
    await intent('pi_sb_declined', openTwice, 'failed', 20);

    await database.migrate();

    const rows = (await db.execute(sql`select id, status from sandbox_intents order by id`)) as unknown as { rows: Array<{ id: string; status: string }> };
    expect(Object.fromEntries(rows.rows.map((r) => [r.id, r.status]))).toEqual({
      pi_sb_declined: 'failed',
      pi_sb_open_new: 'requires_payment_method',
      pi_sb_open_old: 'canceled',
      pi_sb_paid_first: 'succeeded',
      pi_sb_paid_second: 'refunded',
    });
    const anomalies = (await db.execute(sql`select charge_id, reason, details from payment_anomalies`)) as unknown as {
      rows: Array<{ charge_id: string; reason: string; details: Record<string, unknown> }>;
    };
    expect(anomalies.rows).toEqual([{ charge_id: paidTwice, reason: 'duplicate_payment', details: { intent: 'pi_sb_paid_second', amount: 9000, refunded: true } }]);
    // The index now holds: a second live intent for a charge is refused by the database itself.
    await expect(intent('pi_sb_third', openTwice, 'requires_payment_method', 0)).rejects.toThrow();
  });
});
