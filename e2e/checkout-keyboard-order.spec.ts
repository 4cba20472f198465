import type { Page } from '@playwright/test';
import { merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { arrowToRadio, tabTo } from './keyboard-helpers';

// Issue 27 item 18, in the browser and with the keyboard alone: the tab order of steps 1 and 2 in the phone's sheet
// (the step's fields first, Close last, step 1's answers not stops on step 2), one submit of step 2 marking every
// field wrong, and after a declined card "Try again" putting the focus on the new card form, not on <body>. The
// success page then names the card by its last four digits and the day it was paid (item 17).

const DECLINED_CARD = '4000 0000 0000 0002';
const GOOD_CARD = '4242 4242 4242 4242';

const TEXT = {
  en: {
    locale: 'en-GB', buy: 'Buy', details: 'Your details', complete: 'Complete your details', payment: 'Payment',
    person: 'A person', email: 'E-mail', dni: 'DNI', continue: 'Continue', back: 'Back', close: 'Close',
    name: 'Name', surname: 'Surname (optional)', phone: 'Phone', country: 'Country', city: 'City', postal: 'Postal code', address: 'Address',
    card: 'Card', frame: 'Card details', number: /card number/i, expiry: /expir/i, pay: /^Pay 90,00/, tryAgain: 'Try again',
    thanks: 'Thank you', method: 'Payment method', cardEnding: 'Card ending in 4242', date: 'Payment date',
  },
  es: {
    locale: 'es-ES', buy: 'Comprar', details: 'Tus datos', complete: 'Completa tus datos', payment: 'Pago',
    person: 'Un particular', email: 'Correo electrónico', dni: 'DNI', continue: 'Continuar', back: 'Volver', close: 'Cerrar',
    name: 'Nombre', surname: 'Apellidos (opcional)', phone: 'Teléfono', country: 'País', city: 'Ciudad', postal: 'Código postal', address: 'Dirección',
    card: 'Tarjeta', frame: 'Datos de la tarjeta', number: /número de (la )?tarjeta/i, expiry: /caducidad/i, pay: /^Pagar 90,00/, tryAgain: 'Volver a intentarlo',
    thanks: 'Gracias', method: 'Método de pago', cardEnding: 'Tarjeta terminada en 4242', date: 'Fecha del pago',
  },
} as const;

/** The focused element, through shadow roots, named as a buyer hears it: its label, else its text or title, with its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return null;
    const control = active as HTMLInputElement;
    const name = control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? control.getAttribute('title') ?? control.textContent;
    return `${active.tagName}:${(name ?? '').trim()}`;
  });

/** The stops Tab visits from where the focus is, up to and including Close: the sheet's tab order. */
async function stopsToClose(page: Page, close: string) {
  const stops: (string | null)[] = [];
  while (stops.length < 20 && stops.at(-1) !== `BUTTON:${close}`) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  return stops;
}

/** Madrid's day as the checkout writes dates (formatDate: dd/mm/yyyy). */
const madridToday = () =>
  new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date());

