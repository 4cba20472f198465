import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { plans, widgetConfigurations } from '../src/db/schema/index';
import { buyOnce, type BuyerResult, type BuyerStats } from './chaos/buyer';
import { startCallbackReceiver, type CallbackReceiver } from './chaos/callback-receiver';
import { ledgerProblems, readLedger, settled } from './chaos/ledger';
import { freePort, startServer, type ServerProcess } from './chaos/server-process';
import { freshPostgresDatabase } from './harness';

const adminUrl = process.env.DATABASE_URL;
const BUYERS = 24;
/** Every third buyer pays by SEPA debit, which is still processing (and settles later) when the server dies. */
const isSepa = (i: number) => i % 3 === 2;
/** The server is killed once this many buyers have confirmed and callbacks are in flight. */
const KILL_AFTER_CONFIRMED = 8;
/** How long the receiver holds each answer before the kill: long enough that some are always in flight. */
const HOLD_MS = 1500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dniOf = (n: number) => `${n}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;

/**
 * Chaos (issue 10): concurrent sandbox checkouts through the real HTTP API against a real server process, killed
 * with SIGKILL mid-way and restarted on the same PostgreSQL database; buyers retry with their Idempotency-Keys and
 * the ledger must show nothing lost or doubled, callbacks in flight re-delivered under the same webhook-id.
 */
describe.skipIf(!adminUrl)('chaos: checkouts across a server crash (PostgreSQL)', () => {
  const cleanup: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('loses and doubles nothing: purchases, charges, intents, outbox events, callbacks', async () => {
    const database = await freshPostgresDatabase(adminUrl!, 'cobro_chaos');
    cleanup.push(() => database.close());
    const receiver: CallbackReceiver = await startCallbackReceiver(HOLD_MS);
    cleanup.push(() => receiver.close());
    const port = await freePort();
    // A short callback timeout: the lease a crashed sender leaves on a delivery is this plus a margin (decision 1021).
    const env = { CALLBACKS_TIMEOUT_MS: '3000' };
    let server: ServerProcess = await startServer({ databaseUrl: database.url, port, env });
    cleanup.push(() => server.kill('SIGKILL'));

    const [plan] = await database.db.select().from(plans).where(eq(plans.name, 'Bono 10 clases'));
    await database.db
      .update(widgetConfigurations)
      .set({ callbackUrl: receiver.url, callbackUrlEnabled: true })
      .where(eq(widgetConfigurations.organizationId, plan.organizationId));

    const stats: BuyerStats = { retries: 0, keyInUse: 0, inFlight: 0, keyedInFlight: 0 };
    let confirmed = 0;
    const firstDni = 10_000_000 + randomInt(80_000_000);
    const buyers = Array.from({ length: BUYERS }, async (_, i): Promise<BuyerResult> => {
      await sleep(i * 80);
      return buyOnce(server.url, plan.id, dniOf(firstDni + i), isSepa(i) ? 'sepa_debit' : 'card', stats, () => (confirmed += 1));
    });
    let allBought = false;
    const outcome = Promise.allSettled(buyers).finally(() => (allBought = true));

    // The crash: mid-way through the buyers, with checkout calls (keyed ones among them) and callbacks in flight.
    const midway = () => confirmed >= KILL_AFTER_CONFIRMED && receiver.inFlight().length >= 2 && stats.keyedInFlight > 0;
    // Waited for as a state, not a time: a loaded machine gets there later. Buyers all done first fails below.
    while (!midway() && !allBought) await sleep(5);
    const inFlightAtKill = receiver.inFlight().map((r) => r.webhookId);
    const [confirmedAtKill, requestsAtKill, keyedAtKill] = [confirmed, stats.inFlight, stats.keyedInFlight];
    await server.kill('SIGKILL');
    receiver.nextLife();
    server = await startServer({ databaseUrl: database.url, port, env });

    const results = await outcome;
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const done = results.map((r) => (r as PromiseFulfilledResult<BuyerResult>).value);

    // SEPA debits settle 5 s after confirmation; the restarted dispatchers publish and deliver what is left, the
    // callbacks held at the kill once their lease lapses (the 3 s timeout and a margin).
    // A deadline only so a failure lists what is missing; far above what a loaded machine needs.
    const settleDeadline = Date.now() + 120_000;
    while (!(await settled(database.db, done)) && Date.now() < settleDeadline) await sleep(250);
    const ledger = await readLedger(database.db, done);
    const problems = ledgerProblems(done, ledger, receiver.received, inFlightAtKill);
    expect(problems, server.output()).toEqual([]);

    // The kill really came mid-way (or the run proves nothing).
    expect(confirmedAtKill).toBeLessThan(BUYERS);
    expect(inFlightAtKill.length).toBeGreaterThan(0);
    expect(requestsAtKill).toBeGreaterThan(0);
    const redelivered = inFlightAtKill.length;
    console.log(
      `chaos: ${BUYERS} buyers (${done.filter((b) => b.method === 'sepa_debit').length} SEPA), SIGKILL after ${confirmedAtKill} confirmations ` +
        `with ${requestsAtKill} requests (${keyedAtKill} keyed) and ${redelivered} callbacks in flight, restart; ${stats.retries} requests retried; ` +
        `checked ${ledger.bought.length} purchases, ${ledger.paid.length} charges, ${ledger.intents.length} intents, ${ledger.written.length} outbox events, ` +
        `${ledger.deliveries.length} callbacks (${redelivered} re-delivered under the same webhook-id): nothing lost or doubled`,
    );
  }, 300_000);
});

const SKIPPED = 'skipped: DATABASE_URL is not set; the chaos test kills a server process on PostgreSQL only';
if (!adminUrl) console.warn(`chaos-checkout.test.ts ${SKIPPED}`);
describe.runIf(!adminUrl)('chaos: checkouts across a server crash', () => {
  it.skip(SKIPPED, () => {});
});
