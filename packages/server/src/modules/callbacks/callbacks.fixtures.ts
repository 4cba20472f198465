import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { buildApp } from '../../app';
import { fixedClock } from '../../clock';
import { REPO_ROOT, type CallbackSettings } from '../../config';
import { charges, plans, webhookDeliveries, widgetConfigurations } from '../../db/schema/index';
import { emitEvent } from '../../realtime/emit';
import { seedDemo } from '../../seed/index';
import { createTestDatabase, signIn, testConfig, TEST_NOW, TEST_PUBLIC_URL, type DatabaseKind } from '../../../test/harness';

/** The example receiver's committed self-signed certificate for localhost, 127.0.0.1 and ::1. */
export const LOCALHOST_TLS = {
  cert: readFileSync(join(REPO_ROOT, 'examples/callback-server/localhost-cert.pem')),
  key: readFileSync(join(REPO_ROOT, 'examples/callback-server/localhost-key.pem')),
};

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** How the receiver answers one request; `hang` does not answer until the test calls `release()` (a slow endpoint). */
export type Reply = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * A real https server on 127.0.0.1 that records every request and answers the scripted replies in order
 * (204 once the script is used up).
 */
export async function startReceiver() {
  const requests: ReceivedRequest[] = [];
  const script: Reply[] = [];
  const waiters: (() => void)[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer(LOCALHOST_TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      waiters.splice(0).forEach((w) => w());
      const reply = script.shift() ?? { status: 204 };
      if (reply === 'hang') hanging.push(res);
      else res.writeHead(reply.status, reply.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: `https://127.0.0.1:${port}/cobro/callbacks`,
    requests,
    reply: (...replies: Reply[]) => script.push(...replies),
    /** How many requests are being held unanswered. */
    hanging: () => hanging.length,
    /** Answers every request held by `hang` with 204. */
    release: () => hanging.splice(0).forEach((res) => res.writeHead(204).end()),
    /**
     * Resolves once `count` requests in all have arrived. No deadline of its own: each arrival wakes it, and a request
     * that never comes is the test's timeout (vitest.config.ts), so a slow machine is never a failure.
     */
    async received(count: number) {
      while (requests.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * Loopback allowed, and a timeout no busy machine reaches: a test that is not about the cut-off never meets it (the
 * cut-off test runs the attempt's timers on a fake clock).
 */
export const LOOPBACK_SANDBOX: CallbackSettings = { allowLoopback: true, timeoutMs: 20_000 };

/** The app on a seeded database at TEST_NOW with callback settings of the test's choosing, scheduler off. */
export async function callbacksTest(db: DatabaseKind, callbacks: CallbackSettings = LOOPBACK_SANDBOX) {
  const database = await createTestDatabase(db);
  const clock = fixedClock(TEST_NOW);
  const seeded = await seedDemo(database.db, clock, { publicUrl: TEST_PUBLIC_URL });
  const app = await buildApp({
    config: testConfig({ publicUrl: TEST_PUBLIC_URL, callbacks }),
    database,
    clock,
    payments: { config: { cardProvider: 'sandbox' } },
    scheduler: false,
  });
  await app.ready();
  const organizationId = seeded.demoOrgId;
  const planNamed = async (name: string) => (await database.db.select().from(plans).where(eq(plans.name, name)))[0];

  /** Turns the demo merchant's callback on at `url`. */
  const enableCallback = (url: string, enabled = true) =>
    database.db
      .update(widgetConfigurations)
      .set({ callbackUrl: url, callbackUrlEnabled: enabled })
      .where(eq(widgetConfigurations.organizationId, organizationId));

  /** A seeded charge made through a checkout (with purchase and customer). */
  async function seededCharge(status: 'succeeded' | 'failed' = 'succeeded') {
    const [row] = await database.db
      .select()
      .from(charges)
      .where(and(eq(charges.organizationId, organizationId), eq(charges.status, status), isNotNull(charges.purchaseId), isNotNull(charges.customerId)))
      .limit(1);
    return row;
  }

  /** Writes a charge event the way the payment code does (emitEvent in a transaction, then wake). */
  async function emitChargeEvent(chargeId: string, event: 'charge-succeeded' | 'charge-refunded' | 'charge-failed' = 'charge-succeeded') {
    const eventId = await database.db.transaction((tx) => emitEvent(tx, organizationId, event, { id: chargeId, occurredAt: clock.now() }));
    app.outbox.wake();
    return eventId;
  }

  const deliveries = () => database.db.select().from(webhookDeliveries).orderBy(webhookDeliveries.createdAt, webhookDeliveries.eventId);

  return {
    app,
    database,
    clock,
    organizationId,
    // The seeded plans the checkout fixtures (newBuyer, startPayment) pay for.
    oneTime: await planNamed('Bono 10 clases'),
    monthly: await planNamed('Mensual ilimitado'),
    weekly: await planNamed('Semanal'),
    enableCallback,
    seededCharge,
    emitChargeEvent,
    deliveries,
    signIn: () => signIn(app),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type CallbacksTest = Awaited<ReturnType<typeof callbacksTest>>;
