import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as clientIo, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chargeKeys } from '../charges/charges.keys';
import { getQueryClient } from '../query-client';
import { connectRealtime } from './connect-realtime';

// A real socket.io server on loopback: the client under test is the one the browser bundles ship.
let http: HttpServer;
let io: Server;
let url: string;
const sockets: ServerSocket[] = [];

beforeAll(async () => {
  http = createServer();
  io = new Server(http);
  io.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await io.close();
});

// The client the browser bundles ship, watched: each connection it opens is a call of `io`, and its socket's state
// is read on the spot, so what did not happen is known without waiting a while to see (issue 26, item 8).
vi.mock('socket.io-client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('socket.io-client')>();
  return { ...actual, io: vi.fn(actual.io) };
});
const opened = () => vi.mocked(clientIo).mock.results.map((r) => r.value as ClientSocket);

/** Waits for a condition the network brings about; no deadline of its own (the test's timeout is the only one). */
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
};

describe('connectRealtime', () => {
  it('opens one connection per page however many elements ask, and closes it with the last release', async () => {
    const before = sockets.length;
    const clients = opened().length;
    const releaseA = connectRealtime({ url });
    const releaseB = connectRealtime({ url });
    await until(() => opened().length > clients && opened()[clients].connected);
    expect(opened()).toHaveLength(clients + 1);
    const [client] = opened().slice(clients);
    expect(sockets).toHaveLength(before + 1);
    const serverSide = sockets[sockets.length - 1];
    releaseA();
    releaseA(); // releasing twice must not close the other element's connection
    // disconnect() would have closed the client socket at once.
    expect(client.connected).toBe(true);
    releaseB();
    expect(client.connected).toBe(false);
    await until(() => !serverSide.connected);
  });

  it('opens no connection when the last element leaves before socket.io-client has loaded', async () => {
    const before = sockets.length;
    const clients = opened().length;
    const release = connectRealtime({ url });
    release();
    // Both modules loaded, then one macrotask: the connection's own callback on them has run by then.
    await Promise.all([import('socket.io-client'), import('./apply-event')]);
    await new Promise((r) => setImmediate(r));
    expect(opened()).toHaveLength(clients);
    expect(sockets.length).toBe(before);
    // The next element to join opens the connection afresh.
    const again = connectRealtime({ url });
    await until(() => sockets.length === before + 1);
    again();
  });

  it('invalidates the mapped queries when the server sends an event', async () => {
    const client = getQueryClient();
    const key = chargeKeys.detail('ch_1');
    client.setQueryData(key, { id: 'ch_1' });
    const before = sockets.length;
    const release = connectRealtime({ url });
    await until(() => sockets.length === before + 1 && sockets[before].connected);
    sockets[before].emit('charge-refunded', { event: 'charge-refunded', organization_id: 'o1', occurred_at: '2024-01-01T00:00:00Z' });
    await until(() => client.getQueryState(key)?.isInvalidated === true);
    release();
  });

  it('tells each joined listener after the mapped queries are invalidated, and no longer once released', async () => {
    const client = getQueryClient();
    const key = chargeKeys.lists();
    client.setQueryData(key, []);
    const heard: string[] = [];
    const before = sockets.length;
    const releaseA = connectRealtime({ url }, (notice) => {
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
      expect(notice.invalidated).toContainEqual(chargeKeys.all);
      heard.push(`a:${notice.event}:${notice.payload.id}`);
    });
    const releaseB = connectRealtime({ url }, (notice) => heard.push(`b:${notice.event}`));
    await until(() => sockets.length === before + 1 && sockets[before].connected);
    const payload = { event: 'charge-succeeded', organization_id: 'o1', id: 'ch_9', occurred_at: '2024-01-01T00:00:00Z' };
    sockets[before].emit('charge-succeeded', payload);
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a:charge-succeeded:ch_9', 'b:charge-succeeded']);
    releaseB();
    sockets[before].emit('charge-failed', { ...payload, event: 'charge-failed' });
    await until(() => heard.length === 3);
    expect(heard[2]).toBe('a:charge-failed:ch_9');
    releaseA();
  });

  it('opens its socket on the websocket transport, so servers behind a balancer need no sticky sessions', async () => {
    const before = sockets.length;
    const release = connectRealtime({ url });
    await until(() => sockets.length === before + 1 && sockets[before].connected);
    // Long polling first would send the handshake and the next poll as separate requests, which a round-robin
    // balancer spreads over processes that do not know the session ("Session ID unknown").
    try {
      expect(sockets[before].conn.transport.name).toBe('websocket');
    } finally {
      release();
    }
  });

  it('refetches active queries once connected, and again after a reconnect', async () => {
    const client = getQueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const refetches = () => spy.mock.calls.filter(([filters]) => filters?.refetchType === 'active').length;
    const before = sockets.length;
    const release = connectRealtime({ url });
    await until(() => sockets.length === before + 1 && sockets[before].connected);
    // What the screen read before the socket joined its room may have missed an event (decision 1178).
    await until(() => refetches() === 1);
    // Dropping the transport (not a server-side disconnect) makes the client reconnect by itself.
    sockets[before].conn.close();
    await until(() => sockets.length === before + 2);
    await until(() => refetches() === 2);
    release();
    spy.mockRestore();
  });
});
