import type { Page } from '@playwright/test';
import { startGoogleProvider, type GoogleTestProvider } from '../packages/server/test/google-provider';
import { DEMO, expect, expectAccessible, test } from './fixtures';

// Google sign-in against a real OpenID provider (oidc-provider) standing in for Google: the server is configured with
// it by playwright.config.ts (GOOGLE_ISSUER_URL on E2E_GOOGLE_PORT), and this journey starts it. One provider per
// file, so the tests run one after the other.
const TEXTS = {
  en: {
    locale: 'en-GB',
    google: 'Sign in with Google',
    introTitle: 'Activate your payment gateway',
    goodbye: 'See you soon',
    passwordSignIn: 'Sign in with your e-mail and password',
  },
  es: {
    locale: 'es-ES',
    google: 'Iniciar sesión con Google',
    introTitle: 'Activa tu pasarela de pago',
    goodbye: 'Hasta pronto',
    passwordSignIn: 'Inicia sesión con tu correo electrónico y tu contraseña',
  },
} as const;

test.describe.configure({ mode: 'serial' });

let google: GoogleTestProvider;
test.beforeAll(async ({ baseURL }) => {
  google = await startGoogleProvider({
    port: Number(process.env.E2E_GOOGLE_PORT),
    redirectUris: [`${baseURL}/api/auth/google-login`],
  });
});
test.afterAll(() => google?.close());

/** From the sign-in page through the provider's own sign-in page, as the person of `email`. */
async function signInWithGoogle(page: Page, button: string, email: string) {
  await page.goto('/signin');
  await page.getByRole('link', { name: button }).click();
  await expect(page).toHaveURL((url) => url.origin === google.issuer);
  await page.getByLabel('Google e-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const [language, x] of Object.entries(TEXTS)) {
  test(`a new person signs up with Google and comes back with Google (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: x.locale });
    const page = await context.newPage();
    const email = `google-${language}-${Date.now().toString(36)}@gmail.com`;
    google.describe(email, { given_name: 'Marta', family_name: 'Ruiz Soler' });

    await page.goto('/signin');
    await expectAccessible(page, `sign-in with Google offered (${language})`);
    await signInWithGoogle(page, x.google, email);
    // Signed up: the activation introduction, after its session check.
    await expect(page).toHaveURL(/\/activate-your-payment-gateway$/);
    await expect(page.getByRole('heading', { level: 1, name: x.introTitle })).toBeVisible();

    await page.goto('/logout');
    await expect(page.getByRole('heading', { level: 1, name: x.goodbye })).toBeVisible();
    // Back with Google: the provider remembers the person (as Google does) and asks nothing; signed in, a merchant
    // not activated yet is led by the access rules to the wizard.
    await page.goto('/signin');
    await page.getByRole('link', { name: x.google }).click();
    await expect(page).toHaveURL(/\/activate(\/.*)?$/);
    const verify = await context.request.get('/api/auth/verify');
    expect(await verify.json()).toMatchObject({ user: { email, name: 'Marta', last_name: 'Ruiz Soler' } });
    await context.close();
  });
}

test('an e-mail that has a password account is refused with GOO-002 and a way to sign in with the password', async ({ page }) => {
  await signInWithGoogle(page, TEXTS.en.google, DEMO.email);
  await expect(page).toHaveURL(/\/signin\?code_error=GOO-002$/);
  await expect(page.getByRole('alert')).toContainText('GOO-002');
  await page.getByRole('link', { name: TEXTS.en.passwordSignIn }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await page.context().request.get('/api/auth/verify')).status()).toBe(401);
});
