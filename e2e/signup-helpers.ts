import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

// Signing up in the dashboard, in each language: what the sign-up journeys and the merchant's whole journey share.

export const TEXTS = {
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

export type Texts = (typeof TEXTS)[keyof typeof TEXTS];

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * From sign-in to a new account: the phone is first refused (shown on the field), then corrected and sent with
 * Enter; it ends on the activation introduction.
 */
export async function signUp(page: Page, x: Texts, email: string, password: string) {
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
