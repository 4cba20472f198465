import type { Browser, Page } from '@playwright/test';
import { merchantApi, newBuyer, PLANS, reachPayment } from './checkout-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

// Configuration (issue 14): payment methods, a provider's connect dialog, the secret API key, the terms URL and the
// error pages, for the demo merchant. Other journeys pay with its methods and its simulated Redsys at the same time,
// so what this file changes on the server is put back at once (SEPA, the terms URL), and the right Redsys key is
// answered in the page: storing real credentials would take the demo's Redsys off the simulator that
// checkout-methods.spec.ts pays through (the server's credential check has its own tests in packages/server).

const SEEDED_TERMS = 'https://demo.cobro.dev/terminos';
/** Redsys's public integration-test merchant key: a valid base64 3DES key. */
const REDSYS_TEST_KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

async function spanishPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await signIn(page);
  return page;
}

async function openConfiguration(page: Page, link: string) {
  await page.getByRole('navigation', { name: /^(Configuration|Configuración)$/ }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('payment methods: unselecting SEPA takes it off the checkout on its next load, selecting it brings it back', async ({ page, browser, request }) => {
  const api = await merchantApi(request);
  const linkId = await api.linkOf(PLANS.oneTime);
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await reachPayment(buyer, linkId, newBuyer());
  await expect(buyer.getByLabel('SEPA direct debit', { exact: true })).toBeVisible();

  await signIn(page);
  await openConfiguration(page, 'Payment methods');
  const sepa = page.getByRole('checkbox', { name: 'SEPA direct debit' });
  await expect(sepa).toBeChecked();
  await expect(page.getByRole('region', { name: 'Redsys' }).getByText('Connected', { exact: true })).toBeVisible();
  await expectAccessible(page, 'payment methods');
  try {
    await sepa.uncheck();
    await expect(sepa).not.toBeChecked();
    await expect(sepa).toBeEnabled();
    // The checkout starts over on a reload (identify): the next buyer's payment step has no SEPA.
    await reachPayment(buyer, linkId, newBuyer());
    await expect(buyer.getByLabel('Card', { exact: true })).toBeVisible();
    await expect(buyer.getByLabel('SEPA direct debit', { exact: true })).toHaveCount(0);
  } finally {
    if (!(await sepa.isChecked())) await sepa.check();
  }
  await expect(sepa).toBeChecked();
  await expect(sepa).toBeEnabled();
  await reachPayment(buyer, linkId, newBuyer());
  await expect(buyer.getByLabel('SEPA direct debit', { exact: true })).toBeVisible();
  await buyerContext.close();
});

test('Redsys en español: cada dato con su forma, el error en su campo; una clave que no firma (PRO-005) en la clave; la buena conecta', async ({ browser }) => {
  const page = await spanishPage(browser);
  await openConfiguration(page, 'Métodos de pago');
  const redsys = page.getByRole('region', { name: 'Redsys' });
  await redsys.getByRole('button', { name: 'Cambiar credenciales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conectar Redsys' });
  await expect(page).toHaveURL(/dialog=connect-redsys/);
  const code = dialog.getByLabel('Código de comercio (FUC)');
  const terminal = dialog.getByLabel('Terminal', { exact: true });
  const key = dialog.getByLabel('Clave secreta SHA-256');

  // Every field is required.
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAttribute('aria-invalid', 'true');

  // Spaces are stripped; a terminal of one digit is shown on the terminal alone, before anything is sent.
  await code.fill(' 999 008 881 ');
  await terminal.fill('1');
  await key.fill(REDSYS_TEST_KEY);
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(dialog.getByText('El terminal son 3 cifras, por ejemplo 001')).toBeVisible();
  await expect(terminal).toBeFocused();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');

  // A key of the right shape that is no triple-DES key is refused by the server on the key field alone.
  await terminal.fill('001');
  await key.fill('A'.repeat(32));
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(dialog.getByText('Esta clave no puede firmar pagos de Redsys: cópiala de nuevo de los papeles de tu banco')).toBeVisible();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toBeFocused();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'Redsys refused (es)');

  // The right key: answered in the page (see the top of this file), with the body the server would get.
  let sent: unknown;
  await page.route('**/api/payment-providers/activate', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ json: { provider: 'redsys', status: 'active', secret_api_key: '••••8881', public_api_key: null, api_token: '••••1' } });
  });
  await key.fill(` ${REDSYS_TEST_KEY} `);
  await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Proveedor conectado')).toBeVisible();
  expect(sent).toEqual({ provider: 'redsys', api_key: '999008881', api_token: '001', token: REDSYS_TEST_KEY, environment: 'test' });
  await expect(page).not.toHaveURL(/dialog=/);
  await page.context().close();
});

