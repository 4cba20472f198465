import { join } from 'node:path';
import type { Page } from '@playwright/test';
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
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true }).click();

/**
 * The five steps of the wizard (English), from its first step to the dashboard, with a bank account the sandbox's
 * review verifies; each step is checked with axe-core, and with `check` (the caller's layout check) too.
 */
export async function activateGateway(page: Page, company: string, check: (where: string) => Promise<void> = async () => {}) {
  const step = async (name: string, path: RegExp) => {
    await expect(page).toHaveURL(path);
    await expect(stepHeading(page, name)).toBeVisible();
    await expectAccessible(page, `activation: ${name}`);
    await check(`activation: ${name}`);
  };
  await step('Company', /\/activate$/);
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Company type').selectOption('company');
  await page.getByLabel('Industry').selectOption('5734');
  await next(page);

  await step('Contact', /\/activate\/contact-info$/);
  await page.getByLabel('City').fill('Madrid');
  await page.getByLabel('Address').fill('Calle Mayor 1');
  await page.getByLabel('Postal code').fill('28013');
  await page.getByLabel('Phone').fill('612 34 56 78');
  await page.getByLabel('Website').fill('estudio-nuevo.es');
  await next(page);

  await step('Legal representative', /\/activate\/general-info$/);
  await page.getByLabel('Date of birth', { exact: true }).fill('1985-04-12');
  await page.getByLabel('City').fill('Madrid');
  await page.getByLabel('Address').fill('Calle Mayor 1');
  await page.getByLabel('Postal code').fill('28013');
  await next(page);

  await step('Documents', /\/activate\/documents$/);
  for (const [slot, file] of [['ID card, front', 'id-front.png'], ['ID card, back', 'id-back.png'], ['Proof of address', 'proof-of-address.pdf']]) {
    const group = page.getByRole('group', { name: slot });
    await group.getByLabel(/PNG, JPG or PDF/).setInputFiles(join(DOCUMENTS, file));
    await expect(group.getByText(/^Uploaded/)).toBeVisible();
  }
  await next(page);

  await step('Bank account', /\/activate\/bank-info$/);
  await page.getByLabel('Tax ID (NIF, NIE or CIF)').fill('12345678Z');
  await page.getByLabel('IBAN', { exact: true }).fill('ES91 2100 0418 4502 0005 1332');
  await page.getByLabel('Confirm the IBAN').fill('ES9121000418450200051332');
  await next(page);

  const dialog = page.getByRole('dialog', { name: 'Your payment gateway is being activated' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'gateway being activated');
  await dialog.getByRole('button', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/panel$/);
}
