import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { openStep } from './widget-helpers';

// Configuration > Web checkout for the demo merchant. Other journeys run at the same time against the same merchant
// (the examples need its domain, callbacks.spec.ts its callback URL), so this one changes nothing they read: the
// domain is saved with its seeded value, and the callback and version changes are answered by page.route (the server
// side of those calls has its own tests in packages/server).

const PATH = '/dashboard/configuration/web-checkout';

type Configuration = { domain: string | null; version: string; callback_url: string | null; callback_url_enabled: boolean };

/** The page reads a configured version of 0.0.4 once (what a merchant who pasted the old script has). */
async function configuredAsOldVersion(page: Page) {
  await page.route('**/api/widget-configuration', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...((await answer.json()) as Configuration), version: '0.0.4' } });
  }, { times: 1 });
}

/** Callback toggle and URL answered in the page: the demo merchant's real callback belongs to callbacks.spec.ts. */
async function callbacksInPage(page: Page) {
  let configuration = (await (await page.request.get('/api/widget-configuration')).json()) as Configuration;
  await page.route('**/api/widget-configuration/toggle-callback', (route) => {
    configuration = { ...configuration, callback_url_enabled: !configuration.callback_url_enabled };
    return route.fulfill({ json: configuration });
  });
  await page.route('**/api/widget-configuration/edit-callback-url', (route) => {
    configuration = { ...configuration, callback_url: (route.request().postDataJSON() as { callback_url: string }).callback_url };
    return route.fulfill({ json: configuration });
  });
  return () => configuration;
}

