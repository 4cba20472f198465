import { words } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS } from './checkout-helpers';
import { expect, signIn, test } from './fixtures';
import { DASHBOARD_SCREENS, openDashboardScreen, smallTargets } from './wcag-measures';
import { checkoutDialog, heard, payButton, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// WCAG 2.2 SC 2.5.8 Target Size (Minimum), issue 32: every control a buyer clicks, on each checkout step as a page
// (desktop) and as a sheet (phone), in both languages, is at least 24×24 CSS px or spaced as WCAG allows.

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  for (const [device, viewport, sheets] of [['desktop', { width: 1280, height: 800 }, false], ['phone', { width: 390, height: 844 }, true]] as const) {
    test.describe(`2.5.8 on the checkout steps (${lang}, ${device})`, () => {
      test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport, hasTouch: sheets, isMobile: sheets });

      test('every control of every checkout step is at least 24 by 24 CSS px or spaced as WCAG allows', async ({ page, request }) => {
        const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
        const measure = async (where: string) => expect(await smallTargets(page), `small targets on ${where}`).toEqual([]);
        await payLinkByCard(page, linkId, newBuyer(), w.pattern('Pay {price}'), sheets, measure, lang);
        await expect(page.getByRole('heading', { level: 1, name: w('Thank you') })).toBeVisible();
        await measure('the success page');
      });
    });
  }
}

test.describe('2.5.8 on the pay button', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

  test('the pay buttons and the controls of the dialog they open are at least 24 by 24 CSS px', async ({ page }) => {
    await recordCobroEvents(page, ['cobro-button-ready']);
    await page.goto('/examples/plain-html/index.html');
    await heard(page, 'cobro-button-ready');
    const buttons = await page.locator('pay-button').evaluateAll((hosts) =>
      hosts.map((host) => host.shadowRoot!.querySelector('button')!.getBoundingClientRect()).map((box) => [box.width, box.height]),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const [width, height] of buttons) expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
    await payButton(page, 'Comprar el bono').click();
    await expect(checkoutDialog(page).getByRole('heading', { name: SEEDED_PASS.plan })).toBeVisible();
    expect(await smallTargets(page), 'small targets with the dialog open').toEqual([]);
  });
});

for (const [locale, viewport] of [['en-GB', { width: 1280, height: 800 }], ['es-ES', { width: 390, height: 844 }]] as const) {
  test.describe(`2.5.8 on the dashboard (${locale}, ${viewport.width} px)`, () => {
    test.use({ locale, viewport });

    test('every control of the main and configuration screens of the dashboard is at least 24 by 24 CSS px or spaced as WCAG allows', async ({ page }) => {
      await signIn(page);
      for (const path of DASHBOARD_SCREENS) {
        await openDashboardScreen(page, path);
        expect.soft(await smallTargets(page), `small targets on ${path}`).toEqual([]);
      }
    });
  });
}
