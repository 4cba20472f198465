import type { Page } from '@playwright/test';
import { newBuyer, payLinkByCard } from './checkout-helpers';
import { expect, expectAccessible, expectNoSideScroll, test } from './fixtures';
import { newMerchantSelling } from './merchant-helpers';
import { copyPaymentLink } from './services-helpers';
import { TEXTS } from './signup-helpers';

// Issue 27's closing journey, on a phone and on a desktop: a new merchant signs up, activates the payment gateway
// (the sandbox's review finished by its test hook, decision 1140), publishes a service with a plan, a buyer pays it by
// sandbox card through its payment link, and the merchant finds the payment and refunds it. Every main screen is
// checked with axe-core and for sideways scrolling at the journey's width.

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

/** What every main screen of the journey must pass. */
async function checkScreen(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoSideScroll(page, where);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`a new merchant signs up, activates payments, sells a plan by card and refunds it (${device}, ${viewport.width} px)`, async ({ browser }) => {
    // A hang detector, not a budget: the whole life of a merchant, with axe-core on every screen.
    test.setTimeout(480_000);
    const suffix = `${device}-${Date.now().toString(36)}`;
    const merchantContext = await browser.newContext({ locale: TEXTS.en.locale, viewport });
    const merchant = await merchantContext.newPage();
    const check = (where: string) => checkScreen(merchant, `${where} (${device})`);

    const plan = { name: `Bono ${suffix}`, amount: '25.00' };
    await newMerchantSelling(merchant, suffix, plan, check);
    const link = await copyPaymentLink(merchant, plan.name);

    // The buyer, in a browser of their own.
    const buyerContext = await browser.newContext({ locale: TEXTS.en.locale, viewport, hasTouch: device === 'phone', isMobile: device === 'phone' });
    const buyerPage = await buyerContext.newPage();
    await payLinkByCard(buyerPage, link.split('/').pop()!, newBuyer(), /^Pay 25,00/, device === 'phone', (where) =>
      checkScreen(buyerPage, `checkout: ${where} (${device})`),
    );
    await expect(buyerPage.getByText(`Your payment for ${plan.name} is complete.`, { exact: false })).toBeVisible();
    await checkScreen(buyerPage, `checkout success (${device})`);
    await buyerContext.close();

    // The merchant finds it in Payments and refunds it in full.
    await merchant.goto('/dashboard/charges');
    await expect(merchant.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const row = merchant.locator('.data-table tbody tr').filter({ hasText: plan.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Succeeded');
    await expect(row).toContainText('25,00 €');
    await check('payments list');
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await merchant.getByRole('menuitem', { name: 'Refund' }).click();
    const dialog = merchant.getByRole('dialog', { name: 'Refund payment' });
    await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue('25,00');
    await check('refund dialog');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await check('payments list after the refund');
    await merchantContext.close();
  });
}
