import { merchantApi, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

test('the plain HTML shop example renders the checkout for a payment link inside the merchant page', async ({ page, request }) => {
  const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  await page.goto(`/examples/plain-html/index.html?link=${linkId}`);
  const checkout = page.locator('merchant-checkout');
  await expect(checkout.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
  await expect(checkout.getByLabel('Un particular')).toBeVisible();
  // The element keeps its flow in memory: the merchant's URL does not change.
  await expect(page).toHaveURL(new RegExp(`/examples/plain-html/index.html\\?link=${linkId}$`));
  await expectAccessible(page, 'plain HTML example');
});

test('without a payment link the example says how to get one', async ({ page }) => {
  await page.goto('/examples/plain-html/index.html');
  await expect(page.getByText('Copiar enlace de pago')).toBeVisible();
});
