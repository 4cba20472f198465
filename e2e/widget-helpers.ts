import type { Locator, Page } from '@playwright/test';
import { completeData, fillCard, identify, SANDBOX, type Buyer } from './checkout-helpers';
import { expect } from './fixtures';

// What the <pay-button> journeys share: the demo merchant's widget key, finding a button, paying in its dialog,
// and the events the page heard.

/** The demo merchant's test key (seed), which the examples carry. */
export const DEMO_WIDGET_KEY = 'pk_test_cobrodemo_public_sandbox_key';
/** The seeded plan the product-services buttons of the examples sell. */
export const SEEDED_PASS = { service: 'Clases de yoga', plan: 'Bono 10 clases', price: /^Pagar 90,00/ } as const;

/** The inner button of the <pay-button> labelled `label` (the element's shadow root is open to locators). */
export const payButton = (page: Page, label: string) => page.locator('pay-button').getByRole('button', { name: label, exact: true });

/** Matches the standalone pay-button.js whatever its query (`?key=…&api=https://…`, where globs stop at slashes). */
export const isPayButtonScript = (url: URL) => /\/widget\/[^/]+\/pay-button\.js$/.test(url.pathname);

/** The checkout dialog a <pay-button> opened (`Pago`: the buttons of the examples are in Spanish). */
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Pago' });

/** Configuration > Web checkout: opens a collapsed step by its summary (a native <details>), with the keyboard. */
export async function openStep(page: Page, title: string) {
  const step = page.locator('details', { has: page.getByRole('heading', { level: 2, name: title }) });
  if ((await step.getAttribute('open')) === null) {
    await step.locator('summary').focus();
    await page.keyboard.press('Enter');
  }
  await expect(step).toHaveAttribute('open', '');
  return step;
}

/** A new buyer through the checkout in the open dialog, paying by the sandbox card that succeeds. */
export async function payInDialog(dialog: Locator, buyer: Buyer, price: RegExp) {
  await identify(dialog, 'es', buyer);
  await completeData(dialog, 'es');
  await dialog.getByLabel('Tarjeta', { exact: true }).check();
  await fillCard(dialog.frameLocator('iframe[title="Datos de la tarjeta"]'), SANDBOX.card);
  await dialog.getByRole('button', { name: price }).click();
}

export interface HeardEvent {
  type: string;
  detail: Record<string, unknown> | null;
  /** The element the page's listener saw it on (events from inside shadow roots are retargeted). */
  target: string;
}

declare global {
  interface Window {
    cobroEvents: HeardEvent[];
  }
}

/** Before any script of the page runs: every `cobro-*` event of `types` that reaches the document is recorded. */
export async function recordCobroEvents(page: Page, types: string[]) {
  await page.addInitScript((names) => {
    window.cobroEvents = [];
    for (const type of names) {
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        window.cobroEvents.push({ type, detail: (event as CustomEvent).detail ?? null, target: target.localName ?? '' });
      });
    }
  }, types);
}

export const heardEvents = (page: Page) => page.evaluate(() => window.cobroEvents);

/** Waits until the page heard an event of `type`, and returns it. */
export async function heard(page: Page, type: string): Promise<HeardEvent> {
  await expect.poll(async () => (await heardEvents(page)).some((e) => e.type === type), { message: `the page hears ${type}` }).toBe(true);
  return (await heardEvents(page)).find((e) => e.type === type)!;
}
