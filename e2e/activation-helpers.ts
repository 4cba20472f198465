import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { expect, expectAccessible } from './fixtures';

// The payment gateway's activation, as the journeys of a new merchant share it: the identity documents they upload,
// the five steps filled in as a merchant with a mouse does, and the test hook that finishes the sandbox's review.

export const DOCUMENTS = join(import.meta.dirname, 'files');

/** The sandbox's review answers by the clock (decision 1140): once seen pending, the journey finishes it now. */
export async function finishReview(page: Page) {
  const reviewed = await page.request.post('/api/__test__/gateway/review');
  expect(await reviewed.json()).toEqual({ reviewed: 1 });
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/**
 * The five steps of the wizard (in `lang`), from its first step to the dashboard, with a bank account the sandbox's
 * review verifies; each step is checked with axe-core, and with `check` (the caller's layout check) too.
 */
export async function activateGateway(page: Page, company: string, check: (where: string) => Promise<void> = async () => {}, lang: Lang = 'en') {
  const w = words(lang);
  const next = () => page.getByRole('button', { name: w('Continue'), exact: true }).click();
  const step = async (name: string, path: RegExp) => {
    await expect(page).toHaveURL(path);
    await expect(stepHeading(page, name)).toBeVisible();
    await expectAccessible(page, `activation: ${name}`);
    await check(`activation: ${name}`);
  };
  await step(w('Company'), /\/activate$/);
  await page.getByLabel(w('Company name')).fill(company);
  await page.getByLabel(w('Company type')).selectOption('company');
  await page.getByLabel(w('Industry')).selectOption('5734');
  await next();

  await step(w('Contact'), /\/activate\/contact-info$/);
  await page.getByLabel(w('City')).fill('Madrid');
  await page.getByLabel(w('Address')).fill('Calle Mayor 1');
  await page.getByLabel(w('Postal code')).fill('28013');
  await page.getByLabel(w('Phone')).fill('612 34 56 78');
  await page.getByLabel(w('Website')).fill('estudio-nuevo.es');
  await next();

  await step(w('Legal representative'), /\/activate\/general-info$/);
  await page.getByLabel(w('Date of birth'), { exact: true }).fill('1985-04-12');
  await page.getByLabel(w('City')).fill('Madrid');
  await page.getByLabel(w('Address')).fill('Calle Mayor 1');
  await page.getByLabel(w('Postal code')).fill('28013');
  await next();

  await step(w('Documents'), /\/activate\/documents$/);
  for (const [slot, file] of [['ID card, front', 'id-front.png'], ['ID card, back', 'id-back.png'], ['Proof of address', 'proof-of-address.pdf']]) {
    const group = page.getByRole('group', { name: w(slot) });
    await group.getByLabel(w('Choose a PNG, JPG or PDF file (up to 10 MB)')).setInputFiles(join(DOCUMENTS, file));
    await expect(group.getByText(w.pattern('Uploaded ({0})'))).toBeVisible();
  }
  await next();

  await step(w('Bank account'), /\/activate\/bank-info$/);
  await page.getByLabel(w('Tax ID (NIF, NIE or CIF)')).fill('12345678Z');
  await page.getByLabel('IBAN', { exact: true }).fill('ES91 2100 0418 4502 0005 1332');
  await page.getByLabel(w('Confirm the IBAN')).fill('ES9121000418450200051332');
  await next();

  const dialog = page.getByRole('dialog', { name: w('Your payment gateway is being activated') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'gateway being activated');
  await dialog.getByRole('button', { name: w('Go to the dashboard') }).click();
  await expect(page).toHaveURL(/\/dashboard\/panel$/);
}
