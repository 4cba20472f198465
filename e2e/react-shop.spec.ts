import { newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { checkoutDialog, heard, heardEvents, payButton, payInDialog, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// examples/react-shop: a React 19 app in StrictMode, bundling the React flavour of the elements, with two routes.
// `npm run build` builds it after the elements.

const APP = '/examples/react-shop/dist/index.html';

test('the React shop survives route changes and a buyer pays through its <pay-button> (React flavour)', async ({ page }) => {
  const widgetScripts: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/widget/')) widgetScripts.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-payment-success', 'cobro-error']);
  await page.goto(APP);
  await expect(payButton(page, 'Comprar el bono')).toBeVisible();
  await heard(page, 'cobro-button-ready');
  await expectAccessible(page, 'React shop, passes');

  // The route change unmounts the button and mounts another; coming back mounts the first one again.
  await page.getByRole('link', { name: 'Yoga en casa' }).click();
  await expect(payButton(page, 'Suscribirme')).toBeVisible();
  await expect(page.locator('pay-button')).toHaveCount(1);
  await page.getByRole('link', { name: 'Bonos' }).click();
  await expect(payButton(page, 'Comprar el bono')).toBeVisible();
  await expect(page.locator('pay-button')).toHaveCount(1);

  await payButton(page, 'Comprar el bono').click();
  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
  await expectAccessible(page, 'React shop, checkout dialog');
  await payInDialog(dialog, newBuyer(), SEEDED_PASS.price);

  // React 19 listens to the element's event through the typed `oncobro-payment-success` prop.
  const success = await heard(page, 'cobro-payment-success');
  await expect(page.getByRole('status').filter({ hasText: `Pago completado (compra ${String(success.detail!.purchase_id)})` })).toBeVisible();
  expect((await heardEvents(page)).filter((e) => e.type === 'cobro-error')).toEqual([]);
  // Everything came from the app's own bundle: the React flavour, with the app's React, not the standalone scripts.
  expect(widgetScripts).toEqual([]);
  // The app's bundler owns the chunks: the button asks for none of the standalone build's files by their names.
  expect(failed).toEqual([]);
});
