import { merchantApi, newBuyer, PLANS, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { arrowToRadio, tabTo } from './keyboard-helpers';

// The whole buyer checkout with the keyboard alone (issue 4): Tab, Space, arrows and Enter only, into and out of the
// sandbox card frame. Focus is found by pressing Tab, never by clicking.

test.use({ locale: 'en-GB' });

test('a buyer pays by card with the keyboard alone, from the link to the receipt page', async ({ page, request }) => {
  const api = await merchantApi(request);
  const linkId = await api.linkOf(PLANS.oneTime);
  const buyer = newBuyer();
  await page.goto(`/checkout/${linkId}`);
  await expect(page.getByRole('heading', { level: 1, name: PLANS.oneTime })).toBeVisible();

  await tabTo(page, page.getByLabel('A person'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(buyer.email);
  await tabTo(page, page.getByLabel('DNI', { exact: true }));
  await page.keyboard.type(buyer.dni);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
  for (const [label, text] of [
    ['Name', 'Lucía'],
    ['Phone', '612 34 56 78'],
    ['City', 'Sevilla'],
    ['Postal code', '41001'],
    ['Address', 'Calle Sierpes 10'],
  ] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));
  const card = page.getByLabel('Card', { exact: true });
  await arrowToRadio(page, page.locator('body'), card);

  const frame = page.frameLocator('iframe[title="Card details"]');
  await expect(frame.getByLabel(/card number/i)).toBeVisible();
  await tabTo(page, frame.getByLabel(/card number/i));
  await page.keyboard.type(SANDBOX.card);
  await tabTo(page, frame.getByLabel(/expir/i));
  await page.keyboard.type('12/34');
  await tabTo(page, frame.getByLabel(/^cvc$/i));
  await page.keyboard.type('123');
  await tabTo(page, page.getByRole('button', { name: /^Pay 90,00/ }));
  await expectAccessible(page, 'payment step reached by keyboard');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  // Methods passed over on the way to Card were abandoned, never paid: one charge took the money.
  const statuses = (await api.chargesOf(buyer)).map((c) => c.status);
  expect(statuses.filter((status) => status === 'succeeded')).toHaveLength(1);
  expect(statuses.every((status) => status === 'succeeded' || status === 'failed')).toBe(true);
});
