// Takes the README's pictures from a running server: `npm start`, then `node scripts/screenshots.mjs [base-url]`.
// Writes the README's docs/images/*.png: the dashboard in English, sign-in, services and the web checkout screen in
// Spanish, a phone view, and the example shop with the checkout its <pay-button> opens.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const out = (name) => new URL(`../docs/images/${name}.png`, import.meta.url).pathname;

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
for (const locale of ['en-GB', 'es-ES']) {
  const lang = locale.slice(0, 2);
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/signin`);
  await page.waitForSelector('merchant-dashboard >> input[type=email]');
  if (lang === 'es') await page.screenshot({ path: out('signin-es') });
  await page.locator('merchant-dashboard input[type=email]').fill('demo@cobro.dev');
  await page.locator('merchant-dashboard input[type=password]').fill('Demo-merchant-1');
  await page.locator('merchant-dashboard form button[type=submit]').click();
  await page.waitForURL('**/dashboard/panel');
  await page.waitForTimeout(800);
  if (lang === 'en') {
    await page.screenshot({ path: out('dashboard') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: out('mobile-en') });
  } else {
    await page.goto(`${base}/dashboard/services`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: out('services-es') });
    await page.goto(`${base}/dashboard/configuration/web-checkout`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: out('web-checkout-es') });
  }
  await context.close();
}

const shop = await browser.newPage({ viewport: { width: 1100, height: 760 } });
await shop.goto(`${base}/examples/plain-html/`);
await shop.waitForTimeout(1500);
await shop.locator('pay-button').first().getByRole('button').click();
await shop.getByRole('dialog').getByRole('radio').first().waitFor();
await shop.screenshot({ path: out('pay-button-checkout-es') });
await browser.close();
console.log('screenshots written to docs/images/');
