import type { Browser, Page } from '@playwright/test';
import {
  CONFIGURATION_MENU,
  customerDetailPath,
  MAIN_MENU,
  PROFILE_PATH,
  purchaseDetailPath,
  SERVICE_CREATE_PATH,
  serviceDetailPath,
} from '../packages/dashboard/src/app/routes';
import { expect, expectAccessible, signIn, test } from './fixtures';
import { openDashboardScreen } from './wcag-measures';

// Issue 27, item 3: on a phone no dashboard page may be wider than the screen (the whole page panned sideways), and
// a list row's menu must be on the screen without panning. The routes come from the dashboard's own route table, so
// a page added there is measured too; the detail pages take the first seeded row of their list.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function dashboardPaths(page: Page): Promise<string[]> {
  const firstId = async (resource: string) => {
    const response = await page.request.get(`/api/${resource}?page=1`);
    expect(response.ok(), `GET /api/${resource}`).toBe(true);
    const { data } = (await response.json()) as { data: { id: string }[] };
    expect(data.length, `the demo merchant has ${resource}`).toBeGreaterThan(0);
    return data[0].id;
  };
  return [
    ...MAIN_MENU.map((item) => item.path),
    ...CONFIGURATION_MENU.flatMap((group) => group.items.map((item) => item.path)),
    SERVICE_CREATE_PATH,
    serviceDetailPath(await firstId('services')),
    customerDetailPath(await firstId('customers')),
    purchaseDetailPath(await firstId('purchases')),
    PROFILE_PATH,
  ];
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The first list row's menu button, and the menu it opens, lie inside the screen's width as they are drawn. */
async function expectRowMenuOnScreen(page: Page, path: string, width: number) {
  const trigger = page.locator('.data-table tbody [aria-haspopup="menu"]').first();
  if ((await trigger.count()) === 0) return;
  const box = await trigger.boundingBox();
  expect(box, `row menu of ${path}`).not.toBeNull();
  // Soft, so one run measures every page.
  expect.soft(box!.x, `row menu of ${path} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box!.x + box!.width, `row menu of ${path} ends on screen`).toBeLessThanOrEqual(width);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const list = (await menu.boundingBox())!;
  expect.soft(list.x, `open row menu of ${path}`).toBeGreaterThanOrEqual(0);
  expect.soft(list.x + list.width, `open row menu of ${path}`).toBeLessThanOrEqual(width);
  expect.soft(await pageWidth(page), `${path} with a row menu open`).toBeLessThanOrEqual(width);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
}

async function measureEveryRoute(browser: Browser, locale: string, viewport: typeof PHONE) {
  const context = await browser.newContext({ locale, viewport });
  const page = await context.newPage();
  await signIn(page);
  const widths: Record<string, number> = {};
  for (const path of await dashboardPaths(page)) {
    await openDashboardScreen(page, path);
    widths[path] = await pageWidth(page);
    await expectRowMenuOnScreen(page, path, viewport.width);
    // A page with periods (the panel) is measured in each: a week's or a month's figures draw more.
    const periods = page.getByRole('group', { name: /^(date range|intervalo de fechas)$/i }).locator('[aria-pressed]');
    for (const period of await periods.all()) {
      await period.click();
      await expect(period).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      const name = `${path} ${await period.textContent()}`;
      widths[name] = await pageWidth(page);
    }
  }
  return { page, context, widths };
}

// Every route in turn, signed in once: longer than one page's journey.
test.describe.configure({ timeout: 360_000 });

for (const locale of ['es-ES', 'en-GB']) {
  test(`at 390 px no dashboard page is wider than the screen and row menus are on it (${locale})`, async ({ browser }) => {
    const { page, context, widths } = await measureEveryRoute(browser, locale, PHONE);
    const tooWide = Object.entries(widths).filter(([, width]) => width > PHONE.width);
    expect(tooWide, `pages wider than ${PHONE.width} px: ${JSON.stringify(widths)}`).toEqual([]);
    await openDashboardScreen(page, '/dashboard/charges');
    await expectAccessible(page, `charges at 390 px (${locale})`);
    await context.close();
  });
}

test('at 1280 px every dashboard page fits and lists stay tables with their header row', async ({ browser }) => {
  const { page, context, widths } = await measureEveryRoute(browser, 'en-GB', DESKTOP);
  const tooWide = Object.entries(widths).filter(([, width]) => width > DESKTOP.width);
  expect(tooWide, JSON.stringify(widths)).toEqual([]);
  await openDashboardScreen(page, '/dashboard/customers');
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
  await context.close();
});
