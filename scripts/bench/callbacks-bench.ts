/**
 * Merchant callbacks beside a slow endpoint (decision 1024), on PGlite, or on PostgreSQL with DATABASE_URL. Real
 * https receivers on 127.0.0.1, the dispatcher as the server runs it (start, wake), a 10 s timeout. Two shapes:
 *
 *   hang:   one merchant's endpoint never answers and it has 25 deliveries due first; 9 other merchants then have
 *           one each. Figure: from their commit to each arriving at its endpoint.
 *   stream: 30 merchants whose endpoints answer after 5 s, 4 deliveries each (120). Figure: time until all are
 *           delivered, and callbacks per 10 s.
 *
 *   node --import tsx scripts/bench/callbacks-bench.ts
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres node --import tsx scripts/bench/callbacks-bench.ts
 *
 * Prints figures; never fails on them.
 */
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import Fastify from 'fastify';
import { systemClock } from '../../packages/server/src/clock';
import { REPO_ROOT } from '../../packages/server/src/config';
import type { Database } from '../../packages/server/src/db/database';
import { createCallbackDispatcher } from '../../packages/server/src/modules/callbacks/dispatcher';
import { callbackMerchant } from '../../packages/server/src/modules/callbacks/merchants.fixtures';
import { createTestDatabase } from '../../packages/server/test/harness';

const TLS = {
  cert: readFileSync(join(REPO_ROOT, 'examples/callback-server/localhost-cert.pem')),
  key: readFileSync(join(REPO_ROOT, 'examples/callback-server/localhost-key.pem')),
};
const settings = { allowLoopback: true, timeoutMs: 10_000 };
const log = Fastify({ logger: false }).log;

/** An endpoint that answers 204 after `delayMs` (never, when null), and tells when each request arrived. */
async function endpoint(delayMs: number | null) {
  const arrivals: number[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer(TLS, (req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.now());
      if (delayMs === null) return void open.add(res);
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `https://127.0.0.1:${port}/callbacks`,
    arrivals,
    close: () => new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections())),
  };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 5));
};
const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function hang(database: Database) {
  const hung = await endpoint(null);
  const fast = await Promise.all(Array.from({ length: 9 }, () => endpoint(0)));
  const slow = await callbackMerchant(database.db, systemClock, 'hangs', hung.url);
  await slow.queue(25);
  const others = await Promise.all(fast.map((e, i) => callbackMerchant(database.db, systemClock, `fast${i}`, e.url)));
  const dispatcher = createCallbackDispatcher({ db: database.db, clock: systemClock, log, settings });
  dispatcher.start();
  await until(() => hung.arrivals.length > 0);
  for (const m of others) await m.queue(1);
  const enqueued = performance.now();
  dispatcher.wake();
  await until(() => fast.every((e) => e.arrivals.length > 0));
  const latencies = fast.map((e) => e.arrivals[0] - enqueued);
  console.log(
    `hang:   other merchants' deliveries arrived after p50 ${pct(latencies, 50).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms` +
      ` (${hung.arrivals.length} of the hanging merchant's requests open)`,
  );
  await Promise.all([hung.close(), ...fast.map((e) => e.close())]);
  await dispatcher.stop();
}

async function stream(database: Database) {
  const endpoints = await Promise.all(Array.from({ length: 30 }, () => endpoint(5000)));
  const merchants = await Promise.all(endpoints.map((e, i) => callbackMerchant(database.db, systemClock, `slow${i}`, e.url)));
  for (const m of merchants) await m.queue(4);
  const dispatcher = createCallbackDispatcher({ db: database.db, clock: systemClock, log, settings });
  const started = performance.now();
  dispatcher.start();
  await until(() => endpoints.every((e) => e.arrivals.length >= 4));
  await dispatcher.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`stream: 120 callbacks to 30 endpoints answering in 5 s delivered in ${seconds.toFixed(1)} s, ${((120 / seconds) * 10).toFixed(0)} per 10 s`);
  await Promise.all(endpoints.map((e) => e.close()));
}

const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
console.log(`callbacks bench on ${kind}`);
for (const shape of [hang, stream]) {
  const database = await createTestDatabase(kind);
  await shape(database);
  await database.close();
}
