import { merchantApi, newBuyer, PLANS, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { arrowToRadio, tabTo } from './keyboard-helpers';
import { checkoutDialog, heard, payButton, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// A buyer on the plain HTML shop with the keyboard alone: Tab to the <pay-button>, Enter, the whole checkout in its
// dialog (focus trapped inside), and Escape back to the button. Focus is found by pressing Tab, never by clicking.

test('a buyer buys through <pay-button> and <merchant-checkout> with the keyboard alone', async ({ page, request }) => {
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-payment-success', 'cobro-close']);
  const buyer = newBuyer();
  await page.goto('/examples/plain-html/index.html');
  await heard(page, 'cobro-button-ready');
  const opener = payButton(page, 'Comprar el bono');
  await tabTo(page, opener);
  await page.keyboard.press('Enter');

  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Un particular'));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByLabel('Correo electrónico'));
  await page.keyboard.type(buyer.email);
  await tabTo(page, dialog.getByLabel('DNI', { exact: true }));
  await page.keyboard.type(buyer.dni);
  await page.keyboard.press('Enter');

  for (const [label, text] of [
    ['Nombre', 'Lucía'],
    ['Teléfono', '612 34 56 78'],
    ['Ciudad', 'Sevilla'],
    ['Código postal', '41001'],
    ['Dirección', 'Calle Sierpes 10'],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  }
  await page.keyboard.press('Enter');

  const card = dialog.getByLabel('Tarjeta', { exact: true });
  await arrowToRadio(page, dialog, card);
  const frame = dialog.frameLocator('iframe[title="Datos de la tarjeta"]');
  await tabTo(page, frame.getByLabel(/número de (la )?tarjeta/i));
  await page.keyboard.type(SANDBOX.card);
  await tabTo(page, frame.getByLabel(/caducidad/i));
  await page.keyboard.type('12/34');
  await tabTo(page, frame.getByLabel(/^cvc$/i));
  await page.keyboard.type('123');
  await tabTo(page, dialog.getByRole('button', { name: SEEDED_PASS.price }));
  await expectAccessible(page, 'payment step in the dialog, reached by keyboard');
  await page.keyboard.press('Enter');

  await heard(page, 'cobro-payment-success');
  await expect(dialog.getByRole('heading', { name: 'Gracias' })).toBeVisible();
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await heard(page, 'cobro-close');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const charges = await (await merchantApi(request)).chargesOf(buyer);
  expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
});
