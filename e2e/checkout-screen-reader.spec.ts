import { words } from './catalog-words';
import { fillCard, fillIban, identify, merchantApi, newBuyer, PLANS, reachPayment, SANDBOX } from './checkout-helpers';
import { expectExposed, expectExposedError } from './accessibility-tree';
import { expect, test } from './fixtures';

// Issue 32, "screen reader pass": a card checkout and a SEPA checkout done while reading what Chromium hands a screen
// reader (its accessibility tree, frames included): each step's heading, each field's label, its error as its
// description when it is wrong, and the result.

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  test.describe(`the accessibility tree of the checkout (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport: { width: 1280, height: 800 } });

    test('a card checkout exposes each step heading, each field label and error, and the result', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      const buyer = newBuyer();
      await page.goto(`/checkout/${linkId}`);
      await expectExposed(page, { role: 'heading', name: PLANS.oneTime, level: 1 });
      await expectExposed(page, { role: 'heading', name: w('Your details') });
      await expectExposed(page, { role: 'radio', name: w('A person') });
      await page.getByLabel(w('A person')).check();
      await expectExposed(page, { role: 'textbox', name: w('E-mail') });
      await expectExposed(page, { role: 'textbox', name: 'DNI' });
      await identify(page, lang, { ...buyer, email: 'ana@' });
      const emailError = await expectExposedError(page, 'textbox', w('E-mail'));
      await expect(page.getByText(emailError, { exact: true })).toBeVisible();
      await identify(page, lang, buyer);

      await expectExposed(page, { role: 'heading', name: w('Complete your details'), level: 2 });
      for (const label of ['Name', 'Phone', 'City', 'Postal code', 'Address']) await expectExposed(page, { role: 'textbox', name: w(label) });
      await expectExposed(page, { role: 'combobox', name: w('Country') });
      await page.getByRole('button', { name: w('Continue') }).click();
      for (const label of ['Name', 'Phone', 'City', 'Postal code', 'Address']) await expectExposedError(page, 'textbox', w(label));
      await page.getByLabel(w('Name'), { exact: true }).fill('Ana');
      await page.getByLabel(w('Phone')).fill('612 34 56 78');
      await page.getByLabel(w('City')).fill('Madrid');
      await page.getByLabel(w('Postal code')).fill('28013');
      await page.getByLabel(w('Address')).fill('Calle Mayor 1');
      await page.getByRole('button', { name: w('Continue') }).click();

      await expectExposed(page, { role: 'heading', name: w('Payment'), level: 2 });
      await expectExposed(page, { role: 'radio', name: w('Card') });
      await page.getByLabel(w('Card'), { exact: true }).check();
      const frame = page.frameLocator(`iframe[title="${w('Card details')}"]`);
      await expectExposed(page, { role: 'textbox', name: /card number|número de (la )?tarjeta/i });
      await expectExposed(page, { role: 'textbox', name: /expir|caducidad/i });
      await expectExposed(page, { role: 'textbox', name: /^cvc$/i });
      await fillCard(frame, '4242 4242 4242 4241');
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      // The frame's own words (the sandbox page is the server's), not the checkout catalog's.
      await expectExposed(page, { role: 'textbox', name: /card number|número de (la )?tarjeta/i, invalid: true, description: /card number is not valid|número de tarjeta no es válido/i });
      await fillCard(frame, SANDBOX.card);
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();

      await expectExposed(page, { role: 'heading', name: w('Thank you'), level: 1 });
      const paid = w('Your payment for {planName} is complete. You will receive the receipt by e-mail.', { planName: PLANS.oneTime });
      await expectExposed(page, { role: 'StaticText', name: paid });
      await expect(page.getByRole('status').filter({ hasText: paid })).toBeVisible();
    });

    test('a SEPA checkout exposes the bank fields, their errors and the result', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      await reachPayment(page, linkId, newBuyer(), lang);
      await expectExposed(page, { role: 'heading', name: w('Payment'), level: 2 });
      await expectExposed(page, { role: 'radio', name: w('SEPA direct debit') });
      await page.getByLabel(w('SEPA direct debit'), { exact: true }).check();
      await expectExposed(page, { role: 'textbox', name: /account holder|titular de la cuenta/i });
      await expectExposed(page, { role: 'textbox', name: 'IBAN' });
      const frame = page.frameLocator(`iframe[title="${w('Bank account details')}"]`);
      await fillIban(frame, 'ES00 0000');
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      await expectExposedError(page, 'textbox', 'IBAN');
      await fillIban(frame, SANDBOX.iban);
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      await expectExposed(page, { role: 'heading', name: new RegExp(`^(${w('Payment in progress')}|${w('Thank you')})$`), level: 1 });
      const planName = PLANS.oneTime;
      const result = [
        w('Your payment for {planName} is being processed. We will let you know by e-mail when it is confirmed.', { planName }),
        w('Your payment for {planName} is complete.', { planName }),
      ];
      await expectExposed(page, { role: 'StaticText', name: new RegExp(`^(${result.join('|').replace(/[.]/g, '\\.')})`) });
    });
  });
}