test('API key: generated and shown once, it reads the API; regenerated, the old one is refused', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await openConfiguration(page, 'API');
  const row = page.getByRole('table', { name: 'Secret key' }).getByRole('row').nth(1);
  // Start from no key (an earlier run may have left one).
  if (await row.getByRole('button', { name: 'Delete' }).isVisible()) {
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete the secret key?' }).getByRole('button', { name: 'Delete' }).click();
  }
  await expect(row).toContainText('No secret key yet');
  await row.getByRole('button', { name: 'Generate key' }).click();
  const modal = page.getByRole('dialog', { name: 'Your new secret key' });
  const first = (await modal.getByTestId('new-api-key').textContent())!.trim();
  expect(first.length).toBeGreaterThan(20);
  await expectAccessible(page, 'new key modal');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(first)).toHaveCount(0);
  // The row shows the key it generated by its mode and last four (the API keeps only a hash, so only this page knows).
  await expect(row).toContainText(`sk_test_••••••••${first.slice(-4)}`);

  const customers = (key: string) => request.get('/api/v1/customers', { headers: { Authorization: `Bearer ${key}` } });
  expect((await customers(first)).status()).toBe(200);

  await row.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog', { name: 'Regenerate the secret key?' }).getByRole('button', { name: 'Regenerate' }).click();
  const second = (await modal.getByTestId('new-api-key').textContent())!.trim();
  expect(second).not.toBe(first);
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText(`sk_test_••••••••${second.slice(-4)}`);
  expect((await customers(first)).status()).toBe(401);
  expect((await customers(second)).status()).toBe(200);

  // The organization id, copied with a two-second confirmation.
  const copy = page.getByRole('button', { name: 'Copy id' });
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const id = await page.evaluate(() => navigator.clipboard.readText());
  await expect(page.getByText(id, { exact: true })).toBeVisible();
  await expect(copy).toBeVisible({ timeout: 4_000 });

  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete the secret key?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(row).toContainText('No secret key yet');
  expect((await customers(second)).status()).toBe(401);
});

test('términos en español: la URL guardada (con https:// añadido) sale en el pie del checkout', async ({ browser, request }) => {
  const page = await spanishPage(browser);
  const api = await merchantApi(request);
  const linkId = await api.linkOf(PLANS.oneTime);
  await openConfiguration(page, 'Términos y condiciones');
  try {
    await page.getByRole('button', { name: 'Editar URL' }).click();
    const field = page.getByLabel('URL de los términos y condiciones');
    await expect(field).toBeFocused();
    // The page's other form (the buyer portal's setting) has its own Guardar.
    const save = page.locator('form', { has: field }).getByRole('button', { name: 'Guardar' });
    await field.fill('no es una url');
    await save.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'terms error (es)');
    await field.fill('demo.cobro.dev/condiciones-e2e');
    await save.click();
    await expect(page.getByRole('link', { name: 'https://demo.cobro.dev/condiciones-e2e' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Editar URL' })).toBeFocused();

    const buyerContext = await browser.newContext({ locale: 'es-ES' });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/checkout/${linkId}`);
    // The checkout's footer sits in the hosted page's one <main> (no contentinfo landmark of its own, issue 27 item 20).
    const terms = buyer.getByRole('link', { name: 'Términos y condiciones' });
    await expect(terms).toHaveAttribute('href', 'https://demo.cobro.dev/condiciones-e2e');
    await buyerContext.close();
  } finally {
    await request.put('/api/organizations', { data: { tyc: SEEDED_TERMS } });
  }
  await page.context().close();
});

test('a screen that crashes shows the error page inside the shell; another address renders again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  // A key whose date cannot be formatted: the API screen throws while rendering.
  await page.route('**/api/organizations/api-key', (route) => route.fulfill({ json: { id: 'key_1', created_at: 'not a date' } }));
  await openConfiguration(page, 'Web checkout');
  await page.getByRole('navigation', { name: 'Configuration' }).getByRole('link', { name: 'API' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid time value' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Configuration' })).toBeVisible();
  await page.getByText('Technical details').click();
  await page.getByRole('button', { name: 'Copy details' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('RangeError');
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page, 'error page');
  await page.getByRole('link', { name: 'Go to the panel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/panel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);

  // An unknown configuration address: the not-found page, with the panel and a contact link.
  await page.goto('/dashboard/configuration/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the panel' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
});

test('la página de error habla español', async ({ browser }) => {
  const page = await spanishPage(browser);
  await page.route('**/api/organizations/api-key', (route) => route.fulfill({ json: { id: 'key_1', created_at: 'not a date' } }));
  await page.goto('/dashboard/configuration/api');
  await expect(page.getByRole('heading', { level: 1, name: 'Algo ha fallado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toBeVisible();
  await expectAccessible(page, 'error page (es)');
  await page.context().close();
});

test('a checkout that crashes shows its own error page: the message, back and contact, no stack', async ({ browser, request }) => {
  const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  const context = await browser.newContext();
  const buyer = await context.newPage();
  // The price cannot be formatted: the checkout throws while rendering its first page.
  await buyer.addInitScript(() => {
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      get() {
        throw new RangeError('Money cannot be formatted here');
      },
    });
  });
  await buyer.goto(`/checkout/${linkId}`);
  await expect(buyer.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(buyer.getByText('Money cannot be formatted here')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Go back' })).toBeVisible();
  await expect(buyer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  await expect(buyer.getByText('RangeError')).toHaveCount(0);
  await expectAccessible(buyer, 'checkout error page');
  await context.close();
});
