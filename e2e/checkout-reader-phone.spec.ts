import type { FrameLocator, Page } from '@playwright/test';
import { completeData, fillIban, identify, merchantApi, newBuyer, PLANS, reachPayment, SANDBOX } from './checkout-helpers';
import { DEMO, expect, expectAccessible, test } from './fixtures';

// Issue 17, "the checkout with the keyboard, a screen reader and a phone": focus after each step change, the card
// frame's field errors, its height and Escape, the merchant's name, and no stray purchase read.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/pw-checkout-shots';

/** The accessible name of the focused element's heading, or its tag when focus is not on a heading. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active && /^H[1-6]$/.test(active.tagName) ? `${active.tagName}:${active.textContent}` : active?.tagName ?? null;
  });

/** Records every 404 of a purchase read: the checkout id is a plan id, never a purchase's (decision 0850). */
function purchase404s(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && /\/api\/purchases\//.test(response.url())) seen.push(response.url());
  });
  return seen;
}

async function cardFrame(page: Page, title: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${title}"]`);
  await expect(frame.getByLabel(/card number|número de tarjeta/i)).toBeVisible();
  return frame;
}

test.describe('desktop, in English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('focus goes to each new step heading; the merchant is named; no purchase is read by the plan id', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    const stray = purchase404s(page);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByText(DEMO.company, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/desktop-en-identify.png`, fullPage: true });
    await identify(page, 'en', newBuyer());
    await expect.poll(() => focusedHeading(page)).toBe('H2:Complete your details');
    await completeData(page, 'en');
    await expect.poll(() => focusedHeading(page)).toBe('H2:Payment');
    expect(stray, 'purchase reads that 404').toEqual([]);

    await page.getByLabel('Card', { exact: true }).check();
    const frame = await cardFrame(page, 'Card details');
    await frame.getByLabel(/card number/i).fill(SANDBOX.card);
    await frame.getByLabel(/expir/i).fill('1234');
    await frame.getByLabel(/^cvc$/i).fill('123');
    await page.screenshot({ path: `${SHOTS}/desktop-en-payment.png`, fullPage: true });
    // The frame is as tall as its fields: no blank space under them.
    const iframe = page.locator('iframe[title="Card details"]');
    const inner = await frame.locator('html').evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
    await expect.poll(async () => Math.round((await iframe.boundingBox())!.height - 2)).toBe(inner);
    await page.getByRole('button', { name: /^Pay 90,00/ }).click();
    await expect.poll(() => focusedHeading(page)).toBe('H1:Thank you');
    await page.screenshot({ path: `${SHOTS}/desktop-en-success.png`, fullPage: true });
  });
});

test.describe('desktop, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

  test('the card frame says what is wrong at the field, refuses a past expiry, and Pay is never disabled', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await identify(page, 'es', newBuyer());
    await completeData(page, 'es');
    await page.getByLabel('Tarjeta', { exact: true }).check();
    const frame = await cardFrame(page, 'Datos de la tarjeta');
    const pay = page.getByRole('button', { name: /^Pagar 90,00/ });
    await expect(pay).toBeEnabled();

    const number = frame.getByLabel('Número de tarjeta');
    const expiry = frame.getByLabel(/caducidad/i);
    const cvc = frame.getByLabel(/^cvc$/i);
    await number.fill('4242 4242 4242 4241');
    await expiry.fill('01/20');
    await cvc.fill('123');
    await pay.click();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('El número de tarjeta no es válido.');
    await expect(expiry).toHaveAttribute('aria-invalid', 'true');
    await expect(expiry).toHaveAccessibleDescription('La tarjeta está caducada.');
    await expect(number).toBeFocused();
    await expect(page).toHaveURL(/\/complete-payment$/);
    await page.screenshot({ path: `${SHOTS}/desktop-es-card-errors.png`, fullPage: true });
    await expectAccessible(page, 'card field errors');

    // Corrected, the reasons go; "1230" is a valid MM/YY.
    await number.fill(SANDBOX.card);
    await expiry.fill('1230');
    await expect(number).not.toHaveAttribute('aria-invalid');
    await expect(expiry).not.toHaveAttribute('aria-invalid');
    await pay.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
  });
});

