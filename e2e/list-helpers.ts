import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Sets a list filter that takes several values (ui's CheckboxFilter) to exactly `labels`: opens it by its button
 * (named by the field's label, then what is chosen), ticks those, unticks the rest, and closes it with Escape.
 */
export async function setListFilter(page: Page, field: string, labels: string[]) {
  const button = page.getByRole('button', { name: new RegExp(`^${field} `) });
  await button.click();
  const group = page.getByRole('group', { name: field, exact: true });
  for (const box of await group.getByRole('checkbox').all()) {
    const name = (await box.evaluate((input) => input.parentElement?.textContent ?? '')).trim();
    await box.setChecked(labels.includes(name));
  }
  await page.keyboard.press('Escape');
  await expect(group).toHaveCount(0);
  await expect(button).toBeFocused();
}
