import { completeData, identify, newBuyer } from './checkout-helpers';
import { expect, test } from './fixtures';
import { checkoutDialog, payButton } from './widget-helpers';

// Issue 11: the shop's --cobro-* theme (examples/plain-html/shop.css on <pay-button>: primary #2f5d50, radius 8px)
// reaches the button and the checkout, and now the sandbox card frame, another document, through its URL.

test('the shop theme reaches the sandbox card frame, whose policy stays strict', async ({ page }) => {
  const frames: { url: string; csp: string }[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.endsWith('/sandbox/frame')) frames.push({ url: response.url(), csp: (await response.headerValue('content-security-policy')) ?? '' });
  });
  await page.goto('/examples/plain-html/index.html');
  await payButton(page, 'Comprar el bono').click();
  const dialog = checkoutDialog(page);
  await identify(dialog, 'es', newBuyer());
  await completeData(dialog, 'es');
  await dialog.getByLabel('Tarjeta', { exact: true }).check();

  const number = dialog.frameLocator('iframe[title="Datos de la tarjeta"]').getByLabel(/número de (la )?tarjeta/i);
  await expect(number).toBeVisible();
  // The frame's stylesheet may apply a moment after its field shows: wait for the themed style, not a first read.
  const style = () =>
    number.evaluate((input) => {
      const computed = getComputedStyle(input);
      return { radius: computed.borderTopLeftRadius, primary: getComputedStyle(document.documentElement).getPropertyValue('--cobro-color-primary').trim() };
    });
  await expect.poll(style).toEqual({ radius: '8px', primary: '#2f5d50' });
  expect(frames).toHaveLength(1);
  expect(new URL(frames[0].url).searchParams.get('theme_primary')).toBe('#2f5d50');
  expect(frames[0].csp).toContain("style-src 'self'");
  expect(frames[0].csp).not.toContain('unsafe-inline');
});
