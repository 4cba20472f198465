import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimePayload } from '@cobro/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { databases } from '../../../test/harness';
import { portalTest, type PortalTest } from './portal.fixtures';

describe.each(databases)('the merchant hears a withdrawal live on %s', (db) => {
  let t: PortalTest;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await portalTest(db);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t?.close();
  });

  function open(cookie: string): Promise<Socket> {
    const socket = connect(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { origin: url, cookie }, reconnection: false });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    });
  }

  it('publishes withdrawal-requested to the merchant room; a portal cookie opens no socket', async () => {
    const buyer = await t.buy(t.oneTime.id);
    const portal = await t.portalCookie(buyer.email);
    await expect(open(portal)).rejects.toThrow('unauthorized');

    const socket = await open(t.merchantCookie);
    const heard = new Promise<RealtimePayload>((resolve) => socket.on('withdrawal-requested', resolve));
    const answer = await t.call(portal, 'POST', `/api/portal/purchases/${buyer.purchaseId}/withdrawal`, { name: 'Lucía García' });
    const payload = await heard;
    expect(payload).toMatchObject({ event: 'withdrawal-requested', organization_id: t.organizationId, id: answer.json().id });
  });
});
