import { signPayButton } from '../examples/sign-button/sign-button.mjs';
import { expect, signIn, test } from './fixtures';
import { checkoutDialog, heardEvents, payButton, recordCobroEvents } from './widget-helpers';

// A web-services button with a live key (decision 1010): the merchant's server signs the plan, and a buyer who
// edits `amount` in the browser's devtools gets the published WID-007 instead of a checkout. The live merchant is a
// twin of the demo merchant made by a test hook (the sandbox issues test keys only); its page is served through
// page.route on its own https domain, the scripts and the API come from the real server.

// A page answered by page.route has no address of its own, so Chromium asks before it reaches the loopback server
// (Local Network Access); a real Cobro server is public. The test grants it, as widget-security.spec.ts does.
test.use({ permissions: ['local-network-access'] });

const PLAN = {
  'service-name': 'Cerámica en directo',
  'plan-name': 'Taller de un día',
  amount: '50.00',
  'plan-type': 'Unique',
  'external-product-id': 'ceramica-dia',
};

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

function shopPage(cobro: string, key: string, signature: string) {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Tienda de cerámica</title>
    <script type="module" src="${cobro}/widget/1.0.0/pay-button.js?key=${key}&amp;api=${cobro}/api"></script>
  </head>
  <body>
    <main>
      <h1>Tienda de cerámica</h1>
      <pay-button id="signed" ${attributes(PLAN)} signature="${signature}" label="Reservar" locale="es"></pay-button>
      <pay-button id="unsigned" ${attributes({ ...PLAN, 'plan-name': 'Sin firmar' })} label="Sin firma" locale="es"></pay-button>
    </main>
  </body>
</html>`;
}

test('a buyer who changes amount in devtools on a live-key button gets WID-007, not a checkout; the signed one opens it', async ({
  page,
  browser,
  baseURL,
}) => {
  const cobro = new URL(baseURL!).origin;
  const shop = `https://ceramica-${test.info().workerIndex}-${Date.now()}.test`;
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signIn(merchant);
  const twin = await merchant.request.post('/api/__test__/widget/live-twin', { data: { domain: shop } });
  expect(twin.ok(), await twin.text()).toBe(true);
  const { api_key: key, signing_secret: secret } = (await twin.json()) as { api_key: string; signing_secret: string };
  await merchantContext.close();
  expect(key).toMatch(/^pk_live_/);

  // The merchant's server renders the button and signs it with the docs' Node helper.
  await page.route(`${shop}/`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage(cobro, key, signPayButton(secret, PLAN)) }),
  );
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-error', 'cobro-ready']);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${shop}/`);

  // The signed button is ready in live mode; the unsigned one is refused before any click and takes no room.
  const reserve = payButton(page, 'Reservar');
  await expect(reserve).toBeVisible();
  await expect.poll(async () => (await heardEvents(page)).find((e) => e.type === 'cobro-button-ready')?.detail).toMatchObject({ mode: 'live' });
  await expect.poll(async () => (await heardEvents(page)).filter((e) => e.type === 'cobro-error').map((e) => e.detail)).toEqual([
    expect.objectContaining({ code: 'WID-007', fields: { signature: 'missing_field' } }),
  ]);
  await expect(page.locator('#unsigned')).toBeHidden();

  // In the browser's devtools the buyer writes another price, and clicks.
  await page.locator('#signed').evaluate((button) => button.setAttribute('amount', '0.50'));
  await reserve.click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Este producto no se puede comprar aquí: el botón de pago de la tienda no está bien configurado. No se ha hecho ningún pago. Avisa a la tienda.',
  );
  await expect(dialog.locator('merchant-checkout')).toHaveCount(0);
  await expect.poll(async () => (await heardEvents(page)).filter((e) => e.type === 'cobro-error').length).toBe(2);
  const refused = (await heardEvents(page)).filter((e) => e.type === 'cobro-error')[1];
  expect(refused).toMatchObject({ target: 'pay-button', detail: { code: 'WID-007', fields: { signature: 'signature_mismatch' } } });
  expect(consoleErrors.some((text) => text.includes('WID-007') && text.includes('amount="0.50"'))).toBe(true);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();

  // The price the merchant signed opens the checkout.
  await page.locator('#signed').evaluate((button) => button.setAttribute('amount', '50.00'));
  await reserve.click();
  await expect(dialog.locator('merchant-checkout')).toHaveCount(1);
  await expect.poll(async () => (await heardEvents(page)).some((e) => e.type === 'cobro-ready')).toBe(true);
  await expect(dialog.getByText(/50,00/).first()).toBeVisible();
});
