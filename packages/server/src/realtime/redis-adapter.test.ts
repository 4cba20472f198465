import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { signIn, testConfig, createTestDatabase, TEST_NOW } from '../../test/harness';
import { closedByServer } from '../../test/sockets';
import { buildApp } from '../app';
import { fixedClock } from '../clock';
import type { Database } from '../db/database';
import { seedDemo } from '../seed/index';

const REDIS_URL = process.env.REDIS_URL;

// Two server processes behind one load balancer: an event committed through one reaches a socket on the other.
describe.runIf(REDIS_URL)('socket.io across instances with the Redis adapter', () => {
  let database: Database;
  let apps: FastifyInstance[] = [];
  /** Instance B's address: sockets connect there, calls go to A. */
  let url: string;
  let socket: Socket | undefined;
  let other: Socket | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const clock = fixedClock(TEST_NOW);
    await seedDemo(database.db, clock, { publicUrl: 'http://cobro.test' });
    apps = await Promise.all([0, 1].map(() => buildApp({ config: testConfig({ redisUrl: REDIS_URL }), database, clock })));
    url = await apps[1].listen({ port: 0, host: '127.0.0.1' });
    await apps[0].ready();
  }, 60_000);
  afterAll(async () => {
    socket?.close();
    other?.close();
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('an event emitted on one instance reaches a socket connected to the other', async () => {
    const [a, b] = apps;
    // Only instance A dispatches, so delivery to B's socket must go through Redis.
    await b.outbox.stop();
    const cookie = await signIn(a);
    socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie, origin: url }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const received = new Promise<{ id?: string }>((resolve) => socket!.once('charge-refunded', resolve));
    const response = await a.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'charge-refunded', id: 'ch_redis' }, headers: { cookie } });
    expect(response.statusCode).toBe(202);
    expect((await received).id).toBe('ch_redis');
  });

  it("logout on one instance disconnects the session's socket connected to the other", async () => {
    const [a] = apps;
    const cookie = await signIn(a);
    other = connect(url, { transports: ['websocket'], extraHeaders: { cookie, origin: url }, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      other!.once('connect', resolve);
      other!.once('connect_error', reject);
    });
    const closed = closedByServer(other);
    const logout = await a.inject({ url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
  });
});
