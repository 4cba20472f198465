import type { FrameLocator, Locator, Page } from '@playwright/test';
import { DEMO, expect, expectAccessible, test } from './fixtures';

// The buyer's journey (issue 4): a published one-time plan of the seeded demo merchant, paid through the sandbox
// card frame. `npm run build` first; the server runs on the embedded database with the seed.

const ONE_TIME_PLAN = 'Bono 10 clases';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid DNI nobody has used yet, so verify-id sees a new customer and asks for complete-data. */
function newDni(): string {
  const number = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  return `${number}${DNI_LETTERS[Number(number) % 23]}`;
}
const newEmail = () => `buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.es`;

/** The payment link id of the seeded one-time plan (links are the plan ids, decision 0602). */
async function oneTimeLinkId(page: Page): Promise<string> {
  const api = page.request;
  const login = await api.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(login.ok()).toBe(true);
  const services = await (await api.get('/api/services?page=1&page_size=20')).json();
  const plan = services.data
    .flatMap((service: { plans: { id: string; name: string; payment_link: { url: string } | null }[] }) => service.plans)
    .find((p: { name: string; payment_link: unknown }) => p.name === ONE_TIME_PLAN && p.payment_link);
  expect(plan, 'the seed publishes a one-time plan with a payment link').toBeTruthy();
  await api.get('/api/auth/logout');
  return plan.id as string;
}

/** The sandbox frame's fields are labelled in the frame's locale. */
async function fillCard(frame: FrameLocator, number: string) {
  await frame.getByLabel(/card number|número de (la )?tarjeta/i).fill(number);
  await frame.getByLabel(/expir|caducidad|vencimiento/i).fill('12/34');
  await frame.getByLabel(/cvc|cvv|código de seguridad/i).fill('123');
}

async function identify(root: Page | Locator, lang: 'en' | 'es', buyer = { email: newEmail(), dni: newDni() }) {
  await root.getByLabel(lang === 'en' ? 'A person' : 'Un particular').check();
  await root.getByLabel(lang === 'en' ? 'E-mail' : 'Correo electrónico').fill(buyer.email);
  await root.getByLabel('DNI', { exact: true }).fill(buyer.dni);
  await root.getByRole('button', { name: lang === 'en' ? 'Continue' : 'Continuar' }).click();
}

async function completeData(root: Page | Locator, lang: 'en' | 'es') {
  await root.getByLabel(lang === 'en' ? 'Name' : 'Nombre', { exact: true }).fill('Ana');
  await root.getByLabel(lang === 'en' ? 'Phone' : 'Teléfono').fill('612 34 56 78');
  await root.getByLabel(lang === 'en' ? 'City' : 'Ciudad').fill('Madrid');
  await root.getByLabel(lang === 'en' ? 'Postal code' : 'Código postal').fill('28013');
  await root.getByLabel(lang === 'en' ? 'Address' : 'Dirección').fill('Calle Mayor 1');
  await root.getByRole('button', { name: lang === 'en' ? 'Continue' : 'Continuar' }).click();
}

test.describe('buyer checkout', () => {
  test.use({ locale: 'en-GB' });

  test('a new buyer pays a one-time fixed plan by sandbox card 4242 (desktop, English)', async ({ page }) => {
    const linkId = await oneTimeLinkId(page);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByRole('heading', { level: 1, name: ONE_TIME_PLAN })).toBeVisible();
    await expect(page.getByText('One-time payment')).toBeVisible();
    await expect(page.getByText('90,00 €')).toBeVisible();
    // The e-mail and tax id wait for the customer type (public-flows 5).
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expectAccessible(page, 'identify');

    await identify(page, 'en');
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
    await expect(page.getByText(`Your payment for ${ONE_TIME_PLAN} is complete`)).toBeVisible();
  });

  test('a declined card 0002 shows the card error and the buyer can retry', async ({ page }) => {
    const linkId = await oneTimeLinkId(page);
    await page.goto(`/checkout/${linkId}`);
    await identify(page, 'en');
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

  test('the whole identify step with the keyboard alone', async ({ page }) => {
    const linkId = await oneTimeLinkId(page);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByRole('heading', { level: 1, name: ONE_TIME_PLAN })).toBeVisible();
    const person = page.getByLabel('A person');
    // Tab from the top of the page until the first radio of the customer type has focus.
    for (let i = 0; i < 10 && !(await person.evaluate((el) => el.matches(':focus'))); i++) await page.keyboard.press('Tab');
    await expect(person).toBeFocused();
    await page.keyboard.press('Space');
    await expect(person).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(newEmail());
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('DNI', { exact: true })).toBeFocused();
    await page.keyboard.type('1234'); // not a DNI: the error is announced and tied to the field
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('DNI', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('DNI', { exact: true })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newDni());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
  });
});

test.describe('buyer checkout on a phone, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the form is a bottom sheet opened by Comprar; the buyer pays by card', async ({ page }) => {
    const linkId = await oneTimeLinkId(page);
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

    await identify(sheet, 'es');
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
