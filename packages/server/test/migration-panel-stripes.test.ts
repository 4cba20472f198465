import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { databases } from './harness';
import { earlierDatabase } from './migrations';

type Rows<T> = { rows: T[] };

/**
 * Migration 0033 spreads charge_hours and service_days over stripes (decision 1168): the rows kept before it move to
 * stripe 0 with their figures, and a charge counted there before it is taken away exactly when it changes or goes,
 * though its own stripe may have no row.
 */
describe.each(databases)('migration 0033 (the panel counters on stripes) on %s', (kind) => {
  let database: Database;
  let end: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // The journal up to 0032, seeded.
    ({ database, end } = await earlierDatabase(kind, 30, { seeded: true }));
  }, 180_000);
  afterAll(() => end?.());

  const COLLECTED = sql.raw(`status in ('succeeded', 'paid', 'refunded', 'disputed')`);
  /** Per organization and hour, the kept figures summed over the stripes and the ones recomputed from the charges. */
  const hours = async () => {
    const kept = (await database.db.execute(sql`select organization_id || ' ' || hour as key, sum(brute)::bigint::text as brute,
      sum(refund)::int as refund, sum(charges)::int as charges from charge_hours group by 1 having sum(charges) <> 0 order by 1`)) as unknown as Rows<unknown>;
    const charged = (await database.db.execute(sql`select organization_id || ' ' || date_trunc('hour', created_at, 'UTC') as key,
      sum(case when ${COLLECTED} then amount else 0 end)::bigint::text as brute,
      sum(case when status = 'refunded' or refunded then 1 else 0 end)::int as refund, count(*)::int as charges
      from charges group by 1 order by 1`)) as unknown as Rows<unknown>;
    return { kept: kept.rows, charged: charged.rows };
  };
  const days = async () => {
    const kept = (await database.db.execute(sql`select organization_id || ' ' || day || ' ' || service_id as key, sum(amount)::bigint::text as amount
      from service_days group by 1 having sum(amount) <> 0 order by 1`)) as unknown as Rows<unknown>;
    const charged = (await database.db.execute(sql`select c.organization_id || ' ' || (c.created_at at time zone 'Europe/Madrid')::date || ' ' || p.service_id as key,
      sum(c.amount)::bigint::text as amount from charges c join purchases p on p.id = c.purchase_id
      where c.${COLLECTED} and p.service_id is not null group by 1 order by 1`)) as unknown as Rows<unknown>;
    return { kept: kept.rows, charged: charged.rows };
  };

  it('moves the kept rows to stripe 0, then keeps the sums exact as charges kept before it are refunded and deleted', async () => {
    const before = { hours: await hours(), days: await days() };
    expect(before.hours.kept).toEqual(before.hours.charged);
    expect(before.days.kept).toEqual(before.days.charged);
    expect(before.hours.kept.length).toBeGreaterThan(20);

    await database.migrate();

    const stripes = (await database.db.execute(sql`select distinct stripe from charge_hours union select distinct stripe from service_days`)) as unknown as Rows<{ stripe: number }>;
    expect(stripes.rows).toEqual([{ stripe: 0 }]);
    expect({ hours: await hours(), days: await days() }).toEqual(before);

    // Collected charges of the seed, on stripes other than 0 (their own stripes have no row yet): some refunded,
    // some deleted.
    const picked = (await database.db.execute(sql`select id from charges where ${COLLECTED} and purchase_id is not null
      and panel_stripe(id) <> 0 order by id limit 6`)) as unknown as Rows<{ id: string }>;
    const ids = picked.rows.map((r) => r.id);
    expect(ids).toHaveLength(6);
    await database.db.execute(sql`update charges set status = 'refunded', refunded = true where id in (${sql.join(ids.slice(0, 3).map((id) => sql`${id}::uuid`), sql`, `)})`);
    await database.db.execute(sql`delete from charges where id in (${sql.join(ids.slice(3).map((id) => sql`${id}::uuid`), sql`, `)})`);
    const after = { hours: await hours(), days: await days() };
    expect(after.hours.kept).toEqual(after.hours.charged);
    expect(after.days.kept).toEqual(after.days.charged);
    expect(after).not.toEqual(before);
  });
});
