import type { Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS, type Buyer } from './checkout-helpers';
import { DEMO, expect, expectAccessible, expectNoSideScroll, realtimeConnected, signIn, test } from './fixtures';
import { mailTo } from './outbox';
import { tabTo } from './keyboard-helpers';

// Issue 30: a buyer pays a payment link, opens the portal from the receipt e-mail, signs in with the mailed code,
// downloads the receipt and withdraws with the keyboard; the acknowledgment arrives in the outbox. The portal's
// screens are checked with axe and at 390 px for sideways scroll. The demo merchant watches the sales and the sale
// from before the withdrawal: the request arrives live, and one refund repays the charge (and ends a subscription),
// which the buyer then reads in the portal. In Spanish a one-time pass, in English a monthly subscription.

// Only these journeys make withdrawals, all at the demo merchant: one after the other, the count of requests still to
// refund that the merchant reads is theirs alone.
test.describe.configure({ mode: 'default' });

const JOURNEYS = [
  { lang: 'es', plan: PLANS.oneTime, locale: 'es-ES' },
  { lang: 'en', plan: PLANS.monthly, locale: 'en-GB' },
] as const satisfies readonly { lang: Lang; plan: string; locale: string }[];

const WAITING = '{waiting, plural, one {# withdrawal request to refund} other {# withdrawal requests to refund}}';

declare global {
  interface Window {
    /** Set on a merchant's page before the buyer acts: a reload would lose it, so its survival proves the updates came live. */
    cobroNoReload?: boolean;
  }
}


/** Each portal screen: axe clean and nothing sideways at the phone's width. */
async function checkScreen(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoSideScroll(page, where);
}

