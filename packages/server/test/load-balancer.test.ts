import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENTS_PREFIX, REALTIME_SOCKET_OPTIONS } from '@cobro/contracts';
import type { Database } from '../src/db/database';
import { charges, plans } from '../src/db/schema/index';
import { newDni, personDetails } from '../src/modules/checkout/checkout.fixtures';
import { fixedPlan } from '../src/modules/services/services.fixtures';
import { SANDBOX_CARDS } from '../src/provider-protocols/index';
import { ADAPTER_LINES, type RealtimeAdapterKind } from '../src/realtime/adapter';
import { DEMO_ACCOUNT } from '../src/seed/index';
import { findNginx, startCluster, type Cluster } from './cluster';
import { emptyPostgresDatabase } from './harness';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function call(origin: string, method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) {
  const response = await fetch(origin + path, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${origin}${path}: ${response.status} ${text}`);
  return { response, json: text ? JSON.parse(text) : null };
}

/** A buyer pays the one-time plan by card, every call sent to the one server process at `origin`. */
async function payThrough(origin: string, planId: string): Promise<string> {
  const dni = newDni();
  const email = `lb-${dni.toLowerCase()}@example.es`;
  await call(origin, 'POST', `/api/checkout/${planId}/verify-id`, { customer_type: 'PERSON', customer_email: email, customer_cif: dni });
  const customer = await call(origin, 'POST', `/api/checkout/${planId}/complete-data`, personDetails(dni, email));
  const body = { payment_method: 'card', customer_id: customer.json.customer_id, plan_id: planId, payment_link_id: planId };
  const purchase = await call(origin, 'POST', `${PAYMENTS_PREFIX}/stripe/create-purchase`, body);
  const data = await call(origin, 'POST', `${PAYMENTS_PREFIX}/stripe/payment-data`, { ...body, purchase_id: purchase.json.purchase_id });
  const confirmed = await call(origin, 'POST', `${PAYMENTS_PREFIX}/sandbox/confirm`, {
    client_secret: data.json.client_secret,
    instrument: { type: 'card', number: SANDBOX_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  expect(confirmed.json.status).toBe('succeeded');
  return purchase.json.purchase_id as string;
}

function clusterSuite(title: string, leg: { redisUrl?: string; adapter: RealtimeAdapterKind; needs: string[] }) {
  const missing = leg.needs.filter((name) => !process.env[name]);
  if (missing.length) {
    describe(title, () => {
      it.skip(`skipped: ${missing.join(' and ')} not set (two server processes behind nginx need ${leg.needs.join(' and ')})`, () => {});
    });
    return;
  }
  describe(title, () => {
    let empty: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
    let database: Database | undefined;
    let cluster: Cluster;
    let socket: Socket | undefined;
    beforeAll(async () => {
      const nginx = findNginx();
      // An empty database: the processes start together and must migrate and seed it without colliding.
      empty = await emptyPostgresDatabase(DATABASE_URL!, 'cobro_cluster');
      cluster = await startCluster({ nginx, databaseUrl: empty.url, redisUrl: leg.redisUrl });
      database = await empty.open();
    }, 300_000);
    afterAll(async () => {
      socket?.close();
      await cluster?.stop();
      if (database) await database.close();
      else await empty?.drop();
    });

    it('every process names its realtime adapter at start-up', () => {
      for (const output of cluster.output) expect(output).toContain(ADAPTER_LINES[leg.adapter]);
    });

    it('a dashboard socket through the balancer hears the payments made through each process', async () => {
      const login = await call(cluster.url, 'POST', '/api/auth/login', DEMO_ACCOUNT);
      const cookie = login.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      // The realtime client's own options: websocket first, so no sticky session is needed.
      socket = connect(cluster.url, { ...REALTIME_SOCKET_OPTIONS, extraHeaders: { cookie, origin: cluster.url }, reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket!.once('connect', resolve);
        socket!.once('connect_error', reject);
      });
      const heard = new Set<string>();
      socket.on('charge-succeeded', (payload: { id: string }) => heard.add(payload.id));

      const [plan] = await database!.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'Bono 10 clases'));
      // One payment through each process: whichever one holds the socket, the other one's events must cross.
      const paid: string[] = [];
      for (const origin of cluster.servers) {
        const purchaseId = await payThrough(origin, plan.id);
        const [charge] = await database!.db.select({ id: charges.id }).from(charges).where(eq(charges.purchaseId, purchaseId));
        paid.push(charge.id);
      }
      // Until both have crossed, with no deadline of its own (issue 26, item 8): a loaded machine is slower, not wrong;
      // an event that never crosses fails the test at its timeout.
      while (!paid.every((id) => heard.has(id))) await new Promise((r) => setTimeout(r, 100));
      expect([...heard].filter((id) => paid.includes(id)).sort()).toEqual([...paid].sort());
    });

    it('a cover uploaded through one process is served by the other and through the balancer', async () => {
      const login = await call(cluster.url, 'POST', '/api/auth/login', DEMO_ACCOUNT);
      const cookie = login.response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const form = new FormData();
      form.append('name', 'Portada compartida');
      form.append('plans', JSON.stringify([fixedPlan()]));
      form.append('files', new File([PNG], 'portada.png', { type: 'image/png' }));
      const created = await fetch(`${cluster.servers[0]}/api/services?publish=false`, { method: 'POST', body: form, headers: { cookie } });
      expect(created.status, await created.clone().text()).toBe(201);
      const [cover] = ((await created.json()) as { images: string[] }).images;
      expect(cover.startsWith(`${cluster.url}/uploads/services/`)).toBe(true);
      const path = cover.slice(cluster.url.length);
      // The other process directly, then the balancer twice (round robin: both processes).
      for (const url of [cluster.servers[1] + path, cover, cover]) {
        const served = await fetch(url);
        expect(served.status).toBe(200);
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
      }
    });
  });
}

// Several processes behind a load balancer (docs/deploy.md): with Redis, and with PostgreSQL alone.
clusterSuite('two processes behind nginx with PostgreSQL and Redis', { redisUrl: REDIS_URL, adapter: 'redis', needs: ['DATABASE_URL', 'REDIS_URL'] });
clusterSuite('two processes behind nginx with PostgreSQL and no Redis', { adapter: 'postgres', needs: ['DATABASE_URL'] });
