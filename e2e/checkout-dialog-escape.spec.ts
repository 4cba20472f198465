import { completeData, identify, newBuyer, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { checkoutDialog, heard, payButton, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// Issue 17: Escape in the <pay-button> dialog threw away everything typed, and did nothing inside the card frame.

test.use({ viewport: { width: 1280, height: 800 } });

test('Escape closes the dialog from any field, the card frame too, and opening it again shows what was typed', async ({ page }) => {
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-close', 'cobro-open']);
  const buyer = newBuyer();
  await page.goto('/examples/plain-html/index.html');
  await heard(page, 'cobro-button-ready');
  const opener = payButton(page, 'Comprar el bono');
  const dialog = checkoutDialog(page);

  await opener.click();
  await expect(dialog.getByRole('heading', { name: SEEDED_PASS.plan })).toBeVisible();
  await dialog.getByLabel('Un particular').check();
  await dialog.getByLabel('Correo electrónico').fill(buyer.email);
  await dialog.getByLabel('Correo electrónico').press('Escape');
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue(buyer.email);
  await expect(dialog.getByLabel('Un particular')).toBeChecked();

  await dialog.getByLabel('DNI', { exact: true }).fill(buyer.dni);
  await identify(dialog, 'es', buyer);
  await completeData(dialog, 'es');
  await dialog.getByLabel('Tarjeta', { exact: true }).check();
  const frame = dialog.frameLocator('iframe[title="Datos de la tarjeta"]');
  await frame.getByLabel('Número de tarjeta').fill(SANDBOX.card);
  // "Total a pagar hoy" stays on one line in the dialog's narrow summary.
  const total = dialog.getByText('Total a pagar hoy', { exact: true });
  const lineHeight = await total.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await total.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR ?? '/tmp/pw-checkout-shots'}/dialog-es-payment.png` });
  await expectAccessible(page, 'payment step in the dialog');

  await frame.getByLabel('Número de tarjeta').press('Escape');
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(frame.getByLabel('Número de tarjeta')).toHaveValue(SANDBOX.card);
});
