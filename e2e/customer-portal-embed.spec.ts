import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { words } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS } from './checkout-helpers';
import { DEMO, expect, expectAccessible, test } from './fixtures';
import { mailTo } from './outbox';

// Issue 30 (decision 1160): the merchant puts <customer-portal> on a page of its own site, on a second origin
// (http://localhost:<port>, while Cobro answers on http://127.0.0.1:<port>; loopback pages are the sandbox's allowed
// pages). The buyer, who paid a payment link, finds the merchant named on the sign-in page, asks for a code, reads it
// from the local outbox (whose link leads back to the merchant's page), signs in with it, sees the purchase and
// downloads its receipt, fetched with the element's bearer token and saved from a blob. Every screen is axe clean.

// Chromium asks before a localhost page reaches the loopback server (Local Network Access); the journey grants it, as
// the widget journeys do.
test.use({ permissions: ['local-network-access'], locale: 'es-ES' });


/** The merchant's account page, with the portal of its organization on it. */
async function serveShop(page: Page, shop: string, cobro: string, organizationId: string) {
  await page.route(shop, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="es"><head><meta charset="utf-8" /><title>Mi cuenta · Yoga Centro</title>
<meta name="viewport" content="width=device-width, initial-scale=1" />
<script type="module" src="${cobro}/widget/1.0.0/customer-portal.js"></script></head>
<body><main><customer-portal api-url="${cobro}/api" organization-id="${organizationId}" locale="es"></customer-portal></main></body></html>`,
    }),
  );
}

test('a buyer signs in to the portal on the merchant page and downloads a receipt', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const w = words('es');
  const buyer = newBuyer();
  const link = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  await payLinkByCard(page, link, buyer, w.pattern('Pay {price}'), false, async () => undefined, 'es');
  const receipt = await mailTo(request, buyer.email, (mail) => mail.attachments.some((a) => a.filename === 'recibo.pdf'));
  const organizationId = /\/portal\/([\w-]+)/.exec(receipt.text)![1];

  const cobro = new URL(baseURL!).origin;
  const shop = `http://localhost:${new URL(baseURL!).port}/cuenta/compras`;
  const shopPage = await page.context().newPage();
  await serveShop(shopPage, shop, cobro, organizationId);
  await shopPage.goto(shop);

  // Named before sign-in: the merchant's name in the e-mail step's heading.
  await expect(shopPage.getByRole('heading', { level: 1, name: w('{merchant} — manage your purchases', { merchant: DEMO.company }) })).toBeVisible();
  await expectAccessible(shopPage, 'embedded portal, e-mail step');
  await shopPage.getByLabel(w('E-mail')).fill(buyer.email);
  await shopPage.getByRole('button', { name: w('Send me a code') }).click();
  await expect(shopPage.getByRole('heading', { level: 1, name: w('Check your e-mail') })).toBeFocused();
  await expectAccessible(shopPage, 'embedded portal, code step');

  // The code e-mail leads back to the page that asked, with the fragment the element reads.
  const codeMail = await mailTo(request, buyer.email, (mail) => mail.text.includes('#email='));
  expect(codeMail.text).toContain(`${shop}#email=${encodeURIComponent(buyer.email)}&code=`);
  const code = /^\d{6}$/m.exec(codeMail.text)![0];
  await shopPage.getByLabel(w('Code')).fill(code);
  await shopPage.getByLabel(w('Code')).press('Enter');

  await expect(shopPage.getByRole('heading', { level: 1, name: w.pattern('Your purchases with {merchant}') })).toBeFocused();
  await expect(shopPage.getByText(PLANS.oneTime).first()).toBeVisible();
  await expectAccessible(shopPage, 'embedded portal, purchases');
  // The session is the element's token: no portal cookie was set for either origin.
  expect((await shopPage.context().cookies([`${cobro}/api/portal/session`, shop])).map((c) => c.name)).not.toContain('cobro_portal');

  await shopPage.getByRole('button', { name: w.pattern('Details of {service}') }).first().click();
  const receiptLink = shopPage.getByRole('link', { name: w.pattern('Download the receipt of {date}') }).first();
  await expect(receiptLink).toBeVisible();
  await expectAccessible(shopPage, 'embedded portal, purchase detail');
  const [download] = await Promise.all([shopPage.waitForEvent('download'), receiptLink.click()]);
  expect(download.suggestedFilename()).toBe('recibo.pdf');
  expect(download.url()).toMatch(/^blob:/);
  const saved = await readFile((await download.path())!);
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');
});
