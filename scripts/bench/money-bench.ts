/**
 * Money benchmarks on PostgreSQL (quality.md): the p95 of the charges list call (15 rows, filters, search, date
 * range) over 100,000 charges, over loopback HTTP (budget 50 ms), and the time of a 10,000-row export (budget
 * 2 s). Prints figures; it does not fail on them.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench
 */
import { eq } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app';
import { systemClock } from '../../packages/server/src/clock';
import { loadConfig } from '../../packages/server/src/config';
import { organizations, users } from '../../packages/server/src/db/schema/index';
import { DEMO_ACCOUNT, seedDemo } from '../../packages/server/src/seed/index';
import { freshPostgresDatabase } from '../../packages/server/test/harness';
import { bulkCharges } from './bulk-charges';

const CHARGES = 100_000;
const CUSTOMERS = 5_000;
const RUNS = 200;
const WARMUP = 20;
const LIST_BUDGET_MS = 50;
const EXPORT_ROWS = 10_000;
const EXPORT_BUDGET_MS = 2_000;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL server (a fresh database is created and dropped there).');
  process.exit(2);
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1];
const day = (at: Date) => at.toISOString().slice(0, 10);

const database = await freshPostgresDatabase(adminUrl, 'cobro_bench');
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0 };
try {
  const now = systemClock.now();
  await seedDemo(database.db, systemClock, { publicUrl: 'http://localhost' });
  const [{ organizationId }] = await database.db
    .select({ organizationId: organizations.id })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.email, DEMO_ACCOUNT.email));
  let started = performance.now();
  const bulk = await bulkCharges(database.db, organizationId, now, CUSTOMERS, CHARGES);
  console.log(`seeded ${CHARGES.toLocaleString('en')} charges and ${CUSTOMERS.toLocaleString('en')} customers in ${Math.round(performance.now() - started)} ms`);

  const app = await buildApp({ config, database, clock: systemClock });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = { origin: base };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...origin },
    body: JSON.stringify(DEMO_ACCOUNT),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const headers = { cookie, ...origin };

  const someone = bulk.customers[17];
  const ninetyDaysAgo = day(new Date(now.getTime() - 90 * 86_400_000));
  const queries: Record<string, string> = {
    'filters + search + date range': `status=succeeded,paid&payment_method=card,sepa_debit&search=${encodeURIComponent(someone.surname!.split(' ')[0])}&first_day=${ninetyDaysAgo}&last_day=${day(now)}`,
    'status + date range': `status=failed&first_day=${ninetyDaysAgo}&last_day=${day(now)}`,
    'search by e-mail': `search=${encodeURIComponent(someone.email)}`,
    'method, sorted by amount': `payment_method=redsys&sort=-amount&page=3`,
    'no filter': '',
  };
  console.log(`\nGET /api/charges over loopback, ${RUNS} calls each (budget p95 <= ${LIST_BUDGET_MS} ms for the first):`);
  for (const [label, query] of Object.entries(queries)) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/charges?page_size=15&${query}`, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${label}: ${response.status}`);
      if (i >= WARMUP) times.push(performance.now() - t0);
    }
    const p95 = percentile(times, 95);
    const verdict = label === 'filters + search + date range' ? (p95 <= LIST_BUDGET_MS ? '  within budget' : '  OVER BUDGET') : '';
    console.log(`  ${label.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${p95.toFixed(1).padStart(6)} ms${verdict}`);
  }

  const ids = bulk.charges.slice(0, EXPORT_ROWS).map((c) => c.id);
  started = performance.now();
  const exported = await fetch(`${base}/api/media/export/charges`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  const body = (await exported.json()) as { file: string };
  const exportMs = performance.now() - started;
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  const bytes = Buffer.from(body.file, 'base64').length;
  console.log(
    `\nPOST /api/media/export/charges with ${EXPORT_ROWS.toLocaleString('en')} selected rows: ${Math.round(exportMs)} ms, ` +
      `${Math.round(bytes / 1024)} KiB xlsx (budget ${EXPORT_BUDGET_MS} ms)${exportMs <= EXPORT_BUDGET_MS ? '  within budget' : '  OVER BUDGET'}`,
  );
  await app.close();
} finally {
  await database.close();
}
