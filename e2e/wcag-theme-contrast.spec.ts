import type { Page } from '@playwright/test';
import { merchantApi, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

// WCAG 2.2 SC 1.4.3 and 1.4.11, issue 32: a merchant's `--cobro-*` values that break contrast get a console warning
// naming each property and its ratio (the defaults are judged in packages/checkout/src/theme/theme-contrast.test.ts).

/** Theme declarations on the merchant's page before any script runs, as a stylesheet of its own would set them. */
async function themeThePage(page: Page, css: string) {
  await page.addInitScript((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
}

function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('Cobro: --cobro-')) seen.push(message.text());
  });
  return seen;
}

test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

test('a merchant theme below 4.5:1 for text or 3:1 for borders gets one console warning naming each pair that falls short', async ({ page, request }) => {
  const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  const seen = warnings(page);
  await themeThePage(page, 'merchant-checkout { --cobro-color-text-muted: lightgray; --cobro-color-border: rgb(230 230 230); }');
  await page.goto(`/examples/plain-html/link.html?link=${linkId}`);
  await expect(page.locator('merchant-checkout').getByLabel('Un particular')).toBeVisible();
  // Only the two values the page changed fall short: the defaults it kept (text, primary, focus) pass in the browser.
  await expect.poll(() => seen.length).toBe(1);
  const lines = seen[0].split('\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(/^Cobro: --cobro-color-text-muted \(#d3d3d3\) on --cobro-color-surface \(#ffffff\) has a contrast ratio of 1\.\d\d:1, below the 4\.5:1 .*\(SC 1\.4\.3\)/);
  expect(lines[1]).toMatch(/^Cobro: --cobro-color-border \(#e6e6e6\) on --cobro-color-surface \(#ffffff\) has a contrast ratio of 1\.\d\d:1, below the 3:1 .*\(SC 1\.4\.11\)/);
  // axe finds the same text on the checkout below 4.5:1; with the merchant's theme taken back, the page passes it.
  await page.evaluate(() => {
    document.adoptedStyleSheets = [];
  });
  await expectAccessible(page, 'the checkout in its default theme');
});
