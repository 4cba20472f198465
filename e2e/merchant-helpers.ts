import type { Page } from '@playwright/test';
import { activateGateway, finishReview } from './activation-helpers';
import { words } from './catalog-words';
import { expect } from './fixtures';
import { publishService } from './services-helpers';
import { heading, signUp, TEXTS } from './signup-helpers';

/**
 * A merchant of the journey's own, from nothing to selling (in `lang`): signs up, activates the payment gateway, sees
 * the sandbox's review pending, has its test hook finish it (decision 1140), takes card payments and publishes a
 * service with `plan`.
 * `check` runs on every main screen on the way (the caller's axe-core and layout checks).
 */
export async function newMerchantSelling(
  page: Page,
  suffix: string,
  plan: { name: string; amount: string },
  check: (where: string) => Promise<void> = async () => {},
  lang: keyof typeof TEXTS = 'en',
) {
  const w = words(lang);
  await signUp(page, TEXTS[lang], `comercio-${suffix}@example.es`, 'Primera-clave1');
  await expect(heading(page, TEXTS[lang].introTitle)).toBeVisible();
  await check('activation introduction');
  await page.getByRole('link', { name: TEXTS[lang].start }).click();
  await activateGateway(page, `Estudio ${suffix}`, check, lang);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('panel after the activation');

  await page.goto('/dashboard/configuration/general-data');
  const status = page.getByRole('region', { name: w('Payment gateway status') });
  await expect(status.getByText(w('Pending review'), { exact: true })).toBeVisible();
  await finishReview(page);
  await expect(status.getByText(w('Verified'), { exact: true })).toBeVisible();
  await check('general data, verified');

  // The onboarding's payment-methods task: a new merchant has none chosen, and a checkout offers only those chosen.
  await page.goto('/dashboard/configuration/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: w('Payment methods') })).toBeVisible();
  const card = page.getByRole('checkbox', { name: w('Card payments'), exact: true });
  await card.check();
  await expect(card).toBeChecked();
  await expect(card).toBeEnabled();
  await check('payment methods');

  await publishService(page, `Clases ${suffix}`, plan, lang);
  await check('services list');
}
