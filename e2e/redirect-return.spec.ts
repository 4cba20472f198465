import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { bankPage } from './bank-page';
import { words, type Lang } from './catalog-words';
import { completeData, identify, merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, expectNoSideScroll, test } from './fixtures';
import { DEMO_WIDGET_KEY, heardEvents, recordCobroEvents } from './widget-helpers';

// Issue 28 (decisions 1134, 1136): a buyer who pays by Redsys, Bizum or Inespay from a <pay-button> on a shop of
// another origin leaves for the provider's (simulated) page and comes back to the shop, not to Cobro's pages: the
// button's dialog opens again on the result, the page hears how the payment ended once, and a reload resumes nothing.

const PAYMENT_EVENTS = ['cobro-payment-success', 'cobro-payment-pending', 'cobro-payment-failed'];

/** The shop's page: a <pay-button>, or with `linkId` the checkout of that payment link inline (<merchant-checkout>). */
const shopPage = (cobro: string, lang: Lang, linkId: string | null) => `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8" />
    <title>Tienda de clases</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <script type="module" src="${cobro}/widget/1.0.0/${linkId ? 'merchant-checkout' : 'pay-button'}.js?key=${DEMO_WIDGET_KEY}&amp;api=${cobro}/api"></script>
  </head>
  <body>
    <main>
      <h1>Tienda de clases</h1>
      ${
        linkId
          ? `<merchant-checkout api-url="${cobro}/api" link-id="${linkId}" locale="${lang}"></merchant-checkout>`
          : `<pay-button service-name="Yoga" plan-name="Clase suelta" amount="12" plan-type="Unique" label="Comprar" locale="${lang}"></pay-button>`
      }
    </main>
  </body>
</html>`;

let shop: Server;
let shopUrl = '';
let shopLang: Lang = 'es';
let shopLink: string | null = null;
let cobro = '';

// The shop is a server of its own on localhost (Chromium lets a loopback page load Cobro's loopback script).
test.beforeAll(async ({ baseURL }) => {
  cobro = new URL(baseURL!).origin;
  shop = createServer((request, response) => {
    if (!request.url?.startsWith('/tienda')) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(shopPage(cobro, shopLang, shopLink));
  });
  await new Promise<void>((resolve) => shop.listen(0, 'localhost', resolve));
  shopUrl = `http://localhost:${(shop.address() as AddressInfo).port}/tienda`;
});

test.afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

/** The shop, on http://localhost:<port>/tienda (another origin than Cobro's http://127.0.0.1:<port>), with its query. */
async function openShop(page: Page, lang: Lang, linkId: string | null = null) {
  shopLang = lang;
  shopLink = linkId;
  await recordCobroEvents(page, PAYMENT_EVENTS);
  await page.goto(`${shopUrl}?ref=portada`);
  return shopUrl;
}

/** Each provider's way out of the checkout, and its simulated page's answer buttons in the buyer's language (decision 1164). */
const PROVIDERS = {
  redsys: { method: 'Card through Redsys', go: 'Continue to the secure payment page', page: /\/api\/payments\/sandbox\/redsys$/, answers: (lang: Lang) => bankPage(lang).redsys },
  bizum: {
    method: 'Bizum',
    go: 'Continue to Bizum',
    page: /\/api\/payments\/sandbox\/redsys$/,
    answers: (lang: Lang) => ({ accept: bankPage(lang).bizum.confirm, deny: bankPage(lang).bizum.reject }),
  },
  inespay: { method: 'Bank transfer (Inespay)', go: 'Continue to your bank', page: /\/api\/payments\/sandbox\/inespay\?/, answers: (lang: Lang) => bankPage(lang).inespay },
} as const;

const MOBILE = '612 345 678';

/**
 * Bizum's simulated pages (decision 1136): the mobile, filled in when the checkout sent it, else typed there; then
 * the request waiting in the bank's app, whose answer the next click gives.
 */