test.describe('web checkout configuration', () => {
  test('a merchant edits the domain, copies the script, builds a button, turns callbacks on and updates the widget', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const callbacks = await callbacksInPage(page);
    await configuredAsOldVersion(page);
    await page.getByRole('navigation', { name: 'Configuration' }).getByRole('link', { name: 'Web checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Web checkout' })).toBeVisible();

    // A configured version other than the latest opens the update modal; its action selects the latest.
    const modal = page.getByRole('dialog', { name: 'Update your widget' });
    await expect(modal).toContainText('version 0.0.4');
    await expectAccessible(page, 'update modal');
    await modal.getByRole('button', { name: 'Update to 1.0.0' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('Widget updated to version 1.0.0')).toBeVisible();

    // Step 1: display, edit, save. An address with a path is refused; trailing slashes are trimmed.
    const domainStep = await openStep(page, 'Add domain');
    await domainStep.getByRole('button', { name: 'Edit domain' }).click();
    const domain = domainStep.getByLabel('Domain', { exact: true });
    await expect(domain).toHaveValue('demo.cobro.dev');
    await domain.fill('demo.cobro.dev/pagar');
    await domainStep.getByRole('button', { name: 'Save domain' }).click();
    await expect(domain).toHaveAttribute('aria-invalid', 'true');
    await expect(domainStep.getByText('Enter a valid https domain')).toBeVisible();
    await expectAccessible(page, 'domain error');
    await domain.fill('demo.cobro.dev//');
    await domainStep.getByRole('button', { name: 'Save domain' }).click();
    await expect(page.getByText('Domain saved')).toBeVisible();
    await expect(domainStep.getByText('https://demo.cobro.dev', { exact: true })).toBeVisible();
    await expect(domainStep.getByRole('button', { name: 'Edit domain' })).toBeFocused();

    // Step 2: the versioned script with its SRI hashes and the API URL; the confirmation lasts two seconds.
    const scriptStep = await openStep(page, 'Unique script');
    await expect(scriptStep.getByLabel('Widget version')).toHaveValue('1.0.0');
    await scriptStep.getByRole('button', { name: 'Copy script' }).click();
    await expect(scriptStep.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^<link rel="stylesheet" href="http:\/\/127\.0\.0\.1:\d+\/widget\/1\.0\.0\/pay-button\.css" integrity="sha384-[\w+/=]+" crossorigin="anonymous">\n<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/widget\/1\.0\.0\/pay-button\.js\?key=pk_test_\w+&amp;api=http:\/\/127\.0\.0\.1:\d+\/api" integrity="sha384-[\w+/=]+" crossorigin="anonymous"><\/script>$/,
    );
    await expect(scriptStep.getByRole('button', { name: 'Copy script' })).toBeVisible({ timeout: 4_000 });

    // Step 3: a published plan by id, previewed by the real <pay-button>; then a plan described on the button.
    const buttonStep = await openStep(page, 'Payment button');
    const code = buttonStep.locator('figure', { hasText: 'Pay button' });
    await expect(code).toContainText(/service-id="[^"]+"\s+plan-id="[^"]+"/);
    await expect(buttonStep.locator('pay-button').getByRole('button')).toBeVisible();
    await buttonStep.getByRole('tab', { name: 'Attribute information' }).click();
    await expect(buttonStep.getByRole('table', { name: 'Pay button attributes' }).getByRole('rowheader', { name: 'plan-id' })).toBeVisible();
    await buttonStep.getByRole('tab', { name: 'Web services' }).click();
    await buttonStep.getByLabel('Service name').fill('Clases de yoga');
    await buttonStep.getByLabel('Plan name').fill('Bono mensual');
    // Issue 27: what a Spaniard types, shown back as 1.249,90 once left, and written to the button with a dot.
    await buttonStep.getByLabel('Amount (EUR)').fill('1249,9');
    await buttonStep.getByLabel('Amount (EUR)').press('Tab');
    await expect(buttonStep.getByLabel('Amount (EUR)')).toHaveValue('1.249,90');
    await buttonStep.getByLabel('Payment type').selectOption('Subscription');
    await buttonStep.getByLabel('Frequency').selectOption('month');
    await buttonStep.getByRole('tab', { name: 'HTML' }).click();
    await expect(code).toContainText(
      /service-name="Clases de yoga"\s+plan-name="Bono mensual"\s+amount="1249\.90"\s+plan-type="Subscription"\s+frequency="month"/,
    );
    // The preview follows the draft (React sets names it knows as properties, the others as attributes).
    const previewAmount = () => buttonStep.locator('pay-button').evaluate((e) => (e as HTMLElement & { amount?: string }).amount);
    await expect.poll(previewAmount).toBe('1249.90');
    await expect(buttonStep.locator('pay-button')).toHaveAttribute('plan-name', 'Bono mensual');
    await expectAccessible(page, 'web checkout, button step');
    // The button signing secret (decision 1010): unsigned code says what a live key does; the secret is shown once,
    // and then the code (and the preview) carry the server's signature of the attributes typed here.
    await expect(buttonStep.getByText(/Not signed: it opens the checkout with a test key only/)).toBeVisible();
    await buttonStep.getByRole('button', { name: 'Generate secret' }).click();
    await expect(buttonStep.locator('code', { hasText: /^pbsec_[\w-]{43}$/ })).toBeVisible();
    await expect(buttonStep.getByText('it will not be shown again')).toBeVisible();
    await expect(code).toContainText(/frequency="month"\s+subscription-type="fixed"\s+signature="v1=[0-9a-f]{64}"\s+><\/pay-button>/);
    await expect(buttonStep.getByText(/^Signed for these attributes\./)).toBeVisible();
    const previewSignature = () => buttonStep.locator('pay-button').evaluate((e) => (e as HTMLElement & { signature?: string }).signature);
    await expect.poll(previewSignature).toMatch(/^v1=[0-9a-f]{64}$/);

    // Step 4: the URL is editable only while callbacks are on; https only.
    const callbackStep = await openStep(page, 'Callback customisation');
    const url = callbackStep.getByLabel('Callback URL');
    const callbackSwitch = callbackStep.getByRole('switch', { name: 'Send callbacks' });
    if (await callbackSwitch.isChecked()) await callbackSwitch.uncheck();
    await expect(url).toBeDisabled();
    await callbackSwitch.check();
    await expect(url).toBeEnabled();
    await url.fill('tienda e2e');
    await callbackStep.getByRole('button', { name: 'Save callback URL' }).click();
    await expect(callbackStep.getByText('Enter a valid https URL')).toBeVisible();
    await url.fill('tienda.ejemplo.es/cobro/callback/');
    await callbackStep.getByRole('button', { name: 'Save callback URL' }).click();
    await expect(page.getByText('Callback URL saved')).toBeVisible();
    expect(callbacks()).toMatchObject({ callback_url_enabled: true, callback_url: 'https://tienda.ejemplo.es/cobro/callback' });
    await expect(callbackStep.getByRole('heading', { name: 'Delivery log' })).toBeVisible();
    await callbackStep.getByRole('button', { name: 'Show secret' }).click();
    await expect(callbackStep.locator('code', { hasText: /^whsec_/ })).not.toContainText('•');
    await expectAccessible(page, 'web checkout, every step open');

    // The error codes a page can receive, each with its recommendation.
    const codes = page.getByRole('table', { name: 'Widget error codes' });
    // The spec's 28 published codes, our WID-007 (decision 1010), and the header row.
    await expect(codes.getByRole('row')).toHaveCount(30);
    await expect(codes.getByRole('row', { name: /WID-007/ })).toContainText('Sign the plan attributes on your server');
    await expect(codes.getByRole('row', { name: /AE-003/ })).toContainText('Add the exact https domain of this page');
  });

  test('the web checkout screen in Spanish, with the update modal', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page);
    await configuredAsOldVersion(page);
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout web' })).toBeVisible();
    const modal = page.getByRole('dialog', { name: 'Actualiza tu widget' });
    await expect(modal).toContainText('versión 0.0.4');
    await expectAccessible(page, 'update modal (es)');
    await modal.getByRole('button', { name: 'Ahora no' }).click();
    await expect(modal).toBeHidden();
    for (const title of ['Añadir dominio', 'Script único', 'Botón de pago', 'Personalización del callback']) await openStep(page, title);
    await expect(page.getByLabel('Versión del widget')).toHaveValue('0.0.4');
    // The server serves 0.0.4 too (decision 1063): its script, pinned by the hash of its own manifest.
    const script = page.locator('figure', { hasText: 'Script único, versión 0.0.4' });
    await expect(script).toContainText('/widget/0.0.4/pay-button.js?key=');
    await expect(script).toContainText('integrity="sha384-');
    await expect(page.getByRole('table', { name: 'Códigos de error del widget' })).toContainText('No se ha podido añadir el dominio.');
    await expectAccessible(page, 'web checkout (es)');
    await context.close();
  });
});
