import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimePayload } from '@cobro/contracts';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, databases, sessionCookie, signIn, type TestApp } from '../../test/harness';
import { closedByServer } from '../../test/sockets';
import { sessions } from '../db/schema/index';
import { hashSessionId } from '../modules/auth/session-commands';
import { DEMO_ACCOUNT, NEW_MERCHANT_ACCOUNT } from '../seed/index';

describe.each(databases)('realtime on %s', (db) => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await createTestApp({ db });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  /** Connects like a browser page of this origin; resolves once connected, rejects with the handshake error. */
  function open(headers: Record<string, string>): Promise<Socket> {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    });
  }
  const emit = (cookie: string, event: string, id?: string) =>
    t.app.inject({ method: 'POST', url: '/api/__test__/events', payload: { event, id }, headers: { cookie } });

  it('the socket.io handshake is refused without a session', async () => {
    await expect(open({ origin: url })).rejects.toThrow('unauthorized');
    await expect(open({ origin: url, cookie: 'cobro_session=forged' })).rejects.toThrow('unauthorized');
  });

  it('the socket.io handshake is refused from a foreign Origin even with a session', async () => {
    const cookie = await signIn(t.app);
    await expect(open({ origin: 'https://evil.example', cookie })).rejects.toThrow('origin not allowed');
  });

  it('a signed-in socket receives an event emitted through the outbox', async () => {
    const cookie = await signIn(t.app);
    const socket = await open({ origin: url, cookie });
    const received = new Promise<RealtimePayload>((resolve) => socket.once('charge-succeeded', resolve));
    const response = await emit(cookie, 'charge-succeeded', 'ch_123');
    expect(response.statusCode).toBe(202);
    const payload = await received;
    expect(payload).toMatchObject({ event: 'charge-succeeded', id: 'ch_123', occurred_at: t.clock.now().toISOString() });
  });

  it("a merchant cannot receive another merchant's events", async () => {
    const demoCookie = await signIn(t.app);
    const otherCookie = await signIn(t.app, NEW_MERCHANT_ACCOUNT);
    const demo = await open({ origin: url, cookie: demoCookie });
    const other = await open({ origin: url, cookie: otherCookie });
    const leaked: unknown[] = [];
    other.on('plan-updated', (p) => leaked.push(p));
    const demoGot = new Promise((resolve) => demo.once('plan-updated', resolve));
    // A client cannot ask to join a room: there is no join handler, so this is ignored.
    other.emit('join', 'org:anything');
    await emit(demoCookie, 'plan-updated', 'plan_1');
    await demoGot;
    // The other merchant's own event arrives after the demo one would have: the room kept it out.
    const otherGot = new Promise((resolve) => other.once('service-updated', resolve));
    await emit(otherCookie, 'service-updated');
    await otherGot;
    expect(leaked).toEqual([]);
  });

  it("logout disconnects that session's sockets; the merchant's other session keeps its socket", async () => {
    const ending = await signIn(t.app);
    const staying = await signIn(t.app);
    const endingSocket = await open({ origin: url, cookie: ending });
    const stayingSocket = await open({ origin: url, cookie: staying });
    const closed = closedByServer(endingSocket);
    const logout = await t.app.inject({ url: '/api/auth/logout', headers: { cookie: ending, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    const received = new Promise((resolve) => stayingSocket.once('plan-updated', resolve));
    await emit(staying, 'plan-updated', 'plan_after_logout');
    await received;
    expect(stayingSocket.connected).toBe(true);
  });

  it("signing in again from the same browser disconnects the replaced session's sockets", async () => {
    const first = await signIn(t.app);
    const socket = await open({ origin: url, cookie: first });
    const closed = closedByServer(socket);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_ACCOUNT, headers: { cookie: first } });
    expect(sessionCookie(again)).toBeDefined();
    expect(await closed).toBe('io server disconnect');
  });

  it('a socket is disconnected when its session expires', async () => {
    const cookie = await signIn(t.app);
    const id = cookie.slice('cobro_session='.length);
    // A session a moment from its end, so the test waits for real expiry instead of a week.
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 400) })
      .where(eq(sessions.idHash, hashSessionId(id)));
    const socket = await open({ origin: url, cookie });
    expect(await closedByServer(socket)).toBe('io server disconnect');
  });

  it('the test hook refuses unknown events and missing sessions', async () => {
    const cookie = await signIn(t.app);
    expect((await emit(cookie, 'not-an-event')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'plan-updated' } })).statusCode).toBe(401);
  });
});

describe('test hook registration', () => {
  it('the test hook does not exist unless COBRO_TEST_HOOKS=1', async () => {
    const t = await createTestApp({ db: 'pglite', config: { testHooks: false } });
    try {
      const cookie = await signIn(t.app);
      const response = await t.app.inject({ method: 'POST', url: '/api/__test__/events', payload: { event: 'plan-updated' }, headers: { cookie } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
