import type { Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { newBuyer, payLinkByCard } from './checkout-helpers';
import { expect, expectAccessible, expectNoSideScroll, test } from './fixtures';
import { newMerchantSelling } from './merchant-helpers';
import { copyPaymentLink } from './services-helpers';
import { TEXTS } from './signup-helpers';

// Issue 27's closing journey, on a phone in Spanish and on a desktop in English: a new merchant signs up, activates
// the payment gateway (the sandbox's review finished by its test hook, decision 1140), publishes a service with a
// plan, generates the API key, a buyer pays the plan by sandbox card through its payment link, and the merchant finds
// the payment and refunds it. Every main screen is checked with axe-core and for sideways scrolling at its width.

const JOURNEYS = [
  { device: 'phone', lang: 'es', viewport: { width: 390, height: 844 }, amount: '25,00' },
  { device: 'desktop', lang: 'en', viewport: { width: 1280, height: 800 }, amount: '25.00' },
] as const satisfies readonly { device: string; lang: Lang; viewport: { width: number; height: number }; amount: string }[];

/** What every main screen of the journey must pass. */
async function checkScreen(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoSideScroll(page, where);
}

for (const { device, lang, viewport, amount } of JOURNEYS) {
  test(`a new merchant signs up, activates payments, sells a plan by card and refunds it (${device}, ${viewport.width} px, ${lang})`, async ({ browser }) => {
    // A hang detector, not a budget: the whole life of a merchant, with axe-core on every screen.
    test.setTimeout(480_000);
    const w = words(lang);
    const locale = TEXTS[lang].locale;
    const phone = device === 'phone';
    const suffix = `${device}-${Date.now().toString(36)}`;
    const merchantContext = await browser.newContext({ locale, viewport });
    const merchant = await merchantContext.newPage();
    const check = (where: string) => checkScreen(merchant, `${where} (${device})`);

    const plan = { name: `Bono ${suffix}`, amount };
    await newMerchantSelling(merchant, suffix, plan, check, lang);
    const link = await copyPaymentLink(merchant, plan.name, lang);

    // The secret key, shown once, then by its mode and last four in a row whose actions stay on the screen.
    await merchant.goto('/dashboard/configuration/api');
    const keyRow = merchant.getByRole('table', { name: w('Secret key') }).getByRole('row').nth(1);
    await keyRow.getByRole('button', { name: w('Generate key') }).click();
    const keyDialog = merchant.getByRole('dialog', { name: w('Your new secret key') });
    const key = (await keyDialog.getByTestId('new-api-key').textContent())!.trim();
    await check('new secret key');
    await keyDialog.getByRole('button', { name: w('Done') }).click();
    await expect(keyRow).toContainText(`sk_test_••••••••${key.slice(-4)}`);
    for (const action of ['Regenerate', 'Delete']) await expect(keyRow.getByRole('button', { name: w(action) })).toBeInViewport({ ratio: 1 });
    await check('API with a key');

    // The buyer, in a browser of their own.
    const buyerContext = await browser.newContext({ locale, viewport, hasTouch: phone, isMobile: phone });
    const buyerPage = await buyerContext.newPage();
    const checkBuyer = (where: string) => checkScreen(buyerPage, `checkout: ${where} (${device})`);
    await payLinkByCard(buyerPage, link.split('/').pop()!, newBuyer(), w.pattern('Pay {price}'), phone, checkBuyer, lang);
    await expect(buyerPage.getByText(w('Your payment for {planName} is complete.', { planName: plan.name }), { exact: false })).toBeVisible();
    await checkBuyer('success');
    await buyerContext.close();

    // The merchant finds it in Payments and refunds it in full.
    await merchant.goto('/dashboard/charges');
    await expect(merchant.getByRole('heading', { level: 1, name: w('Payments') })).toBeVisible();
    const row = merchant.locator('.data-table tbody tr').filter({ hasText: plan.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w('Succeeded'));
    await expect(row).toContainText('25,00 €');
    await check('payments list');
    await row.getByRole('button', { name: w('Actions for {0}', { 0: '' }).trim() }).click();
    await merchant.getByRole('menuitem', { name: w('Refund') }).click();
    const dialog = merchant.getByRole('dialog', { name: w('Refund payment') });
    await expect(dialog.getByLabel(w('Amount (EUR)'))).toHaveValue('25,00');
    await check('refund dialog');
    await dialog.getByRole('button', { name: w('Refund'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(w('Refunded'), { exact: true })).toBeVisible();
    await check('payments list after the refund');
    await merchantContext.close();
  });
}
