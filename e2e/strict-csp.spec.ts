import { integrityOf, newNonce, renderPage, strictHeaders } from '../examples/strict-csp/page.mjs';
import { newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { checkoutDialog, DEMO_WIDGET_KEY, heard, payButton, payInDialog, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// examples/strict-csp: the shop page under `script-src 'nonce-…' 'strict-dynamic'; object-src 'none'; base-uri 'none';
// require-trusted-types-for 'script'`, COEP require-corp and COOP same-origin, on another origin than Cobro's
// (localhost, which test keys may use). The page's response comes from the example's own page.mjs, with a fresh
// nonce, through page.route; the scripts and the API come from the real server.

// A page answered by page.route has no address of its own, so Chromium treats it as public and asks the user before
// it reaches the loopback server (Local Network Access). A real Cobro server is public too; the test grants it.
test.use({ permissions: ['local-network-access'] });

test('the strict-CSP page sells through <pay-button> with zero policy violations and nothing blocked', async ({ page, baseURL, request }) => {
  const cobro = new URL(baseURL!).origin;
  // Another origin than Cobro's (127.0.0.1): localhost on the same port, which the route answers.
  const shop = `http://localhost:${new URL(baseURL!).port}/strict-csp/`;
  const manifest = (await (await request.get('/widget/1.0.0/manifest.json')).json()) as { version: string; files: Record<string, { integrity: string }> };
  await page.route(shop, (route) => {
    const nonce = newNonce();
    const integrity = integrityOf(manifest);
    return route.fulfill({ status: 200, headers: strictHeaders(nonce), body: renderPage({ nonce, cobro, version: manifest.version, key: DEMO_WIDGET_KEY, integrity }) });
  });
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${location.origin}: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const failed: string[] = [];
  page.on('requestfailed', (r) => failed.push(`${r.url()}: ${r.failure()?.errorText}`));
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-payment-success', 'cobro-error']);

  await page.goto(shop);
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await expect(payButton(page, 'Comprar el bono')).toBeVisible();
  await heard(page, 'cobro-button-ready');
  await expectAccessible(page, 'strict-CSP page');

  await payButton(page, 'Comprar el bono').click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
  await payInDialog(dialog, newBuyer(), SEEDED_PASS.price);
  await heard(page, 'cobro-payment-success');
  await expect(page.getByRole('status').filter({ hasText: 'Pago completado' })).toBeVisible();

  expect(violations).toEqual([]);
  expect(failed).toEqual([]);
});
