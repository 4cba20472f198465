import { words } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS } from './checkout-helpers';
import { expect, expectNoSideScroll, signIn, test } from './fixtures';
import { DASHBOARD_SCREENS, openDashboardScreen } from './wcag-measures';

// WCAG 2.2 SC 1.4.10 Reflow, issue 32: at 320 CSS px wide (1280 px zoomed to 400 %) the checkout's steps and the
// dashboard's main screens scroll in one direction only; a data table may scroll sideways inside its own box.

const NARROW = { width: 320, height: 640 };

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  test.describe(`1.4.10 (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport: NARROW, hasTouch: true, isMobile: true });

    test('at 320 CSS px every checkout step scrolls in one direction only', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      const measure = (where: string) => expectNoSideScroll(page, `${where} at 320 px`);
      await page.goto(`/checkout/${linkId}`);
      await expect(page.getByRole('button', { name: w('Buy'), exact: true })).toBeVisible();
      await measure('the summary');
      await payLinkByCard(page, linkId, newBuyer(), w.pattern('Pay {price}'), true, measure, lang);
      await expect(page.getByRole('heading', { level: 1, name: w('Thank you') })).toBeVisible();
      await measure('the success page');
    });

    test('at 320 CSS px the main and configuration screens of the dashboard scroll in one direction only', async ({ page }) => {
      await signIn(page);
      for (const path of DASHBOARD_SCREENS) {
        await openDashboardScreen(page, path);
        await expectNoSideScroll(page, `${path} at 320 px`);
      }
    });
  });
}
