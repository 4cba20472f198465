import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// How the keyboard-only journeys move: Tab to a control, arrows through a radio group. Focus is found by pressing
// keys, never by clicking.

/** Presses Tab until `target` has focus (inside shadow roots and frames too); fails if it never gets there. */
export async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.matches(':focus') && el.ownerDocument.hasFocus()).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Tabs into the radio group inside `scope` and presses ArrowDown until `choice` is checked: arrows move through a
 * group and choose as they go, wrapping at its end, so as many presses as the group has radios reach any of them
 * whatever the merchant offers and in whatever order.
 */
export async function arrowToRadio(page: Page, scope: Locator, choice: Locator) {
  const radios = scope.getByRole('radio');
  await tabTo(page, radios.first());
  const count = await radios.count();
  for (let i = 0; i < count && !(await choice.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(choice).toBeChecked();
}
