import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

// Services and plans in the dashboard (English), as the journeys that sell something share them.

/** In the new-service form: adds a one-off (or, with `monthlyOnDay`, monthly) plan through its dialog. */
export async function addPlan(page: Page, plan: { name: string; amount: string; monthlyOnDay?: string; cycles?: string }) {
  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByLabel('Plan name').fill(plan.name);
  await dialog.getByLabel('Description').fill(`${plan.name} for the journey`);
  // e, + and - are refused as they are typed (services.invalid_amount).
  await dialog.getByLabel('Amount (EUR)').pressSequentially(`-+e${plan.amount}`);
  await expect(dialog.getByLabel('Amount (EUR)')).toHaveValue(plan.amount);
  await dialog.getByLabel('Type').selectOption('fixed');
  if (plan.monthlyOnDay) {
    await dialog.getByLabel('Subscription').check();
    await dialog.getByLabel('Frequency').selectOption('month');
    await dialog.getByLabel('A specific day of the month').check();
    await dialog.getByLabel('Day of the month (1 to 30)').fill(plan.monthlyOnDay);
  }
  if (plan.cycles) {
    await dialog.getByLabel('After a number of billing cycles').check();
    await expect(dialog.getByLabel('Billing cycles (at least 2)')).toHaveValue('2');
    await dialog.getByLabel('Billing cycles (at least 2)').fill(plan.cycles);
  }
  await expectAccessible(page, 'plan form');
  await dialog.getByRole('button', { name: 'Add plan' }).click();
  await expect(dialog).toBeHidden();
}

/** From the services list: a new service with one one-off plan, published at once. */
export async function publishService(page: Page, service: string, plan: { name: string; amount: string }) {
  await page.goto('/dashboard/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Create service' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await page.getByLabel('Service name').fill(service);
  await addPlan(page, plan);
  await expectAccessible(page, 'create service');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/services$/);
  await expect(page.getByText('Service published')).toBeVisible();
  await expect(page.getByRole('link', { name: service })).toBeVisible();
}

/** A plan's payment link as the merchant copies it from the plan's row (the dialog shows it too): its checkout path. */
export async function copyPaymentLink(page: Page, plan: string): Promise<string> {
  await page.goto(`/dashboard/services?watching=plans&search=${encodeURIComponent(plan)}`);
  await page.getByRole('button', { name: `Actions for ${plan}` }).click();
  await page.getByRole('menuitem', { name: 'Copy payment link' }).click();
  const shown = page.getByRole('dialog', { name: 'Payment link' });
  const field = shown.getByRole('textbox', { name: 'Payment link' });
  await expect(field).toHaveValue(/\/checkout\/[^/]+$/);
  const link = new URL(await field.inputValue()).pathname;
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  return link;
}
