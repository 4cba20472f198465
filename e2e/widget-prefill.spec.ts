import { fillCard, merchantApi, newBuyer, PLANS, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { checkoutDialog, heard, payButton, recordCobroEvents, SEEDED_PASS } from './widget-helpers';

// A <pay-button> that carries the buyer's data with `not-editable`: the checkout opens prefilled from its checkout
// session, the prefilled fields are read-only (still focusable), the buyer only confirms, and the sale records the
// merchant's external customer id.

test('a not-editable button prefills the checkout read-only and the buyer only confirms and pays', async ({ page, request }) => {
  const buyer = newBuyer();
  // Not a bare run of 13+ digits: one that passes Luhn reads as a card number (a tenth of `Date.now()` values did).
  const external = `CLI-${Date.now().toString(36)}`;
  await recordCobroEvents(page, ['cobro-button-ready', 'cobro-payment-success']);
  await page.goto('/examples/plain-html/index.html');
  await heard(page, 'cobro-button-ready');
  await page.evaluate(
    ({ email, dni, external }) => {
      const product = document.querySelector('pay-button[plan-id]')!;
      const button = document.createElement('pay-button');
      for (const name of ['service-id', 'plan-id']) button.setAttribute(name, product.getAttribute(name)!);
      const attributes: Record<string, string> = {
        label: 'Comprar ya', locale: 'es', type: 'PERSON', email, cif: dni, name: 'Lucía', surname: 'Martín Ruiz',
        prefix: '+34', phone: '612345678', country: 'ES', city: 'Sevilla', 'postal-code': '41001',
        address: 'Calle Sierpes 12', 'not-editable': '', 'external-customer-id': external,
      };
      for (const [name, value] of Object.entries(attributes)) button.setAttribute(name, value);
      document.querySelector('main')!.append(button);
    },
    { email: buyer.email, dni: buyer.dni, external },
  );
  await payButton(page, 'Comprar ya').click();

  const dialog = checkoutDialog(page);
  await expect(dialog.getByRole('heading', { name: PLANS.oneTime })).toBeVisible();
  const email = dialog.getByLabel('Correo electrónico');
  await expect(email).toHaveValue(buyer.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('DNI', { exact: true })).toHaveValue(buyer.dni);
  await expectAccessible(page, 'prefilled identify step');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  const name = dialog.getByLabel('Nombre', { exact: true });
  await expect(name).toHaveValue('Lucía');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(dialog.getByLabel('Código postal')).toHaveValue('41001');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  await dialog.getByLabel('Tarjeta', { exact: true }).check();
  await fillCard(dialog.frameLocator('iframe[title="Datos de la tarjeta"]'), SANDBOX.card);
  await dialog.getByRole('button', { name: SEEDED_PASS.price }).click();
  await heard(page, 'cobro-payment-success');

  const charges = await (await merchantApi(request)).chargesOf(buyer);
  expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
});
