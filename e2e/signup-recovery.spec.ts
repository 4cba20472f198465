import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

// A new merchant in each language: signs up, sees the activation introduction, signs out, forgets the password,
// sets a new one from the link in the mail outbox (/api/dev/mail) and signs in with it, the e-mail already filled in;
// the spent link then reads as expired. Another journey confirms the address from the welcome mail. axe-core checks
// every page on the way.
const TEXTS = {
  en: {
    locale: 'en-GB',
    createAccount: 'Create an account',
    signUpTitle: 'Create your account',
    name: 'Name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    repeat: 'Repeat the password',
    submitSignUp: 'Create account',
    phoneError: 'Enter a valid phone number',
    introTitle: 'Activate your payment gateway',
    seeExample: 'See example: National ID, back',
    exampleTitle: 'National ID, back',
    start: 'Start the activation',
    goodbye: 'See you soon',
    forgot: 'Forgot your password?',
    forgotTitle: 'Reset your password',
    sendLink: 'Send the link',
    sent: 'Check your e-mail',
    subject: 'Reset your Cobro password',
    welcome: 'Welcome to Cobro',
    confirmed: 'Your e-mail is confirmed',
    newPasswordTitle: 'Choose a new password',
    newPassword: 'New password',
    save: 'Save the password',
    mismatch: 'The passwords do not match',
    changed: 'Your password has changed',
    signIn: 'Sign in',
    expired: 'This link has expired',
    continue: 'Continue',
    thanks: 'Thank you',
  },
  es: {
    locale: 'es-ES',
    createAccount: 'Crear una cuenta',
    signUpTitle: 'Crea tu cuenta',
    name: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    password: 'Contraseña',
    repeat: 'Repite la contraseña',
    submitSignUp: 'Crear cuenta',
    phoneError: 'Introduce un número de teléfono válido',
    introTitle: 'Activa tu pasarela de pago',
    seeExample: 'Ver ejemplo: DNI, reverso',
    exampleTitle: 'DNI, reverso',
    start: 'Empezar la activación',
    goodbye: 'Hasta pronto',
    forgot: '¿Has olvidado tu contraseña?',
    forgotTitle: 'Restablece tu contraseña',
    sendLink: 'Enviar el enlace',
    sent: 'Revisa tu correo',
    subject: 'Restablece tu contraseña de Cobro',
    welcome: 'Te damos la bienvenida a Cobro',
    confirmed: 'Tu correo está confirmado',
    newPasswordTitle: 'Elige una contraseña nueva',
    newPassword: 'Contraseña nueva',
    save: 'Guardar la contraseña',
    mismatch: 'Las contraseñas no coinciden',
    changed: 'Tu contraseña ha cambiado',
    signIn: 'Iniciar sesión',
    expired: 'Este enlace ha caducado',
    continue: 'Continuar',
    thanks: 'Gracias',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function signUp(page: Page, x: Texts, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('link', { name: x.createAccount }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(heading(page, x.signUpTitle)).toBeFocused();
  await page.getByLabel(x.name, { exact: true }).fill('Lucía');
  await page.getByLabel(x.lastName).fill('Martín Ortega');
  await page.getByLabel(x.email).fill(email.toUpperCase());
  await page.getByLabel(x.phone).fill('612 34');
  await page.getByLabel(x.password, { exact: true }).fill(password);
  await page.getByLabel(x.repeat).fill(password);
  await page.getByRole('button', { name: x.submitSignUp }).click();
  const phone = page.getByLabel(x.phone);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toBeFocused();
  await expect(page.getByText(x.phoneError)).toBeVisible();
  await expectAccessible(page, `sign-up with an error (${x.locale})`);
  // Keyboard only from here: the corrected phone, then Enter submits the form.
  await phone.fill('+34 612 34 56 78');
  await phone.press('Enter');
  await expect(page).toHaveURL(/\/activate-your-payment-gateway$/);
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
