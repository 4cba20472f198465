import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { signIn, testConfig, createTestDatabase, TEST_NOW, type DatabaseKind } from '../../test/harness';
import { closedByServer } from '../../test/sockets';
import { buildApp } from '../app';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { seedDemo } from '../seed/index';

const REDIS_URL = process.env.REDIS_URL;

/** The two ways events cross processes: Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY. */
const legs: { name: string; db: DatabaseKind; redisUrl?: string; enabled: boolean }[] = [
  { name: 'the Redis adapter', db: 'pglite', redisUrl: REDIS_URL, enabled: Boolean(REDIS_URL) },
  { name: 'the PostgreSQL adapter (no REDIS_URL)', db: 'postgres', enabled: Boolean(process.env.DATABASE_URL) },
];

/**
 * Fails instead of hanging when what is awaited never comes (an event kept to the process that published it), well
 * before the test's own timeout so the failure says what was missing; far above what a loaded machine takes.
 */
function within<T>(promise: Promise<T>, what: string, ms = 30_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing after ${ms} ms`)), ms))]);
}

// Two server processes behind one load balancer: an event committed through one reaches a socket on the other.
// A leg whose service is absent (a new user's machine has neither) is reported skipped, so the file still has a suite.
describe.each(legs)('socket.io across instances with $name', ({ db, redisUrl, enabled }) => {
  if (!enabled) {
    it.skip('needs REDIS_URL or DATABASE_URL');
    return;
  }
  let database: Database;
  let apps: FastifyInstance[] = [];
  /** Instance B's address: sockets connect there, calls go to A. */
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(db);
    const clock = fixedClock(TEST_NOW);
    await seedDemo(database.db, clock, { publicUrl: 'http://cobro.test' });
    apps = await Promise.all([0, 1].map(() => buildApp({ config: testConfig({ redisUrl }), database, clock, scheduler: false })));
    url = await apps[1].listen({ port: 0, host: '127.0.0.1' });
    await apps[0].ready();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const app of apps) await app.close();
    await database?.close();
  });

  async function connected(cookie: string) {
    const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie, origin: url }, reconnection: false });
    sockets.push(socket);
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      }),
      'connect',
    );
    return socket;
  }

  it('every event emitted on one instance reaches a socket connected to the other', async () => {
    const [a, b] = apps;
    // Only instance A dispatches, so delivery to B's socket must go through the adapter.
    await b.outbox.stop();
    const cookie = await signIn(a);
    const socket = await connected(cookie);
    const ids = Array.from({ length: 10 }, (_, n) => `ch_cross_${n}`);
    const heard: string[] = [];
    const all = new Promise<void>((resolve) =>
      socket.on('charge-refunded', (payload: { id: string }) => {
        heard.push(payload.id);
        if (heard.length === ids.length) resolve();
      }),
    );
    for (const id of ids) {
      const response = await a.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'charge-refunded', id }, headers: { cookie } });
      expect(response.statusCode).toBe(202);
    }
    // A lost event shows as a shorter list below rather than as a timeout.
    await within(all, 'the ten events').catch(() => {});
    expect(heard.sort()).toEqual([...ids].sort());
  });

  if (redisUrl) {
    // Issue 26: two `npm test` runs on one Redis heard each other's events (the demo merchant is the same in both).
    it('a deployment with another Redis prefix, on its own database, hears none of these events', async () => {
      const [a] = apps;
      const other = await createTestDatabase('pglite');
      await seedDemo(other.db, fixedClock(TEST_NOW), { publicUrl: 'http://cobro.test' });
      let otherSocket: Socket | undefined;
      const elsewhere = await buildApp({ config: testConfig({ redisUrl, redisPrefix: `${testConfig().redisPrefix}-other` }), database: other, clock: fixedClock(TEST_NOW), scheduler: false });
      try {
        const otherUrl = await elsewhere.listen({ port: 0, host: '127.0.0.1' });
        const heardElsewhere: string[] = [];
        const socketElsewhere = connect(otherUrl, { transports: ['websocket'], extraHeaders: { cookie: await signIn(elsewhere), origin: otherUrl }, reconnection: false });
        otherSocket = socketElsewhere;
        await within(new Promise<void>((resolve) => socketElsewhere.once('connect', () => resolve())), 'connect elsewhere');
        const marker = new Promise<void>((resolve) =>
          socketElsewhere.on('charge-refunded', (payload: { id: string }) => {
            heardElsewhere.push(payload.id);
            if (payload.id === 'ch_elsewhere') resolve();
          }),
        );
        // This deployment's events reach its own socket first (so they are published), then the other deployment
        // publishes one of its own: Redis delivers in publish order, so a leak would arrive before that marker.
        const socket = await connected(await signIn(a));
        const own = new Promise<void>((resolve) => socket.on('charge-refunded', (payload: { id: string }) => payload.id === 'ch_here' && resolve()));
        await a.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'charge-refunded', id: 'ch_here' }, headers: { cookie: await signIn(a) } });
        await within(own, 'the event on its own deployment');
        await elsewhere.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'charge-refunded', id: 'ch_elsewhere' }, headers: { cookie: await signIn(elsewhere) } });
        await within(marker, "the other deployment's own event");
        expect(heardElsewhere).toEqual(['ch_elsewhere']);
      } finally {
        otherSocket?.close();
        await elsewhere.close();
        await other.close();
      }
    });
  }

  it("logout on one instance disconnects the session's socket connected to the other", async () => {
    const [a] = apps;
    const cookie = await signIn(a);
    const socket = await connected(cookie);
    const closed = closedByServer(socket);
    const logout = await a.inject({ url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
