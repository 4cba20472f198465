import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/database';
import { createRandom } from '../../packages/server/src/seed/prng';
import { FIRST, LAST } from './bulk-charges';
import { bulkCatalog, METHODS, ONE_TIME, PROVIDER, SUBSCRIPTION } from './bulk-purchases';

/** Rows one statement writes: each statement is its own transaction, and its triggers read what it wrote. */
const ROWS_PER_STATEMENT = 200_000;

/** A SQL array of the seed's own constants (no quote in any of them), picked from by `[1 + floor(random() * n)]`. */
const texts = (values: readonly string[]) => sql.raw(`(array[${values.map((v) => `'${v}'`).join(', ')}])`);
const pick = (values: readonly string[], roll = sql`random()`) => sql`${texts(values)}[1 + floor(${roll} * ${values.length})::int]`;
/** The provider of a method, as `PROVIDER` maps it. */
const providerOf = (method: string) =>
  sql.raw(`case ${method} ${Object.entries(PROVIDER).map(([m, p]) => `when '${m}' then '${p}'`).join(' ')} end`);

/**
 * What `bulkCharges` seeds, written by PostgreSQL itself (`generate_series` and `random()`), for the sizes a client
 * cannot build in its memory: 10,000,000 charges (`npm run bench -- --rows 10000000 --seed sql`). The same shapes and
 * distributions (customers; a catalog of one service per 10,000 charges, from `bulkCatalog`; one purchase per four
 * charges in every status, a few deleted; charges over the last year in the seed's mix of statuses, methods, fees,
 * refunds and disputes), not the same rows. Scratch tables number the customers, plans and purchases so that a row
 * picks one by a random number (unlogged tables, not temporary ones: the pool's statements may each run on another
 * connection); the triggers run as for any insert.
 */
