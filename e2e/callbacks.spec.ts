import { startCallbackServer, type ReceivedDelivery } from '../examples/callback-server/server.mjs';
import { newBuyer } from './checkout-helpers';
import { DEMO, expect, test } from './fixtures';
import { checkoutDialog, heard, payButton, payInDialog, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// The merchant's callback: examples/callback-server receives the charge data of a payment made through the plain
// HTML shop, signed with the Standard Webhooks scheme. Started with FAIL_FIRST=1, it answers 500 to the first
// delivery, and Cobro sends the same webhook-id again on its retry schedule (about 30 s). The server runs with
// CALLBACKS_ALLOW_LOOPBACK=1 (playwright.config.ts), so a https://localhost receiver is allowed.

interface Delivery {
  webhook_id: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
}

test('a callback receiver gets a verifiable delivery of the charge, and after answering 500 its retry', async ({ page, request }) => {
  test.setTimeout(150_000);
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(login.ok()).toBe(true);
  const { secret } = (await (await request.get('/api/widget-configuration/callback-secret')).json()) as { secret: string };
  const log: string[] = [];
  const receiver = await startCallbackServer({ secret, failFirst: 1, log: (line) => log.push(line) });
  const buyer = newBuyer();
  try {
    expect((await request.post('/api/widget-configuration/edit-callback-url', { data: { callback_url: receiver.url } })).ok()).toBe(true);
    const configuration = (await (await request.get('/api/widget-configuration')).json()) as { callback_url_enabled: boolean };
    if (!configuration.callback_url_enabled) expect((await request.post('/api/widget-configuration/toggle-callback')).ok()).toBe(true);

    await recordCobroEvents(page, ['cobro-payment-success']);
    await page.goto('/examples/plain-html/index.html');
    await payButton(page, 'Comprar el bono').click();
    await payInDialog(checkoutDialog(page), buyer, SEEDED_PASS.price);
    await heard(page, 'cobro-payment-success');

    // The first valid delivery was answered 500 on purpose; its retry, with the same webhook-id, was processed.
    await expect.poll(() => log.find((line) => line.includes('answered 500 on purpose')), { timeout: 20_000 }).toBeTruthy();
    const failedId = log.find((line) => line.includes('answered 500 on purpose'))!.split(' ')[0];
    await expect
      .poll(() => receiver.received.map((d) => d.webhookId), { timeout: 60_000, message: 'the retry of the failed delivery arrives' })
      .toContain(failedId);
    const paidBy = (d: ReceivedDelivery) => d.charge.status === 'succeeded' && (d.charge.customer as { email?: string } | undefined)?.email === buyer.email;
    await expect.poll(() => receiver.received.some(paidBy), { timeout: 30_000, message: "the buyer's succeeded charge is delivered" }).toBe(true);
    const succeeded = receiver.received.find(paidBy);
    expect(succeeded?.charge).toMatchObject({ amount: 9000, currency: 'eur', plan_name: SEEDED_PASS.plan, service_name: SEEDED_PASS.service });
    expect(log.some((line) => line.startsWith('refused'))).toBe(false);

    // The delivery log shows the retried delivery as delivered after two attempts, the first one a 500.
    const deliveries = (await (await request.get('/api/widget-configuration/deliveries?page=1&page_size=50')).json()) as { data: Delivery[] };
    expect(deliveries.data.find((d) => d.webhook_id === failedId)).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 204 });
  } finally {
    const configuration = (await (await request.get('/api/widget-configuration')).json()) as { callback_url_enabled: boolean };
    if (configuration.callback_url_enabled) await request.post('/api/widget-configuration/toggle-callback');
    await receiver.close();
  }
});

