// Takes the README's pictures from a running server: `npm start`, then `node scripts/screenshots.mjs [base-url]`.
// Writes the README's docs/images/*.png: the dashboard in English, sign-in and services in Spanish, a phone view.
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
  }
  await context.close();
}
await browser.close();
console.log('screenshots written to docs/images/');
