import type { Page } from '@playwright/test';
import { words } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS } from './checkout-helpers';
import { expect, signIn, test } from './fixtures';
import { DASHBOARD_SCREENS, focusObscured, openDashboardScreen } from './wcag-measures';

// WCAG 2.2 SC 2.4.11 Focus Not Obscured (Minimum), issue 32: tabbing through each checkout step, as pages and as the
// phone's sheets, the focused control is in the viewport and nothing (a sticky bar, the sheet's header) lies over it.

/** Tabs through `stops` controls from the step's start, checking each focus; Shift+Tab back leaves the step as it was. */
async function tabThrough(page: Page, where: string, stops = 12) {
  for (let i = 1; i <= stops; i++) {
    await page.keyboard.press('Tab');
    expect(await focusObscured(page), `Tab ${i} on ${where}`).toBeNull();
  }
  for (let i = 1; i <= stops; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusObscured(page), `Shift+Tab ${i} on ${where}`).toBeNull();
  }
}

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  for (const [device, viewport, sheets] of [['desktop', { width: 1280, height: 720 }, false], ['phone', { width: 390, height: 664 }, true]] as const) {
    test.describe(`2.4.11 (${lang}, ${device})`, () => {
      test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport, hasTouch: sheets, isMobile: sheets });

      test('tabbing through every checkout step, the focused control is on the screen and not covered', async ({ page, request }) => {
        const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
        await payLinkByCard(page, linkId, newBuyer(), w.pattern('Pay {price}'), sheets, (where) => tabThrough(page, where), lang);
        await expect(page.getByRole('heading', { level: 1, name: w('Thank you') })).toBeVisible();
        await tabThrough(page, 'the success page', 4);
      });
    });
  }
}

for (const [locale, viewport] of [['en-GB', { width: 1280, height: 720 }], ['es-ES', { width: 390, height: 664 }]] as const) {
  test.describe(`2.4.11 on the dashboard (${locale}, ${viewport.width} px)`, () => {
    test.use({ locale, viewport });

    test('tabbing through the main and configuration screens of the dashboard, the focused control is on the screen and not covered', async ({ page }) => {
      await signIn(page);
      for (const path of DASHBOARD_SCREENS) {
        await openDashboardScreen(page, path);
        await tabThrough(page, path, 25);
      }
    });
  });
}
