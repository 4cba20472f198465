/**
 * Realtime event to updated row alone (quality.md, decision 0107; the figure is realtime-path.ts's, which
 * `npm run bench` also prints at each size). Prints figures; it does not fail on them, only on a wait that runs out.
 *
 *   npm run build && DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run bench:realtime -- --rows 100000
 *   DATABASE_URL=... npm run bench:realtime -- --database cobro_bench_1m_xxxx       # a database money-bench kept
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../packages/server/src/app';
import { systemClock } from '../../packages/server/src/clock';
import { loadConfig } from '../../packages/server/src/config';
import { benchDatabase } from './bench-database';
import { formatRealtime, realtimeBuilt, timeRealtimePath } from './realtime-path';

const { values: options } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
    runs: { type: 'string', default: '20' },
  },
});
if (!realtimeBuilt()) {
  console.error('Build the elements first: npm run build');
  process.exit(2);
}

const bench = await benchDatabase({ rows: Number(options.rows), keep: options.keep, database: options.database });
const port = Number(process.env.BENCH_PORT ?? 3471);
const origin = `http://127.0.0.1:${port}`;
const config = loadConfig({ LOG_LEVEL: 'silent', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: '' });
const app = await buildApp({ config, database: bench.database, clock: systemClock });
await app.listen({ port, host: '127.0.0.1' });
try {
  const figures = await timeRealtimePath({ origin, database: bench.database, organizationId: bench.organizationId, runs: Number(options.runs) });
  console.log(`\n${formatRealtime(figures, bench.rows)}`);
} finally {
  await app.close();
  await bench.close();
}
