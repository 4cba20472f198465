import { words } from './catalog-words';
import { fillCard, fillIban, merchantApi, newBuyer, PLANS, reachPayment, SANDBOX } from './checkout-helpers';
import { expect, test } from './fixtures';

// WCAG 2.2 SC 4.1.3 Status Messages, issue 32: what the checkout says after Pay is in a live region, so a screen
// reader announces it without moving there: the result in role=status (paid, or a SEPA debit in progress), a decline
// in role=alert.

const DECLINED_CARD = '4000 0000 0000 0002';

for (const lang of ['en', 'es'] as const) {
  const w = words(lang);
  test.describe(`4.1.3 (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'es-ES', viewport: { width: 1280, height: 800 } });

    test('a declined card is announced in an alert, then the paid result in a status region', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      await reachPayment(page, linkId, newBuyer(), lang);
      await page.getByLabel(w('Card'), { exact: true }).check();
      const frame = page.frameLocator(`iframe[title="${w('Card details')}"]`);
      await fillCard(frame, DECLINED_CARD);
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      await expect(page.getByRole('alert').filter({ hasText: w('Your card was declined.') })).toBeVisible();

      await page.getByRole('button', { name: w('Try again') }).click();
      await fillCard(frame, SANDBOX.card);
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      await expect(page.getByRole('heading', { level: 1, name: w('Thank you') })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: w('Your payment for {planName} is complete.', { planName: PLANS.oneTime }) })).toBeVisible();
    });

    test('the result of a SEPA debit, in progress or paid, is announced in a status region', async ({ page, request }) => {
      const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      await reachPayment(page, linkId, newBuyer(), lang);
      await page.getByLabel(w('SEPA direct debit'), { exact: true }).check();
      await fillIban(page.frameLocator(`iframe[title="${w('Bank account details')}"]`), SANDBOX.iban);
      await page.getByRole('button', { name: w.pattern('Pay {price}') }).click();
      // The sandbox IBAN stays processing a while, then succeeds: whichever the page shows, it is in the status region.
      const planName = PLANS.oneTime;
      const said = new RegExp(
        `${w('Your payment for {planName} is being processed. We will let you know by e-mail when it is confirmed.', { planName })}|${w('Your payment for {planName} is complete.', { planName })}`.replace(/[.]/g, '\\.'),
      );
      await expect(page.getByRole('status').filter({ hasText: said })).toBeVisible();
    });
  });
}