export async function bulkChargesInSql(db: Db, organizationId: string, now: Date, customerCount: number, chargeCount: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const inTheLastYear = sql`${at} - floor(random() * 365 * 24 * 60) * interval '1 minute'`;
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    console.log(`  ${label} in ${Math.round((performance.now() - started) / 1000)} s`);
  };
  const inSteps = async (count: number, step: (from: number, to: number) => Promise<unknown>) => {
    for (let from = 0; from < count; from += ROWS_PER_STATEMENT) await step(from, Math.min(count, from + ROWS_PER_STATEMENT) - 1);
  };

  await timed(`${customerCount.toLocaleString('en')} customers`, () =>
    inSteps(customerCount, (from, to) =>
      db.execute(sql`insert into customers (id, organization_id, type, name, surname, email, tax_id, prefix, phone, created_at)
        select gen_random_uuid(), ${organizationId}, 'PERSON', ${pick(FIRST)}, ${pick(LAST)} || ' ' || ${pick(LAST)},
          'cliente' || i || '@correo' || (i % 50) || '.es', (10000000 + i) || 'T', '+34', '6' || (10000000 + i),
          ${at} - floor(random() * 366) * interval '1 day'
        from generate_series(${from}::int, ${to}::int) i`),
    ),
  );
  const catalog = await bulkCatalog(db, createRandom(7), organizationId, now, Math.max(10, Math.round(chargeCount / 10_000)));
  const numbered = (name: string, query: ReturnType<typeof sql>) =>
    db.execute(sql`create unlogged table ${sql.raw(name)} as ${query}`).then(() => db.execute(sql.raw(`create unique index on ${name} (n)`)));
  await numbered('bench_customers', sql`select row_number() over (order by id) as n, id from customers where organization_id = ${organizationId}`);
  await numbered('bench_plans', sql`select row_number() over (order by id) as n, id, service_id, unit_amount, recurring from plans
    where id in (${sql.join(catalog.map((p) => sql`${p.id}::uuid`), sql`, `)})`);

  const purchaseCount = Math.round(chargeCount / 4);
  await timed(`${purchaseCount.toLocaleString('en')} purchases`, () =>
    inSteps(purchaseCount, (from, to) =>
      db.execute(sql`insert into purchases (id, organization_id, customer_id, service_id, plan_id, provider, status, payment_method, amount,
          next_recurring_date, finish_date, created_at, updated_at, deleted_at)
        select gen_random_uuid(), ${organizationId}, c.id, p.service_id, p.id, ${providerOf('g.method')}, s.status, g.method, p.unit_amount,
          case when s.status in ('active', 'past_due', 'trialing', 'unpaid') then ${at} + (1 + floor(random() * 30 * 24 * 60)) * interval '1 minute' end,
          case when s.status = 'finished' then ${at} - (1 + floor(random() * 200)) * interval '1 day'
            when p.recurring and g.limited then ${at} + (1 + floor(random() * 400)) * interval '1 day' end,
          g.created_at, g.created_at, case when random() < 0.01 then ${at} end
        from (select 1 + floor(random() * ${catalog.length})::int as plan, 1 + floor(random() * ${customerCount})::int as customer,
            ${pick(METHODS)} as method, random() as roll, random() < 0.2 as limited, ${inTheLastYear} as created_at
          from generate_series(${from}::int, ${to}::int) i) g
        join bench_plans p on p.n = g.plan
        join bench_customers c on c.n = g.customer
        cross join lateral (select case when p.recurring then ${pick(SUBSCRIPTION, sql`g.roll`)} else ${pick(ONE_TIME, sql`g.roll`)} end as status) s`),
    ),
  );
  await numbered('bench_purchases', sql`select row_number() over (order by id) as n, id, customer_id from purchases
    where plan_id in (select id from bench_plans)`);

  await timed(`${chargeCount.toLocaleString('en')} charges`, () =>
    inSteps(chargeCount, (from, to) =>
      db.execute(sql`insert into charges (id, organization_id, customer_id, purchase_id, amount, amount_refunded, amount_fee, amount_net,
          fee_details, status, refunded, payment_method, provider, provider_id, receipt_url, dispute_status, failure_message, created_at, updated_at)
        select g.id, ${organizationId}, p.customer_id, p.id, g.amount, case when g.status = 'refunded' then g.amount else 0 end, g.fee,
          case when g.moved then g.amount - g.fee else 0 end,
          case when g.moved then jsonb_build_array(jsonb_build_object('type', 'application', 'amount', round(g.amount * 0.0075)),
            jsonb_build_object('type', 'provider', 'amount', g.fee - round(g.amount * 0.0075))) else '[]'::jsonb end,
          g.status, g.status = 'refunded', g.method, ${providerOf('g.method')}, 'bench_' || g.i,
          case when g.moved and ${providerOf('g.method')} = 'STRIPE' then 'http://localhost/api/receipts/' || g.id end,
          case when g.status = 'disputed' then 'needs_response' end, case when g.status = 'failed' then 'generic_decline' end,
          g.created_at, g.created_at
        from (select s.*, s.status not in ('failed', 'pending', 'processing') as moved,
            case when s.status not in ('failed', 'pending', 'processing') then round(s.amount * 0.0175) + 25 else 0 end as fee
          from (select r.*, case when roll < 0.7 then case when method in ('card', 'sepa_debit') then 'succeeded' else 'paid' end
                when roll < 0.8 then 'failed' when roll < 0.87 then 'pending' when roll < 0.93 then 'refunded'
                when roll < 0.97 then 'processing' else 'disputed' end as status
            from (select i, gen_random_uuid() as id, ${pick(METHODS)} as method, 500 + floor(random() * 49501)::int as amount,
                random() as roll, 1 + floor(random() * ${purchaseCount})::int as purchase, ${inTheLastYear} as created_at
              from generate_series(${from}::int, ${to}::int) i) r) s) g
        join bench_purchases p on p.n = g.purchase`),
    ),
  );
  await db.execute(sql`drop table bench_customers, bench_plans, bench_purchases`);
  // Statistics and the visibility map (index-only counts), as autovacuum keeps them on a live database.
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