async function bizumMobileStep(page: Page, lang: Lang, sentFromCheckout: boolean) {
  const bizum = bankPage(lang).bizum;
  const mobile = page.getByLabel(bizum.phone);
  if (sentFromCheckout) await expect(mobile).toHaveValue(MOBILE);
  else await mobile.fill(MOBILE);
  await expectAccessible(page, "Bizum's mobile page");
  await page.getByRole('button', { name: bizum.next }).click();
  await expect(page.getByRole('status')).toContainText(bizum.sent(MOBILE));
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const JOURNEYS = [
  { provider: 'redsys', decision: 'accept', lang: 'es', device: DESKTOP },
  { provider: 'redsys', decision: 'deny', lang: 'en', device: PHONE },
  { provider: 'bizum', decision: 'accept', lang: 'en', device: PHONE },
  { provider: 'bizum', decision: 'deny', lang: 'es', device: DESKTOP },
  { provider: 'inespay', decision: 'accept', lang: 'en', device: DESKTOP },
  { provider: 'inespay', decision: 'deny', lang: 'es', device: PHONE },
  // Catalan (decision 1156): the checkout's every step, and the bank's simulated page in Catalan too (decision 1164).
  { provider: 'redsys', decision: 'accept', lang: 'ca', device: PHONE },
] as const;

for (const { provider, decision, lang, device } of JOURNEYS) {
  const width = device.viewport.width;
  test.describe(`${width} px`, () => {
    test.use(device);
    test(`${provider}, ${decision === 'accept' ? 'approved' : 'denied'}: the buyer ends on the shop's page, which hears it once (${lang}, ${width} px)`, async ({ page }) => {
      const w = words(lang);
      const steps = PROVIDERS[provider];
      const shop = await openShop(page, lang);
      await page.locator('pay-button').getByRole('button', { name: 'Comprar' }).click();
      let payment = page.getByRole('dialog', { name: w('Payment') });
      if (device === PHONE) {
        // On a phone the checkout shows its summary first; Buy opens each step in a sheet over the button's dialog.
        await payment.getByRole('button', { name: w('Buy'), exact: true }).click();
        await identify(page.getByRole('dialog', { name: w('Your details') }), lang, newBuyer());
        await completeData(page.getByRole('dialog', { name: w('Complete your details') }), lang);
        payment = page.getByRole('dialog', { name: w('Payment') }).last();
      } else {
        await identify(payment, lang, newBuyer());
        await completeData(payment, lang);
      }
      await payment.getByLabel(w(steps.method), { exact: true }).check();
      // The approved Bizum buyer gives the mobile at checkout; the denied one on Bizum's page.
      const mobileAtCheckout = provider === 'bizum' && decision === 'accept';
      if (mobileAtCheckout) await payment.getByLabel(w('Bizum mobile (optional)')).fill(MOBILE);
      await payment.getByRole(provider === 'inespay' ? 'link' : 'button', { name: w(steps.go) }).click();

      await expect(page).toHaveURL(steps.page);
      if (provider === 'bizum') await bizumMobileStep(page, lang, mobileAtCheckout);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('button', { name: steps.answers(lang)[decision] }).click();

      // Back on the shop, the return taken out of its address; the page's own query kept.
      await expect(page).toHaveURL(`${shop}?ref=portada`);
      const back = page.getByRole('dialog', { name: w('Payment') });
      if (decision === 'accept') {
        await expect(back.getByText(w('Your payment for {planName} is complete. You will receive the receipt by e-mail.', { planName: 'Clase suelta' }))).toBeVisible();
      } else {
        await expect(back.getByText(w('Your bank declined the payment. No money was taken.'))).toBeVisible();
      }
      const expected = decision === 'accept' ? 'cobro-payment-success' : 'cobro-payment-failed';
      await expect.poll(async () => (await heardEvents(page)).map((e) => e.type)).toEqual([expected]);
      const [event] = await heardEvents(page);
      expect(event).toMatchObject({ target: 'pay-button', detail: { payment_method: provider } });
      await expectAccessible(page, `the shop after ${provider} (${decision}, ${width} px)`);
      await expectNoSideScroll(page, `the shop after ${provider} (${decision}, ${width} px)`);

      // A reload is a fresh visit to the shop: no dialog, and nothing told again.
      await page.reload();
      await expect(page.locator('pay-button').getByRole('button', { name: 'Comprar' })).toBeVisible();
      await expect(back).toHaveCount(0);
      expect(await heardEvents(page)).toEqual([]);
    });
  });
}

test("an inline <merchant-checkout> on a 390 px phone: Redsys approved, the checkout resumes on its result in the page (es)", async ({ browser, request }) => {
  const w = words('es');
  const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const shop = await openShop(page, 'es', linkId);
  const checkout = page.locator('merchant-checkout');
  // On a phone the summary comes first, and its Buy button opens each step in a sheet.
  await checkout.getByRole('button', { name: w('Buy'), exact: true }).click();
  await identify(page.getByRole('dialog', { name: w('Your details') }), 'es', newBuyer());
  await completeData(page.getByRole('dialog', { name: w('Complete your details') }), 'es');
  const payment = page.getByRole('dialog', { name: w('Payment') });
  await payment.getByLabel(w('Card through Redsys'), { exact: true }).check();
  await payment.getByRole('button', { name: w('Continue to the secure payment page') }).click();
  await expect(page).toHaveURL(PROVIDERS.redsys.page);
  await page.getByRole('button', { name: bankPage('es').redsys.accept }).click();

  await expect(page).toHaveURL(`${shop}?ref=portada`);
  await expect(checkout.getByText(w('Your payment for {planName} is complete.', { planName: PLANS.oneTime }), { exact: false })).toBeVisible();
  await expect.poll(async () => (await heardEvents(page)).map((e) => [e.type, e.target])).toEqual([['cobro-payment-success', 'merchant-checkout']]);
  await expectAccessible(page, 'the shop after Redsys, inline checkout (390 px)');
  await expectNoSideScroll(page, 'the shop after Redsys, inline checkout (390 px)');
  await page.reload();
  await expect(checkout.getByRole('button', { name: w('Buy'), exact: true })).toBeVisible();
  expect(await heardEvents(page)).toEqual([]);
  await context.close();
});
