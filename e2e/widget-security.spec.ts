import type { Page } from '@playwright/test';
import { integrityOf, newNonce, renderPage, strictHeaders } from '../examples/strict-csp/page.mjs';
import { expect, test } from './fixtures';
import { DEMO_WIDGET_KEY, heard, isPayButtonScript, payButton, recordCobroEvents } from './widget-helpers';

// What protects a merchant's page: the published SRI hash (a changed script never runs) and the domain allowlist
// (a page elsewhere gets AE-003 and no button). The pages are served through page.route; the scripts and the API
// come from the real server.

// A page answered by page.route has no address of its own, so Chromium treats it as public and asks the user before
// it reaches the loopback server (Local Network Access). A real Cobro server is public too; the test grants it.
test.use({ permissions: ['local-network-access'] });

interface Manifest {
  version: string;
  files: Record<string, { integrity: string }>;
}

async function serveStrictShop(page: Page, at: string, cobro: string, manifest: Manifest) {
  await page.route(at, (route) => {
    const nonce = newNonce();
    const integrity = integrityOf(manifest);
    return route.fulfill({ headers: strictHeaders(nonce), body: renderPage({ nonce, cobro, version: manifest.version, key: DEMO_WIDGET_KEY, integrity }) });
  });
}

/** Script elements whose load failed, recorded before the page's own scripts run. */
async function recordScriptErrors(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { scriptErrors: string[] }).scriptErrors = [];
    window.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement) (window as unknown as { scriptErrors: string[] }).scriptErrors.push(event.target.src);
      },
      true,
    );
  });
}

// Issue 27 item 16: a page pinned to the spec's 0.0.4 got no script. It is served as the same elements (decision 1063).
test('a page pinned to 0.0.4 by the hashes of its manifest shows the button under the strict policy', async ({ page, baseURL, request }) => {
  const cobro = new URL(baseURL!).origin;
  const manifest = (await (await request.get('/widget/0.0.4/manifest.json')).json()) as Manifest;
  expect(manifest.version).toBe('0.0.4');
  const shop = `http://localhost:${new URL(baseURL!).port}/pinned-shop/`;
  await serveStrictShop(page, shop, cobro, manifest);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto(shop);
  await expect(payButton(page, 'Comprar el bono')).toBeVisible();
  expect(scripts).toContain('/widget/0.0.4/pay-button.js');
  expect(scripts.filter((path) => path.startsWith('/widget/') && !path.startsWith('/widget/0.0.4/'))).toEqual([]);
});

test('a tampered pay-button.js fails its SRI check: no element is defined and the script reports an error', async ({ page, baseURL, request }) => {
  const cobro = new URL(baseURL!).origin;
  const manifest = (await (await request.get('/widget/1.0.0/manifest.json')).json()) as Manifest;
  const shop = `http://localhost:${new URL(baseURL!).port}/sri-shop/`;
  await serveStrictShop(page, shop, cobro, manifest);
  await recordScriptErrors(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // The published bytes pass: the element is defined and the button shows.
  await page.goto(shop);
  await expect(payButton(page, 'Comprar el bono')).toBeVisible();

  // The same URL answering other bytes (a compromised CDN or proxy) with the same integrity attribute.
  await page.route(isPayButtonScript, async (route) => {
    const original = await route.fetch();
    const tampered = `${await original.text()}\nconsole.log('tampered');\n`;
    await route.fulfill({ response: original, body: tampered });
  });
  await page.reload();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => customElements.get('pay-button'))).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { scriptErrors: string[] }).scriptErrors)).toEqual([
    expect.stringContaining('/widget/1.0.0/pay-button.js'),
  ]);
  expect(consoleErrors.some((text) => /integrity/i.test(text) && text.includes('pay-button.js'))).toBe(true);
  expect(consoleErrors.some((text) => text.includes('tampered'))).toBe(false);
});

test.describe('the domain allowlist', () => {
  const shopPage = (cobro: string) => `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Otra tienda</title>
    <script type="module" src="${cobro}/widget/1.0.0/pay-button.js?key=${DEMO_WIDGET_KEY}&amp;api=${cobro}/api"></script>
  </head>
  <body>
    <main>
      <h1>Otra tienda</h1>
      <pay-button service-name="Yoga" plan-name="Clase suelta" amount="12" plan-type="Unique" label="Comprar" locale="es"></pay-button>
    </main>
  </body>
</html>`;

  // The same page on localhost, which the demo merchant's test key may use, against a domain nobody configured. (Not
  // the configured https://demo.cobro.dev: web-checkout.spec.ts changes that domain while it runs.)
  for (const { origin, allowed, name } of [
    { origin: 'http://localhost:{port}', allowed: true, name: 'a localhost page (test key) gets its button' },
    { origin: 'https://shop-not-allowed.test', allowed: false, name: 'a page on https://shop-not-allowed.test gets AE-003 and no button' },
  ]) {
    test(name, async ({ page, baseURL }) => {
      const cobro = new URL(baseURL!).origin;
      const shop = `${origin.replace('{port}', new URL(baseURL!).port)}/`;
      await page.route(shop, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shopPage(cobro) }));
      await recordCobroEvents(page, ['cobro-button-ready', 'cobro-error']);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(shop);
      if (allowed) {
        await heard(page, 'cobro-button-ready');
        await expect(payButton(page, 'Comprar')).toBeVisible();
        return;
      }
      const error = await heard(page, 'cobro-error');
      expect(error).toMatchObject({ target: 'pay-button', detail: { code: 'AE-003' } });
      // No half-working button: the element takes no room, and the integrator reads why in the console.
      await expect(page.locator('pay-button')).toBeHidden();
      expect(consoleErrors.some((text) => text.includes('AE-003'))).toBe(true);
    });
  }
});
