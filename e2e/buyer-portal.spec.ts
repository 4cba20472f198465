import type { APIRequestContext, Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { merchantApi, newBuyer, payLinkByCard, PLANS, type Buyer } from './checkout-helpers';
import { expect, expectAccessible, expectNoSideScroll, test } from './fixtures';
import { tabTo } from './keyboard-helpers';

// Issue 30: a buyer pays a payment link, opens the portal from the receipt e-mail, signs in with the mailed code,
// downloads the receipt and withdraws with the keyboard; the acknowledgment arrives in the outbox. The portal's
// screens are checked with axe and at 390 px for sideways scroll.

interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string }[];
}

/** The newest mail to `to` that `match` accepts, waiting for the mail queue (receipt, acknowledgment) or the code mail's afterAnswer. */
async function mailTo(request: APIRequestContext, to: string, match: (mail: Mail) => boolean): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/dev/mail')).json()) as { data: Mail[] };
      found = data.find((mail) => mail.to === to && match(mail));
      return found !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

/** Each portal screen: axe clean and nothing sideways at the phone's width. */
async function checkScreen(page: Page, where: string) {
  await expectAccessible(page, where);
  await expectNoSideScroll(page, where);
}

for (const lang of ['es', 'en'] as const satisfies Lang[]) {
  test.describe(`the buyer portal in ${lang}`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    test('from the receipt e-mail to a withdrawal received and acknowledged', async ({ page, request }) => {
      test.setTimeout(120_000);
      const w = words(lang);
      const buyer: Buyer = newBuyer();
      const link = await (await merchantApi(request)).linkOf(PLANS.oneTime);
      await payLinkByCard(page, link, buyer, w.pattern('Pay {price}'), false, (where) => expectAccessible(page, where), lang);
      // The success page links the portal while the withdrawal period runs.
      await expect(page.getByRole('link', { name: w('Manage your purchase') })).toHaveAttribute('href', /\/portal\/[\w-]+$/);

      const receipt = await mailTo(request, buyer.email, (mail) => mail.attachments.some((a) => a.filename === 'recibo.pdf'));
      const portalUrl = /https?:\/\/\S+\/portal\/[\w-]+/.exec(receipt.text)?.[0];
      expect(portalUrl, 'the receipt e-mail links the portal').toBeTruthy();
      await page.setViewportSize({ width: 390, height: 844 });
      // The mail names the server's public address; the journey's server is the same one under the test's base URL.
      await page.goto(new URL(portalUrl!).pathname);
      await expect(page.getByRole('heading', { level: 1, name: w('Your purchases') })).toBeVisible();
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
      await expect(page.getByText(PLANS.oneTime).first()).toBeVisible();
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
      expect(ack.text).toContain(PLANS.oneTime);
      expect(ack.text).toContain('Ana Pérez');
      // The time of receipt as the page showed it (Madrid wall-clock), and in ISO 8601 UTC.
      expect(ack.text).toContain(when.slice(-5));
      expect(ack.text).toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
      expect(ack.text).toContain(purchaseId);
    });
  });
}
