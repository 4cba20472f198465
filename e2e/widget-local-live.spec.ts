import { localLiveKeyOf } from '@cobro/contracts';
import { signPayButton } from '../examples/sign-button/sign-button.mjs';
import { expect, signIn, test } from './fixtures';
import { checkoutDialog, heardEvents, payButton, recordCobroEvents } from './widget-helpers';

// Issue 27 item 13: on an integrator's machine (the sandbox, a localhost page) the local live key of their test key
// (`pk_live_local_…`, decision 1121) shows what a live key refuses: a price changed in devtools gets WID-007. The
// merchant is a twin of the demo merchant with a test key and a signing secret of its own (no other journey
// regenerates it); its page is served through page.route on a localhost origin, the scripts and the API come from the
// real server.

test.use({ permissions: ['local-network-access'] });

const PLAN = {
  'service-name': 'Cerámica en local',
  'plan-name': 'Taller de un día',
  amount: '50.00',
  'plan-type': 'Unique',
  'external-product-id': 'ceramica-local',
};

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

const shopPage = (cobro: string, key: string, signature: string) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Mi tienda en local</title>
    <script type="module" src="${cobro}/widget/1.0.0/pay-button.js?key=${key}&amp;api=${cobro}/api"></script>
  </head>
  <body>
    <main>
      <h1>Mi tienda en local</h1>
      <pay-button id="signed" ${attributes(PLAN)} signature="${signature}" label="Reservar" locale="es"></pay-button>
      <pay-button id="unsigned" ${attributes({ ...PLAN, 'plan-name': 'Sin firmar' })} label="Sin firma" locale="es"></pay-button>
    </main>
  </body>
</html>`;

// Another merchant than the demo one, whose configured version other journeys change (and with it the update modal).
const PLATFORM = { email: 'plataforma@cobro.dev', password: 'Platform-merchant-1' };

test('Configuration > Web checkout, step 2: the local live mode puts the local live key in the script', async ({ page }) => {
  await signIn(page, PLATFORM);
  await page.goto('/dashboard/configuration/web-checkout');
  const step = page.locator('details', { has: page.getByRole('heading', { level: 2, name: 'Unique script' }) });
  if ((await step.getAttribute('open')) === null) await step.locator('summary').click();
  const code = step.locator('figure');
  await expect(code).toContainText(/pay-button\.js\?key=pk_test_/);
  const testKey = /key=(pk_test_[\w-]+)/.exec((await code.textContent()) ?? '')![1];
  await step.getByLabel('Local live mode').check();
  await expect(code).toContainText(`pay-button.js?key=${localLiveKeyOf(testKey)}&`);
  await expect(step.getByText(/No real money moves/)).toBeVisible();
});

test('the local live key on a localhost page: an unsigned button never shows, a price changed in devtools gets WID-007', async ({
  page,
  browser,
  baseURL,
}) => {
  const cobro = new URL(baseURL!).origin;
  const merchantContext = await browser.newContext();
  const merchant = await merchantContext.newPage();
  await signIn(merchant);
  const domain = `https://local-live-${test.info().workerIndex}-${Date.now()}.test`;
  const twin = await merchant.request.post('/api/__test__/widget/live-twin', { data: { domain, key: 'test' } });
  expect(twin.ok(), await twin.text()).toBe(true);
  const { api_key: testKey, signing_secret: secret } = (await twin.json()) as { api_key: string; signing_secret: string };
  await merchantContext.close();
  const key = localLiveKeyOf(testKey)!;
  expect(key).toMatch(/^pk_live_local_/);

  const shop = `http://localhost:${8000 + test.info().workerIndex}`;
  await page.route(`${shop}/`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage(cobro, key, signPayButton(secret, PLAN)) }),
  );
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-error', 'cobro-ready']);
  await page.goto(`${shop}/`);

  // Live mode on localhost: the signed button is ready, the unsigned one is refused before any click.
  const reserve = payButton(page, 'Reservar');
  await expect(reserve).toBeVisible();
  await expect.poll(async () => (await heardEvents(page)).find((e) => e.type === 'cobro-button-ready')?.detail).toMatchObject({ mode: 'live' });
  await expect.poll(async () => (await heardEvents(page)).filter((e) => e.type === 'cobro-error').map((e) => e.detail)).toEqual([
    expect.objectContaining({ code: 'WID-007', fields: { signature: 'missing_field' } }),
  ]);
  await expect(page.locator('#unsigned')).toBeHidden();

  // The price edited in devtools: refused by the server, said in the dialog, the button stays.
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
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(reserve).toBeVisible();

  // The price the merchant signed opens the checkout, in the sandbox.
  await page.locator('#signed').evaluate((button) => button.setAttribute('amount', '50.00'));
  await reserve.click();
  await expect(dialog.locator('merchant-checkout')).toHaveCount(1);
  await expect.poll(async () => (await heardEvents(page)).some((e) => e.type === 'cobro-ready')).toBe(true);
  await expect(dialog.getByText(/50,00/).first()).toBeVisible();
});
