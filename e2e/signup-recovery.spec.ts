import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { heading, signUp, TEXTS } from './signup-helpers';

// A new merchant in each language: signs up, sees the activation introduction, signs out, forgets the password,
// sets a new one from the link in the mail outbox (/api/dev/mail) and signs in with it, the e-mail already filled in;
// the spent link then reads as expired. Another journey confirms the address from the welcome mail. axe-core checks
// every page on the way.

interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The link to `page` in the newest mail to `to`, once the server has sent it (mail goes out after the answer): its
 * path and fragment, the part the browser opens on this server.
 */
async function linkFor(request: APIRequestContext, to: string, subject: string, page: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { data } = (await (await request.get('/api/dev/mail')).json()) as { data: SentMail[] };
      const mail = data.find((m) => m.to === to);
      if (!mail) return 'no mail yet';
      link = new RegExp(`https?://\\S+/${page}/\\S+`).exec(mail.text)?.[0] ?? '';
      return mail.subject;
    })
    .toBe(subject);
  expect(link).not.toBe('');
  const url = new URL(link);
  return url.pathname + url.hash;
}



for (const [language, x] of Object.entries(TEXTS)) {
  test(`a new merchant signs up and recovers the password (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: x.locale });
    const page = await context.newPage();
    const email = `alta-${language}-${Date.now().toString(36)}@example.es`;
    await signUp(page, x, email, 'Primera-clave1');

    await expect(heading(page, x.introTitle)).toBeVisible();
    await expectAccessible(page, `activation introduction (${language})`);
    await page.getByRole('button', { name: x.seeExample }).click();
    const example = page.getByRole('dialog', { name: x.exampleTitle });
    await expect(example.getByRole('img')).toBeVisible();
    await expectAccessible(page, `document example (${language})`);
    await page.keyboard.press('Escape');
    await expect(example).toBeHidden();
    await expect(page.getByRole('button', { name: x.seeExample })).toBeFocused();
    await expect(page.getByRole('link', { name: x.start })).toHaveAttribute('href', '/activate');


    await page.goto('/logout');
    await expect(heading(page, x.goodbye)).toBeVisible();

    await page.goto('/signin');
    await page.getByRole('link', { name: x.forgot }).click();
    await expect(heading(page, x.forgotTitle)).toBeFocused();
    await expectAccessible(page, `forgot password (${language})`);
    await page.getByLabel(x.email).fill(email);
    await page.getByRole('button', { name: x.sendLink }).click();
    await expect(heading(page, x.sent)).toBeFocused();
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page, `reset link sent (${language})`);

    const link = await linkFor(context.request, email, x.subject, 'reset-password');
    await page.goto(link);
    await expect(heading(page, x.newPasswordTitle)).toBeVisible();
    await expectAccessible(page, `new password (${language})`);
    await page.getByLabel(x.newPassword).fill('Segunda-clave2');
    await page.getByLabel(x.repeat).fill('Segunda-clave3');
    await page.getByRole('button', { name: x.save }).click();
    await expect(page.getByText(x.mismatch)).toBeVisible();
    await expect(page.getByLabel(x.repeat)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(x.repeat).fill('Segunda-clave2');
    await page.getByRole('button', { name: x.save }).click();
    await expect(heading(page, x.changed)).toBeFocused();
    await expectAccessible(page, `password changed (${language})`);

    await page.getByRole('link', { name: x.signIn }).click();
    // The link carried the address: sign-in starts with it.
    await expect(page.getByLabel(x.email)).toHaveValue(email);
    await page.getByLabel(x.password, { exact: true }).fill('Segunda-clave2');
    await page.getByRole('button', { name: x.signIn, exact: true }).click();
    // A merchant just signed up has not activated payments: the access rules lead to the wizard.
    await expect(page).toHaveURL(/\/activate(\/.*)?$/);

    // The link works once: used, it reads as expired, with the way to ask for a new one.
    await page.goto(link);
    await expect(heading(page, x.expired)).toBeVisible();
    await expect(page.getByRole('link', { name: x.continue })).toHaveAttribute('href', '/forgot-password');
    await expectAccessible(page, `expired link (${language})`);

    await page.goto('/success');
    await expect(heading(page, x.thanks)).toBeVisible();
    await expectAccessible(page, `success (${language})`);
    await context.close();
  });
}

for (const [language, x] of Object.entries(TEXTS)) {
  test(`the welcome mail of a sign-up confirms the address (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: x.locale });
    const page = await context.newPage();
    const email = `bienvenida-${language}-${Date.now().toString(36)}@example.es`;
    const body = { name: 'Lucía', last_name: 'Martín', email, prefix: '+34', phone: '612345678', password: 'Primera-clave1', passwordcopy: 'Primera-clave1' };
    const signedUp = await context.request.post('/api/auth/register', { data: body, headers: { 'accept-language': x.locale } });
    expect(signedUp.status()).toBe(200);
    await page.goto(await linkFor(context.request, email, x.welcome, 'confirm-email'));
    await expect(heading(page, x.confirmed)).toBeVisible();
    await expectAccessible(page, `e-mail confirmed (${language})`);
    await context.close();
  });
}

test('a create-password link is checked as such: an unknown one reads as expired', async ({ page }) => {
  const checked = page.waitForRequest((request) => request.url().includes('/api/auth/verify-token/'));
  await page.goto('/create-password/not-a-real-token');
  expect(new URL((await checked).url()).searchParams.get('token_type')).toBe('CREATE_API_USER_PASSWORD');
  await expect(heading(page, TEXTS.en.expired)).toBeVisible();
});
