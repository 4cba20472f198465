import { DEMO, expect, expectAccessible, signIn, test } from './fixtures';

test.describe('dashboard shell', () => {
  test('the demo merchant signs in, sees the shell and signs out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$|\/$/);
    await expectAccessible(page, 'sign-in');
    await signIn(page);

    await expect(page.getByRole('banner')).toContainText(DEMO.company);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Panel', 'Customers', 'Services', 'Sales', 'Payments']) {
      await expect(main.getByRole('link', { name })).toBeVisible();
    }
    const config = page.getByRole('navigation', { name: 'Configuration' });
    for (const name of ['General data', 'Payment methods', 'Terms and conditions', 'Web checkout', 'API']) {
      await expect(config.getByRole('link', { name })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, 'panel');

    await main.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/logout$/);
    await expectAccessible(page, 'logout');

    await page.goto('/dashboard/panel');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a Spanish browser gets the shell in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page);
    const main = page.getByRole('navigation', { name: 'Principal' });
    for (const name of ['Panel', 'Clientes', 'Servicios', 'Ventas', 'Cobros']) {
      await expect(main.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectAccessible(page, 'panel (es)');
    await context.close();
  });

  test('unknown paths show the not-found page, inside the shell for dashboard paths', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: /panel/i }).last()).toHaveAttribute('href', '/dashboard/panel');
    await expectAccessible(page, 'dashboard not-found');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
  });

  for (const { who, email, password, lands } of [
    { who: 'a merchant not yet activated', email: 'nuevo@cobro.dev', password: 'New-merchant-1', lands: /\/activate$/ },
    { who: 'a merchant of another product', email: 'facturas@cobro.dev', password: 'Billing-merchant-1', lands: /\/forbidden$/ },
  ]) {
    test(`${who} cannot enter the dashboard`, async ({ page }) => {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page).toHaveURL(lands);
      await page.goto('/dashboard/customers');
      await expect(page).toHaveURL(lands);
      await expectAccessible(page, String(lands));
    });
  }

  test('a 401 from the API leads to sign-in', async ({ page, context }) => {
    await signIn(page);
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('small screens get the menus as a dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: /^Menu/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Web checkout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Customers' })).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page, 'mobile shell');
  });
});