for (const lang of ['en', 'es'] as const) {
  const text = TEXT[lang];
  test.describe(`the checkout by keyboard on a phone (${lang})`, () => {
    test.use({ locale: text.locale, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('tab order of steps 1 and 2, every error at once, and Try again focuses the new card form', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      const buyer = newBuyer();
      await page.goto(`/checkout/${linkId}`);
      await tabTo(page, page.getByRole('button', { name: text.buy }));
      await page.keyboard.press('Enter');

      // Step 1: with no type chosen, e-mail and tax id are not stops yet; Close comes last.
      await expect.poll(() => focused(page)).toBe(`H2:${text.details}`);
      expect(await stopsToClose(page, text.close)).toEqual([`INPUT:${text.person}`, `BUTTON:${text.continue}`, `BUTTON:${text.close}`]);
      const sheet = page.getByRole('dialog', { name: text.details });
      await tabTo(page, sheet.getByLabel(text.person));
      await page.keyboard.press('Space');
      await expect(sheet.getByLabel(text.person)).toBeChecked();
      expect(await stopsToClose(page, text.close)).toEqual([
        `INPUT:${text.email}`, `INPUT:${text.dni}`, `BUTTON:${text.continue}`, `BUTTON:${text.close}`,
      ]);
      await tabTo(page, sheet.getByLabel(text.email));
      await page.keyboard.type(buyer.email);
      await tabTo(page, sheet.getByLabel(text.dni, { exact: true }));
      await page.keyboard.type(buyer.dni);
      await page.keyboard.press('Enter');

      // Step 2: the DNI and e-mail shown read-only are skipped; Close comes last.
      await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
      await expect.poll(() => focused(page)).toBe(`H2:${text.complete}`);
      // The heading takes the focus as the sheet opens; the form under it may still be arriving (its own chunk).
      await expect(page.getByRole('dialog', { name: text.complete }).getByLabel(text.name, { exact: true })).toBeVisible();
      const fields = [text.name, text.surname, text.phone, text.country, text.city, text.postal, text.address];
      expect(await stopsToClose(page, text.close)).toEqual([
        ...fields.map((label) => (label === text.country ? `SELECT:${label}` : `INPUT:${label}`)),
        `BUTTON:${text.back}`, `BUTTON:${text.continue}`, `BUTTON:${text.close}`,
      ]);

      // One submit with the fields empty marks every required one, and the focus goes to the first.
      const form = page.getByRole('dialog', { name: text.complete });
      await tabTo(page, form.getByRole('button', { name: text.continue }));
      await page.keyboard.press('Enter');
      for (const label of [text.name, text.phone, text.city, text.postal, text.address]) {
        await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(form.getByLabel(text.surname)).not.toHaveAttribute('aria-invalid');
      await expect(form.getByLabel(text.name, { exact: true })).toBeFocused();
      await expectAccessible(page, 'step 2 with every error shown');
      for (const [label, value] of [
        [text.name, 'Lucía'], [text.phone, '612 34 56 78'], [text.city, 'Sevilla'], [text.postal, '41001'], [text.address, 'Calle Sierpes 10'],
      ] as const) {
        await tabTo(page, form.getByLabel(label, { exact: true }));
        await page.keyboard.type(value);
      }
      await page.keyboard.press('Enter');

      // Step 3: a declined card, then Try again.
      await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));
      const payment = page.getByRole('dialog', { name: text.payment });
      const card = payment.getByLabel(text.card, { exact: true });
      await arrowToRadio(page, payment, card);
      const frame = page.frameLocator(`iframe[title="${text.frame}"]`);
      const payWith = async (number: string) => {
        await expect(frame.getByLabel(text.number)).toBeVisible();
        await tabTo(page, frame.getByLabel(text.number));
        await page.keyboard.type(number);
        await tabTo(page, frame.getByLabel(text.expiry));
        await page.keyboard.type('12/34');
        await tabTo(page, frame.getByLabel(/^cvc$/i));
        await page.keyboard.type('123');
        await tabTo(page, payment.getByRole('button', { name: text.pay }));
        await page.keyboard.press('Enter');
      };
      await payWith(DECLINED_CARD);
      await expect(payment.getByRole('alert')).toBeFocused();
      await tabTo(page, payment.getByRole('button', { name: text.tryAgain }));
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page)).toBe(`IFRAME:${text.frame}`);

      // The new form takes the next card from there, and the success page names it and the day.
      const before = madridToday();
      await payWith(GOOD_CARD);
      await expect(page.getByRole('heading', { level: 1, name: text.thanks })).toBeVisible();
      const detail = (term: string) => page.locator('.result__details > div').filter({ has: page.locator('dt', { hasText: term }) }).locator('dd');
      await expect(detail(text.method)).toHaveText(text.cardEnding);
      expect([before, madridToday()]).toContain(await detail(text.date).textContent());
    });
  });
}
