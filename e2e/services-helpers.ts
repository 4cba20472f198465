import type { Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { expect, expectAccessible } from './fixtures';

// Services and plans in the dashboard (in the journey's language), as the journeys that sell something share them.

/** A plan as the journeys fill its form: `variable` makes it a variable (per unit) monthly subscription. */
export interface PlanInput {
  name: string;
  amount: string;
  monthlyOnDay?: string;
  cycles?: string;
  variable?: 'last_charge' | 'no_charge';
}

/**
 * In the new-service form: adds a one-off plan through its dialog; with `monthlyOnDay`, a monthly one paid on that
 * day; with `variable`, a variable monthly one (its amount the price of one unit) paid on the day of inscription.
 */
export async function addPlan(page: Page, plan: PlanInput, lang: Lang = 'en') {
  const w = words(lang);
  await page.getByRole('button', { name: w('Add plan') }).click();
  const dialog = page.getByRole('dialog', { name: w('New plan') });
  await dialog.getByLabel(w('Plan name')).fill(plan.name);
  await dialog.getByLabel(w('Description')).fill(`${plan.name} for the journey`);
  // e, + and - are refused as they are typed (services.invalid_amount).
  await dialog.getByLabel(w('Amount (EUR)')).pressSequentially(`-+e${plan.amount}`);
  await expect(dialog.getByLabel(w('Amount (EUR)'))).toHaveValue(plan.amount);
  await dialog.getByLabel(w('Type')).selectOption(plan.variable ? 'variable' : 'fixed');
  if (plan.variable) {
    await expect(dialog.getByText(w('The price of one unit, in euros, with up to two decimals'))).toBeVisible();
    await dialog.getByLabel(w('At the end of the subscription')).selectOption(plan.variable);
  }
  if (plan.monthlyOnDay || plan.variable) {
    await dialog.getByRole('radio', { name: w('Subscription') }).check();
    await dialog.getByLabel(w('Frequency')).selectOption('month');
  }
  if (plan.monthlyOnDay) {
    await dialog.getByLabel(w('A specific day of the month')).check();
    await dialog.getByLabel(w('Day of the month (1 to 30)')).fill(plan.monthlyOnDay);
  }
  if (plan.cycles) {
    await dialog.getByLabel(w('After a number of billing cycles')).check();
    await expect(dialog.getByLabel(w('Billing cycles (at least 2)'))).toHaveValue('2');
    await dialog.getByLabel(w('Billing cycles (at least 2)')).fill(plan.cycles);
  }
  await expectAccessible(page, 'plan form');
  await dialog.getByRole('button', { name: w('Add plan') }).click();
  await expect(dialog).toBeHidden();
}

/** From the services list: a new service with one plan (one-off unless `plan` says otherwise), published at once. */
export async function publishService(page: Page, service: string, plan: PlanInput, lang: Lang = 'en') {
  const w = words(lang);
  await page.goto('/dashboard/services');
  await expect(page.getByRole('heading', { level: 1, name: w('Services') })).toBeVisible();
  await page.getByRole('link', { name: w('Create service') }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: w('New service') })).toBeVisible();
  await page.getByLabel(w('Service name')).fill(service);
  await addPlan(page, plan, lang);
  await expectAccessible(page, 'create service');
  await page.getByRole('button', { name: w('Publish') }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByText(w('Service published'))).toBeVisible();
  await expect(page.getByRole('link', { name: service })).toBeVisible();
}

/** A plan's payment link as the merchant copies it from the plan's row (the dialog shows it too): its checkout path. */
export async function copyPaymentLink(page: Page, plan: string, lang: Lang = 'en'): Promise<string> {
  const w = words(lang);
  await page.goto(`/dashboard/services?watching=plans&search=${encodeURIComponent(plan)}`);
  await page.getByRole('button', { name: w('Actions for {0}', { 0: plan }) }).click();
  await page.getByRole('menuitem', { name: w('Copy payment link') }).click();
  const shown = page.getByRole('dialog', { name: w('Payment link') });
  const field = shown.getByRole('textbox', { name: w('Payment link') });
  await expect(field).toHaveValue(/\/checkout\/[^/]+$/);
  const link = new URL(await field.inputValue()).pathname;
  await shown.getByRole('button', { name: w('Done') }).click();
  await expect(shown).toHaveCount(0);
  return link;
}