for (const { lang, plan, locale } of JOURNEYS) {
  test.describe(`the buyer portal in ${lang}`, () => {
    test.use({ locale });

    test('from the receipt e-mail to a withdrawal received, acknowledged, and refunded by the merchant watching', async ({ page, request, browser }) => {
      test.setTimeout(180_000);
      const w = words(lang);
      const buyer: Buyer = newBuyer();
      const api = await merchantApi(request);
      const link = await api.linkOf(plan);
      await payLinkByCard(page, link, buyer, w.pattern('Pay {price}'), false, (where) => expectAccessible(page, where), lang);
      const sold = new URL(page.url()).searchParams.get('purchase_id')!;
      // The success page links the portal while the withdrawal period runs.
      await expect(page.getByRole('link', { name: w('Manage your purchase') })).toHaveAttribute('href', /\/portal\/[\w-]+$/);

      // The merchant, signed in before the buyer withdraws, watches the sales and this sale.
      const waitingBefore = (await api.get<{ total: number }>('/withdrawals?pending=true&page=1&page_size=5')).total;
      const merchantContext = await browser.newContext({ locale });
      const sales = await merchantContext.newPage();
      await signIn(sales);
      const salesConnected = realtimeConnected(sales);
      await sales.goto('/dashboard/purchases');
      await expect(sales.getByRole('heading', { level: 1, name: w('Sales') })).toBeVisible();
      const notice = sales.getByRole('link', { name: w.plural(WAITING, waitingBefore + 1) });
      await expect(notice).toHaveCount(0);
      const sale = await merchantContext.newPage();
      const saleConnected = realtimeConnected(sale);
      await sale.goto(`/dashboard/purchases/${sold}/detail`);
      await expect(sale.getByRole('heading', { level: 1, name: w('Sale of {0}', { 0: plan }) })).toBeVisible();
      // The card is named by its title and its status badge.
      const requested = sale.getByRole('region', { name: new RegExp(`^${w('Withdrawal requested')}`) });
      await expect(requested).toHaveCount(0);
      for (const watching of [sales, sale]) await watching.evaluate(() => (window.cobroNoReload = true));
      // Both pages hear the events from now on.
      await Promise.all([salesConnected, saleConnected]);

      const receipt = await mailTo(request, buyer.email, (mail) => mail.attachments.some((a) => a.filename === 'recibo.pdf'));
      const portalUrl = /https?:\/\/\S+\/portal\/[\w-]+/.exec(receipt.text)?.[0];
      expect(portalUrl, 'the receipt e-mail links the portal').toBeTruthy();
      await page.setViewportSize({ width: 390, height: 844 });
      // The mail names the server's public address; the journey's server is the same one under the test's base URL.
      await page.goto(new URL(portalUrl!).pathname);
      // The e-mail step names the merchant before sign-in (decision 1160).
      await expect(page.getByRole('heading', { level: 1, name: w('{merchant} — manage your purchases', { merchant: DEMO.company }) })).toBeVisible();
      await checkScreen(page, 'portal e-mail step');

      const email = page.getByLabel(w('E-mail'));
      await tabTo(page, email);
      await page.keyboard.type(buyer.email);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: w('Check your e-mail') })).toBeFocused();
      await expect(page.getByText(w.pattern('If {email} bought here, we sent it a six-digit code. The code works until {until}.'))).toBeVisible();
      await checkScreen(page, 'portal code step');

      const codeMail = await mailTo(request, buyer.email, (mail) => /\b\d{6}\b/.test(mail.text) && mail.text.includes('#email='));
      const code = /^\d{6}$/m.exec(codeMail.text)![0];
      const codeField = page.getByLabel(w('Code'));
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
      await tabTo(page, codeField);
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
      const list = page.getByRole('heading', { level: 1, name: w.pattern('Your purchases with {merchant}') });
      await expect(list).toBeFocused();
      await expect(page.getByText(plan).first()).toBeVisible();
      await checkScreen(page, 'portal purchases');

      await page.getByRole('button', { name: w.pattern('Details of {service}') }).first().click();
      const receiptLink = page.getByRole('link', { name: w.pattern('Download the receipt of {date}') }).first();
      await expect(receiptLink).toBeVisible();
      await checkScreen(page, 'portal purchase detail');
      const pdf = await page.request.get(new URL((await receiptLink.getAttribute('href'))!, page.url()).toString());
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The withdrawal, keyboard only: the statutory button, the contract shown, the name, "Confirm withdrawal".
      const withdraw = page.getByRole('button', { name: w('Withdraw from contract here'), exact: true });
      await tabTo(page, withdraw);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: w('Withdraw from the contract') })).toBeFocused();
      await expect(page.getByRole('textbox')).toHaveCount(1);
      const purchaseId = (await page.getByRole('definition').filter({ hasText: /^[\w-]{8,}$/ }).last().textContent())!.trim();
      await checkScreen(page, 'portal withdrawal confirmation');
      await tabTo(page, page.getByLabel(w('Your name')));
      await page.keyboard.type('Ana Pérez');
      await tabTo(page, page.getByRole('button', { name: w('Confirm withdrawal'), exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: w('Withdrawal received') })).toBeFocused();
      const receivedText = page.getByText(w.pattern('We received your withdrawal on {receivedAt} (Madrid time).'));
      await expect(receivedText).toBeVisible();
      const when = /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/.exec((await receivedText.textContent())!)![0];
      await checkScreen(page, 'portal withdrawal received');

      const ack = await mailTo(request, buyer.email, (mail) => mail.text.includes(lang === 'es' ? 'Tu desistimiento se recibió el' : 'Your withdrawal was received on'));
      expect(ack.text).toContain(plan);
      expect(ack.text).toContain('Ana Pérez');
      // The time of receipt as the page showed it (Madrid wall-clock), and in ISO 8601 UTC. The page writes the hour in
      // two digits, the Spanish mail's long style in one before ten ("0:25:13"): the same time either way.
      const [hour, minute] = when.slice(-5).split(':');
      expect(ack.text).toMatch(new RegExp(`\\b0?${Number(hour)}:${minute}:\\d{2}`));
      expect(ack.text).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(ack.text).toContain(purchaseId);
      expect(purchaseId).toBe(sold);

      // Without a reload, the merchant reads one more request to refund above the sales, and on the sale when it was
      // received (Madrid time, as the buyer read it) and from whom.
      await expect(notice).toBeVisible();
      await expect(requested).toContainText(when);
      await expect(requested).toContainText('Ana Pérez');
      await expect(requested).toHaveAccessibleName(`${w('Withdrawal requested')} ${w('To refund')}`);
      for (const watching of [sales, sale]) expect(await watching.evaluate(() => window.cobroNoReload)).toBe(true);

      // The reminder leads to the requests, this one first with its sale; one action and its confirmation refund it.
      await notice.click();
      await expect(sales.getByRole('heading', { level: 1, name: w('Withdrawal requests') })).toBeVisible();
      const row = sales.getByRole('table', { name: w('Withdrawal requests') }).getByRole('row').filter({ hasText: buyer.email });
      await expect(row).toContainText(when);
      await expect(row.getByRole('link', { name: new RegExp(` · ${plan}$`) })).toHaveAttribute('href', `/dashboard/purchases/${sold}/detail`);
      await expect(row.getByText(w('To refund'), { exact: true })).toBeVisible();
      await expectAccessible(sales, 'withdrawal requests');
      await row.getByRole('button', { name: w('Actions for {0}', { 0: 'Ana Pérez' }) }).click();
      await sales.getByRole('menuitem', { name: w('Refund in full') }).click();
      const confirm = sales.getByRole('dialog', { name: w('Refund the withdrawal?') });
      await confirm.getByRole('button', { name: w('Refund in full') }).click();
      await expect(confirm).toHaveCount(0);
      await expect(row.getByText(w('Refunded'), { exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: w('Actions for {0}', { 0: 'Ana Pérez' }) })).toHaveCount(0);
      await expectAccessible(sales, 'withdrawal requests, refunded');

      // The sale's page, still not reloaded: the withdrawal refunded, its charge refunded, a subscription canceled.
      await expect(requested).toHaveAccessibleName(`${w('Withdrawal requested')} ${w('Refunded')}`);
      await expect(requested.getByRole('button', { name: w('Refund in full') })).toHaveCount(0);
      await expect(sale.getByRole('table', { name: w('Charges of this plan') }).getByRole('row').nth(1)).toContainText(w('Refunded'));
      if (plan === PLANS.monthly) {
        await expect(sale.locator('.money-page__heading').getByText(w('Canceled'), { exact: true })).toBeVisible();
      }
      expect(await sale.evaluate(() => window.cobroNoReload)).toBe(true);
      await expectAccessible(sale, 'sale with its withdrawal refunded');

      // Payments: the buyer's charge, refunded.
      await sales.goto(`/dashboard/charges?search=${encodeURIComponent(buyer.email)}`);
      const charges = sales.getByRole('table', { name: w('Payments') }).getByRole('row');
      await expect(charges).toHaveCount(2);
      await expect(charges.nth(1)).toContainText(w('Refunded'));
      await merchantContext.close();

      // The buyer's portal, reloaded: the charge says what was refunded, and the withdrawal function is gone.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.pattern('Your purchases with {merchant}') })).toBeVisible();
      await page.getByRole('button', { name: w.pattern('Details of {service}') }).first().click();
      await expect(page.getByText(w.pattern('Refunded: {refunded}'))).toBeVisible();
      await expect(page.getByRole('button', { name: w('Withdraw from contract here'), exact: true })).toHaveCount(0);
      await checkScreen(page, 'portal purchase refunded');
    });
  });
}
