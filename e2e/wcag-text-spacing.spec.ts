import { words } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS } from './checkout-helpers';
import { expect, signIn, test } from './fixtures';
import { clippedWithTextSpacing, DASHBOARD_SCREENS, openDashboardScreen } from './wcag-measures';

// WCAG 2.2 SC 1.4.12 Text Spacing, issue 32: with the text-spacing bookmarklet's values (line height 1.5, paragraphs
// 2 em apart, letters 0.12 em, words 0.16 em) set in the page, in every shadow root and in the card frame, no box of
// a checkout step clips its text. The wording's length matters, so both languages.

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  for (const [device, viewport, sheets] of [['desktop', { width: 1280, height: 800 }, false], ['phone', { width: 390, height: 844 }, true]] as const) {
    test.describe(`1.4.12 (${lang}, ${device})`, () => {
      test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport, hasTouch: sheets, isMobile: sheets });

      test('with the WCAG text spacing set, no checkout step clips its text', async ({ page, request }) => {
        const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
        // Polled: the card frame tells the checkout its new height once the spacing has grown its fields.
        const measure = (where: string) => expect.poll(() => clippedWithTextSpacing(page), { message: `clipped on ${where}` }).toEqual([]);
        await payLinkByCard(page, linkId, newBuyer(), w.pattern('Pay {price}'), sheets, measure, lang);
        await expect(page.getByRole('heading', { level: 1, name: w('Thank you') })).toBeVisible();
        await measure('the success page');
      });
    });
  }
}

test.describe('1.4.12 on the dashboard (es)', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

  test('with the WCAG text spacing set, no main or configuration screen of the dashboard clips its text', async ({ page }) => {
    await signIn(page);
    for (const path of DASHBOARD_SCREENS) {
      await openDashboardScreen(page, path);
      await expect.poll(() => clippedWithTextSpacing(page), { message: `clipped on ${path}` }).toEqual([]);
    }
  });
});
