import type { RealtimeNotice } from '@cobro/data';
import { expect, signIn, test } from './fixtures';

declare global {
  interface Window {
    cobroNotices: RealtimeNotice[];
  }
}

test('a charge event emitted on the server reaches the signed-in page and invalidates the charges query', async ({ page }) => {
  // The client connects by websocket first (no sticky sessions needed): the socket is up once socket.io's CONNECT
  // answer (`40…`) has come back on it.
  let connected = false;
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/socket.io/')) return;
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).startsWith('40')) connected = true;
    });
  });
  await signIn(page);
  await page.evaluate(() => {
    window.cobroNotices = [];
    document.addEventListener('cobro-realtime', (e) => window.cobroNotices.push((e as CustomEvent<RealtimeNotice>).detail));
  });
  // The socket joins once the shell is up; wait for the connection before the server emits.
  await expect.poll(() => connected).toBe(true);

  const emitted = await page.request.post('/api/__test__/events', { data: { event: 'charge-succeeded', id: 'ch_e2e' } });
  expect(emitted.status()).toBe(202);

  await expect.poll(() => page.evaluate(() => window.cobroNotices.length), { timeout: 15_000 }).toBeGreaterThan(0);
  const [notice] = await page.evaluate(() => window.cobroNotices);
  expect(notice.event).toBe('charge-succeeded');
  expect(notice.payload.id).toBe('ch_e2e');
  expect(notice.invalidated).toContainEqual(['charges']);
});
