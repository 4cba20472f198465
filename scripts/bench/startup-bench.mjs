/**
 * Start-up of the built server (packages/server/dist/main.js, `npm run build`) on PostgreSQL: from spawning the
 * process to its first answer of GET /api/health, and the time the server prints itself ("Started in N ms", from
 * its process start to listening). The first start migrates and seeds a fresh database and is shown apart; the
 * budget (1.5 s, docs/quality.md) is for the starts after it. Prints figures; never fails on them.
 *
 *   npm run build && DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:startup
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const BUDGET_MS = 1500;
const RUNS = 5;
/** How long a server may take to stop after SIGTERM. */
const STOP_MS = 15_000;
const PORT = Number(process.env.BENCH_PORT ?? 3471);
const main = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is needed: the budget is for PostgreSQL');

const name = `cobro_startup_${randomBytes(4).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
await admin(`create database "${name}"`);
try {
  const first = await start();
  console.log(`first start (migrate + seed a new database): ${first.answerMs} ms to the first answer`);
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await start());
  const answers = runs.map((r) => r.answerMs).sort((a, b) => a - b);
  const median = answers[Math.floor(answers.length / 2)];
  const printed = runs.map((r) => r.printedMs).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(
    `start-up on PostgreSQL (median of ${RUNS}): ${median} ms to the first answer (worst ${answers.at(-1)} ms; the server says ${printed} ms), ` +
      `budget ${BUDGET_MS} ms, ratio ${(median / BUDGET_MS).toFixed(2)}${median <= BUDGET_MS ? '  within budget' : '  OVER BUDGET'}`,
  );
} finally {
  await admin(`drop database if exists "${name}" with (force)`);
}

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** One start: spawn, poll health every 10 ms until 200, read the printed time, stop. */
async function start() {
  const spawned = performance.now();
  const server = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: url.toString(), REDIS_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const deadline = spawned + 120_000;
    for (;;) {
      if (performance.now() > deadline) throw new Error(`the server did not answer within 120 s; its output: ${output.slice(-2000)}`);
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answerMs = Math.round(performance.now() - spawned);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const printedMs = Number(/Started in (\d+) ms/.exec(output)?.[1] ?? NaN);
    return { answerMs, printedMs };
  } finally {
    server.kill('SIGTERM');
    // A server that does not stop is a failure to report, not a wait without end (one hung a loaded CI run until it was stopped).
    const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(resolve, STOP_MS, false).unref())]);
    if (!stopped) {
      server.kill('SIGKILL');
      await exited;
      throw new Error(`the server did not stop within ${STOP_MS / 1000} s of SIGTERM; its output: ${output.slice(-2000)}`);
    }
  }
}
