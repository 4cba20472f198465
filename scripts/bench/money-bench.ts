/**
 * Money benchmarks on PostgreSQL (quality.md): the p95 of every merchant list call (15 rows; each filter, search,
 * sort and date-range shape the screens send) with one client (budget 50 ms) and twenty concurrent clients (budget
 * 250 ms), over loopback HTTP; the time of a 10,000-row export (budget 2 s) and of one of every charge, each with
 * how far the heap rose; and the realtime path, a refund to the row on an open Payments page in Chromium (budget p95
 * 250 ms; realtime-path.ts, when the elements are built). Prints figures and their ratios to the budgets; it does not
 * fail on them (the machine decides the figures), only on a call that errs.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench                   # 100,000 charges (npm test)
 *   DATABASE_URL=... npm run bench -- --rows 1000000 --keep                              # 1,000,000; keeps the database
 *   DATABASE_URL=... npm run bench -- --rows 100000,1000000                              # both sizes in one run
 *   DATABASE_URL=... npm run bench -- --database cobro_bench_1m_xxxx --only charges      # again, without seeding
 *
 * Options: --rows N charges (customers are N/20, purchases N/4, services N/10,000), or sizes separated by commas,
 * each seeded and timed in turn, each size's worst repeated at the end; --keep leaves the database and prints its
 * name; --database NAME reuses a kept one (migrated first, not seeded; names separated by commas, each in turn);
 * --only TEXT times the shapes whose "list, label" contains TEXT (`--only export` times the two exports alone,
 * `--only realtime` the realtime path alone);
 * --seed sql has PostgreSQL write the bulk rows (generate_series, `bulk-sql.ts`): the way to 10,000,000 charges
 * (`npm run bench -- --rows 10000000 --seed sql --keep --only ", "`, an opt-in run: about an hour of seeding here);
 * --runs N one-client calls a shape (default 60; each of the 20 clients makes N/10). BENCH_PORT (default 3471): the
 * server's port, its PUBLIC_URL the page's origin.
 */
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app';
import { systemClock } from '../../packages/server/src/clock';
import { loadConfig } from '../../packages/server/src/config';
import { forgetRemembered } from '../../packages/server/src/db/remembered';
import { charges, customers } from '../../packages/server/src/db/schema/index';
import { DEMO_ACCOUNT } from '../../packages/server/src/seed/index';
import { benchDatabase } from './bench-database';
import { listShapes } from './list-shapes';
import { FIGURES_HEADER, formatFigures, timeShape, worstRatios, type ShapeFigures } from './list-timing';
import { formatRealtime, REALTIME_BUDGET_MS, realtimeBuilt, timeRealtimePath } from './realtime-path';

const EXPORT_ROWS = 10_000;
const EXPORT_BUDGET_MS = 2_000;

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    only: { type: 'string' },
    runs: { type: 'string', default: '60' },
    seed: { type: 'string', default: 'client' },
  },
});
const runs = Number(options.runs);
// Kept databases by name, or sizes to seed (a reused database's size is counted).
const reused = options.database?.split(',') ?? [];
const sizes = reused.length ? reused.map(() => 0) : options.rows.split(',').map(Number);
const worstOfEach: string[] = [];
for (const [i, rows] of sizes.entries()) worstOfEach.push(await benchAt(rows, reused[i]));
if (sizes.length > 1) console.log(`\nWorst p95 to budget at each size:\n${worstOfEach.join('\n')}`);

