import { ACCOUNT_MERCHANT_ACCOUNT } from '../packages/server/src/seed/accounts';
import { expect, expectAccessible, signIn, test } from './fixtures';

// Issue 27, item 10 (decision 1130): the account menu, as a WAI-ARIA menu button used from the keyboard on a phone,
// opens the profile, switches the language (remembered at the next sign-in, whatever the browser's) and leads to the
// password change, which keeps this session. The seeded account of its own is changed by this journey only.

const PHONE = { width: 390, height: 844 };
const NEW_PASSWORD = 'Account-changed-2';

test('the account menu from the keyboard at 390 px: profile, language remembered across sign-ins, password change', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, ACCOUNT_MERCHANT_ACCOUNT);

  // Opened with the keyboard: focus on its first item, every item on the screen.
  const trigger = page.getByRole('button', { name: 'Menú de la cuenta' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('menuitem', { name: 'Perfil' })).toBeFocused();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(menu.getByRole('group', { name: 'Idioma' }).getByRole('menuitemradio')).toHaveCount(3);
  await expect(menu.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  // Catalan is the third choice, named in Catalan (decision 1156).
  await expect(menu.getByRole('menuitemradio', { name: 'Català' })).toHaveAttribute('lang', 'ca');
  await expectAccessible(page, 'account menu open (es)');

  // English, chosen with the arrows and Enter: the interface changes at once and the focus is back on the button.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  const englishTrigger = page.getByRole('button', { name: 'Account menu' });
  await expect(englishTrigger).toBeFocused();
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'en');
  // Cobro's own page says its new language too (WCAG 3.1.1), without a reload.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The profile, from the menu by the keyboard.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByText(ACCOUNT_MERCHANT_ACCOUNT.email)).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, 'profile (en, 390 px)');

  // The password change: a wrong current password is told under its field; the right one changes it.
  const form = page.getByRole('form', { name: 'Change the password' });
  await form.getByLabel('Current password').fill('Not-the-password-1');
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByLabel('Repeat the password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The current password is not correct')).toBeVisible();
  await expectAccessible(page, 'password change with an error (en)');
  await form.getByLabel('Current password').fill(ACCOUNT_MERCHANT_ACCOUNT.password);
  await form.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByText('Your password has changed.', { exact: false })).toBeVisible();

  // Sign-out is the menu's last item (End); signing in again with the new password, the dashboard speaks English.
  await englishTrigger.focus();
  await page.keyboard.press('Enter');
  // End is pressed once the open menu has the focus (a key sent before the menu is drawn goes to the button).
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/logout$/);
  await signIn(page, { email: ACCOUNT_MERCHANT_ACCOUNT.email, password: NEW_PASSWORD });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'en');
  // The page was served in the browser's Spanish; it says the user's English once the dashboard speaks it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});
