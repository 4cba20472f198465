// Takes the README's pictures from a running server: `npm start`, then `node scripts/screenshots.mjs [base-url]`.
// Writes docs/images/*.png (English and Spanish, desktop and mobile).
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
  await page.screenshot({ path: out(`signin-${lang}`) });
  await page.locator('merchant-dashboard input[type=email]').fill('demo@cobro.dev');
  await page.locator('merchant-dashboard input[type=password]').fill('Demo-merchant-1');
  await page.locator('merchant-dashboard form button[type=submit]').click();
  await page.waitForURL('**/dashboard/panel');
  await page.waitForTimeout(800);
  await page.screenshot({ path: out(lang === 'en' ? 'dashboard' : `dashboard-${lang}`) });
  for (const path of ['services', 'customers', 'charges', 'purchases']) {
    await page.goto(`${base}/dashboard/${path}`);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: out(`${path}-${lang}`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/dashboard/panel`);
  await page.waitForTimeout(800);
  await page.screenshot({ path: out(`mobile-${lang}`) });
  await context.close();
}
await browser.close();
console.log('screenshots written to docs/images/');