/** Seeds (or reuses) a database of `rows` charges, times every shape and the exports; answers its worst line. */
async function benchAt(rows: number, reuse: string | undefined): Promise<string> {
  const bench = await benchDatabase({ rows, keep: options.keep, database: reuse, seed: options.seed === 'sql' ? 'sql' : 'client' });
  let worstLine = `${bench.rows.toLocaleString('en')} charges: no list timed`;
  const { database, organizationId } = bench;
  const port = Number(process.env.BENCH_PORT ?? 3471);
  const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: '' });
  try {
    const now = systemClock.now();
    const [customer] = await database.db
      .select({ id: customers.id, email: customers.email, taxId: customers.taxId, surname: customers.surname })
      .from(customers)
      .where(and(eq(customers.organizationId, organizationId), eq(customers.email, 'cliente17@correo17.es')));

    const app = await buildApp({ config, database, clock: systemClock });
    const base = await app.listen({ port, host: '127.0.0.1' });
    const origin = { origin: base };
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...origin },
      body: JSON.stringify(DEMO_ACCOUNT),
    });
    const headers = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0], ...origin };

    const shapes = listShapes({ customer: { ...customer, surname: customer.surname ?? '' }, now }).filter(
      (shape) => !options.only || `${shape.list}, ${shape.label}`.includes(options.only),
    );
    if (shapes.length) {
      console.log(`\nList calls over loopback with ${bench.rows.toLocaleString('en')} charges, p50 and p95 in ms, p95 as a ratio to its budget:`);
      console.log(FIGURES_HEADER);
      const figures: ShapeFigures[] = [];
      for (const shape of shapes) {
        const measured = await timeShape(base, shape, headers, {
          runs,
          warmup: 5,
          callsPerClient: Math.max(1, Math.round(runs / 10)),
          forgetRemembered: () => forgetRemembered(database.db),
        });
        figures.push(measured);
        console.log(formatFigures(measured));
      }
      const worst = worstRatios(figures);
      worstLine =
        `${bench.rows.toLocaleString('en')} charges, worst, one client: ${worst.one.ratio.toFixed(2)}x (${worst.one.figures.shape.list}, ${worst.one.figures.shape.label}); ` +
        `twenty clients: ${worst.concurrent.ratio.toFixed(2)}x (${worst.concurrent.figures.shape.list}, ${worst.concurrent.figures.shape.label})`;
      console.log(worstLine);
    }

    if (!options.only || options.only === 'export') {
      const ids = (await database.db.select({ id: charges.id }).from(charges).where(eq(charges.organizationId, organizationId)).limit(EXPORT_ROWS)).map((c) => c.id);
      const selected = await timeExport(base, headers, { ids });
      console.log(
        `\nPOST /api/media/export/charges with ${EXPORT_ROWS.toLocaleString('en')} selected rows: ${selected.ms} ms, ${selected.kib} KiB xlsx, ` +
          `heap +${selected.heapMiB} MiB at most (budget ${EXPORT_BUDGET_MS} ms)${selected.ms <= EXPORT_BUDGET_MS ? '  within budget' : '  OVER BUDGET'}`,
      );
      const every = await timeExport(base, headers, { ids: [] });
      console.log(`POST /api/media/export/charges with every charge (${every.rows.toLocaleString('en')} rows): ${every.ms} ms, ${every.kib} KiB xlsx, heap +${every.heapMiB} MiB at most`);
    }

    if (!options.only || options.only === 'realtime') {
      if (realtimeBuilt()) {
        const realtime = await timeRealtimePath({ origin: base, database, organizationId, runs: 20 });
        console.log(`\n${formatRealtime(realtime, bench.rows)}`);
        worstLine += `; realtime p95 ${(realtime.p95 / REALTIME_BUDGET_MS).toFixed(2)}x`;
      } else console.log('\nRealtime path: not timed, the elements are not built (npm run build)');
    }
    await app.close();
  } finally {
    await bench.close();
  }
  return worstLine;
}

/**
 * One export over HTTP: its time, the file's size and how far the heap (the server runs in this process) rose
 * above where it started, sampled every 10 ms.
 */
async function timeExport(base: string, headers: Record<string, string>, body: { ids: string[] }) {
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 10);
  const started = performance.now();
  const exported = await fetch(`${base}/api/media/export/charges`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await exported.json()) as { file: string };
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  const file = Buffer.from(answer.file, 'base64');
  return { ms, kib: Math.round(file.length / 1024), heapMiB: Math.round((peak - before) / 2 ** 20), rows: await dataRows(file) };
}

/** The rows under the header of a workbook's first sheet, read as a stream: a million rows' XML exceeds a string. */
async function dataRows(file: Buffer) {
  let rows = 0;
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), { sharedStrings: 'ignore' })) {
    for await (const row of sheet) if (row.number > 1) rows += 1;
    break;
  }
  return rows;
}
