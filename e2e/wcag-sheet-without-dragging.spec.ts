import { words } from './catalog-words';
import { identify, merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, test } from './fixtures';

// WCAG 2.2 SC 2.5.7 Dragging Movements, issue 32: the phone's bottom sheet can be dragged down to close, and closes
// as well with one tap on Close or with Escape, on each step; what was typed stays.

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  test.describe(`2.5.7 (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the bottom sheet closes without dragging: a tap on Close, or Escape', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      const buyer = newBuyer();
      await page.goto(`/checkout/${linkId}`);
      const buy = page.getByRole('button', { name: w('Buy'), exact: true });
      const details = page.getByRole('dialog', { name: w('Your details') });

      await buy.tap();
      await expect(details).toBeVisible();
      await details.getByRole('button', { name: w('Close') }).tap();
      await expect(details).toBeHidden();
      await expect(buy).toBeFocused();

      await buy.tap();
      await expect(details).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      await buy.tap();
      await identify(details, lang, buyer);
      const data = page.getByRole('dialog', { name: w('Complete your details') });
      await expect(data).toBeVisible();
      await data.getByRole('button', { name: w('Close') }).tap();
      await expect(data).toBeHidden();
      await buy.tap();
      await expect(data.getByLabel('DNI', { exact: true })).toHaveValue(buyer.dni);
    });
  });
}