test.describe('after a payment that did not go through, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 1280, height: 800 } });

  test('the SEPA-failed page and the declined page offer the same "Volver a intentarlo" button', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await reachPayment(page, linkId, newBuyer(), 'es');
    await page.getByLabel('Adeudo directo SEPA', { exact: true }).check();
    await fillIban(page.frameLocator('iframe[title="Datos de la cuenta bancaria"]'), 'ES15 0012 0345 0200 0006 7892');
    await page.getByRole('button', { name: /^Pagar 90,00/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'El pago no se ha completado' })).toBeVisible({ timeout: 30_000 });
    const sepaRetry = page.getByRole('link', { name: 'Volver a intentarlo' });
    await expect(sepaRetry).toHaveClass('button button--primary button--lg');
    await page.screenshot({ path: `${SHOTS}/desktop-es-sepa-failed.png`, fullPage: true });

    await sepaRetry.click();
    await reachPayment(page, linkId, newBuyer(), 'es');
    await page.getByLabel('Tarjeta mediante Redsys', { exact: true }).check();
    await page.getByRole('button', { name: 'Ir a la página de pago segura' }).click();
    await page.getByRole('button', { name: 'Denegar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pago rechazado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a intentarlo' })).toHaveClass('button button--primary button--lg');
    await page.screenshot({ path: `${SHOTS}/desktop-es-declined.png`, fullPage: true });
  });
});

test.describe('on a phone, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the card frame fits the width, grows for 3-D Secure, and Escape inside it closes the sheet', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    await page.goto(`/checkout/${linkId}`);
    await expect(page.getByRole('button', { name: 'Comprar' })).toBeVisible();
    // The page's background fills the window, and the page is no taller than its content needs.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}/phone-es-summary.png`, fullPage: true });
    await page.getByRole('button', { name: 'Comprar' }).click();
    await identify(page.getByRole('dialog', { name: 'Tus datos' }), 'es', newBuyer());
    await expect.poll(() => focusedHeading(page)).toBe('H2:Completa tus datos');
    await completeData(page.getByRole('dialog', { name: 'Completa tus datos' }), 'es');
    const sheet = page.getByRole('dialog', { name: 'Pago' });
    await expect.poll(() => focusedHeading(page)).toBe('H2:Pago');
    await sheet.getByLabel('Tarjeta', { exact: true }).check();
    const frame = await cardFrame(page, 'Datos de la tarjeta');
    const iframe = page.locator('iframe[title="Datos de la tarjeta"]');

    // The CVC field ends inside the frame, not past its right edge.
    const frameWidth = (await iframe.boundingBox())!.width;
    const cvcRight = await frame.getByLabel(/^cvc$/i).evaluate((input) => input.getBoundingClientRect().right);
    expect(cvcRight).toBeLessThanOrEqual(frameWidth);
    await page.screenshot({ path: `${SHOTS}/phone-es-payment.png`, fullPage: true });

    await frame.getByLabel('Número de tarjeta').fill(SANDBOX.authentication);
    await frame.getByLabel(/caducidad/i).fill('12/34');
    await frame.getByLabel(/^cvc$/i).fill('123');
    // Escape inside the frame closes the sheet as it does anywhere else; opened again, what was typed is there.
    await frame.getByLabel(/^cvc$/i).focus();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Comprar' }).click();
    await expect(frame.getByLabel('Número de tarjeta')).toHaveValue(SANDBOX.authentication);

    await sheet.getByRole('button', { name: /^Pagar 90,00/ }).click();
    await expect(frame.getByRole('heading', { name: /3-D Secure/ })).toBeVisible();
    // The frame grew to hold the challenge: the card-number label did not scroll out of view.
    await expect(frame.getByText('Número de tarjeta', { exact: true })).toBeInViewport();
    await expect(frame.getByRole('button', { name: 'Completar' })).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/phone-es-3ds.png`, fullPage: true });
    await frame.getByRole('button', { name: 'Fallar' }).click();
    // The decline replaces the Pay button that had focus: focus goes to the notice, not to <body>.
    await expect(sheet.getByRole('alert')).toBeFocused();
    await page.screenshot({ path: `${SHOTS}/phone-es-declined.png`, fullPage: true });
  });
});
