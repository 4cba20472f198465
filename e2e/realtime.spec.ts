import type { RealtimeNotice } from '@cobro/data';
import { expect, realtimeConnected, signIn, test } from './fixtures';

declare global {
  interface Window {
    cobroNotices: RealtimeNotice[];
  }
}

test('a charge event emitted on the server reaches the signed-in page and invalidates the charges query', async ({ page }) => {
  // The client connects by websocket first (no sticky sessions needed).
  const connected = realtimeConnected(page);
  await signIn(page);
  await page.evaluate(() => {
    window.cobroNotices = [];
    document.addEventListener('cobro-realtime', (e) => window.cobroNotices.push((e as CustomEvent<RealtimeNotice>).detail));
  });
  // The socket joins once the shell is up; wait for the connection before the server emits.
  await connected;

  const emitted = await page.request.post('/api/__test__/events', { data: { event: 'charge-succeeded', id: 'ch_e2e' } });
  expect(emitted.status()).toBe(202);

  await expect.poll(() => page.evaluate(() => window.cobroNotices.length), { timeout: 15_000 }).toBeGreaterThan(0);
  const [notice] = await page.evaluate(() => window.cobroNotices);
  expect(notice.event).toBe('charge-succeeded');
  expect(notice.payload.id).toBe('ch_e2e');
  expect(notice.invalidated).toContainEqual(['charges']);
});
