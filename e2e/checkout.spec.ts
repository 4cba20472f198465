import { completeData, fillCard, identify, merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, expectLandmarks, test } from './fixtures';
import { mailsTo } from './outbox';

// The buyer's journey (issue 4): a published one-time plan of the seeded demo merchant, paid through the sandbox
// card frame. `npm run build` first; the server runs on the embedded database with the seed.


test.describe('buyer checkout', () => {
  test.use({ locale: 'en-GB' });

  test('a new buyer pays a one-time fixed plan by sandbox card 4242 (desktop, English)', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByRole('heading', { level: 1, name: PLANS.oneTime })).toBeVisible();
    await expect(page.getByText('One-time payment')).toBeVisible();
    await expect(page.getByText('90,00 €')).toBeVisible();
    // The e-mail and tax id wait for the customer type (public-flows 5).
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expectAccessible(page, 'identify');
    await expectLandmarks(page, 'identify');

    const buyer = newBuyer();
    await identify(page, 'en', buyer);
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
    await expect(page.getByLabel('DNI', { exact: true })).toHaveAttribute('readonly', '');
    await expectAccessible(page, 'complete-data');
    await completeData(page, 'en');

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));
    await page.getByLabel('Card', { exact: true }).check();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await fillCard(frame, '4242 4242 4242 4242');
    await expectAccessible(page, 'complete-payment');
    await page.getByRole('button', { name: /^Pay 90,00/ }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: /Thank you|Payment in progress/ })).toBeVisible();
    await expect(page.getByText(`Your payment for ${PLANS.oneTime} is complete. You will receive the receipt by e-mail.`)).toBeVisible();

    // The receipt comes by itself, once, in the checkout's language, recibo.pdf attached (issue 17).
    const receipts = () => mailsTo(request, buyer.email);
    await expect.poll(async () => (await receipts()).map((m) => m.subject)).toEqual(['Receipt for your €90.00 payment to Cobro Demo S.L.']);
    const [receipt] = await receipts();
    expect(receipt.attachments.map((a) => a.filename)).toEqual(['recibo.pdf']);
    const pdf = await request.get(receipt.attachments[0].url);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The buyer asks the merchant for an invoice from the same page (POST /checkout/{id}/request-invoice).
    await page.getByRole('button', { name: 'Request an invoice' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Invoice requested' })).toBeVisible();
    await expectAccessible(page, 'success page with the invoice requested');
  });

  test('a link no plan has says it does not exist and to check it with the shop, not to try again', async ({ page }) => {
    await page.goto(`/checkout/${crypto.randomUUID()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This payment link does not exist' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Check the link with the shop');
    await expect(page.getByText('Error code: CHK-004')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectLandmarks(page, 'unknown checkout');
  });

  test('a declined card 0002 shows the card error and the buyer can retry', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await identify(page, 'en', newBuyer());
    await completeData(page, 'en');
    await page.getByLabel('Card', { exact: true }).check();
    await fillCard(page.frameLocator('iframe[title="Card details"]'), '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();

    // card_declined with generic_decline: both codes, so the payment-error banner keyed by the decline code.
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined' });
    await expect(alert).toBeVisible();
    await expectAccessible(page, 'declined card');
    await page.getByRole('button', { name: 'Try again' }).click();
    await fillCard(page.frameLocator('iframe[title="Card details"]'), '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/success\?purchase_id=/);
  });

  test('the whole identify step with the keyboard alone', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByRole('heading', { level: 1, name: PLANS.oneTime })).toBeVisible();
    const buyer = newBuyer();
    const person = page.getByLabel('A person');
    // Tab from the top of the page until the first radio of the customer type has focus.
    for (let i = 0; i < 10 && !(await person.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
    await expect(person).toBeFocused();
    await page.keyboard.press('Space');
    await expect(person).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(buyer.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('DNI', { exact: true })).toBeFocused();
    await page.keyboard.type('1234'); // not a DNI: the error is announced and tied to the field
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('DNI', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('DNI', { exact: true })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(buyer.dni);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
  });
});

test.describe('buyer checkout on a phone, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the form is a bottom sheet opened by Comprar; the buyer pays by card', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByText('Pago único')).toBeVisible();
    await expectAccessible(page, 'mobile summary');
    await page.getByRole('button', { name: 'Comprar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Tus datos' });
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'mobile identify sheet');

    // Closing with its button (the keyboard's way) and opening again keeps what was typed.
    await sheet.getByLabel('Un particular').check();
    await sheet.getByRole('button', { name: 'Cerrar' }).click();
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(sheet.getByLabel('Un particular')).toBeChecked();

    await identify(sheet, 'es', newBuyer());
    const dataSheet = page.getByRole('dialog', { name: 'Completa tus datos' });
    await expect(dataSheet).toBeVisible();
    await completeData(dataSheet, 'es');
    const paySheet = page.getByRole('dialog', { name: 'Pago' });
    await paySheet.getByLabel('Tarjeta', { exact: true }).check();
    await fillCard(page.frameLocator('iframe[title="Datos de la tarjeta"]'), '4242 4242 4242 4242');
    await expectAccessible(page, 'mobile payment sheet');
    await paySheet.getByRole('button', { name: /^Pagar 90,00/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Gracias|Pago en curso/ })).toBeVisible();
  });
});
