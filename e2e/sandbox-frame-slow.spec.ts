import { fillIban, merchantApi, newBuyer, PLANS, reachPayment, SANDBOX } from './checkout-helpers';
import { expect, test } from './fixtures';

// Seen in CI on a busy machine: the buyer typed into the sandbox frame and pressed Pay before the frame's script had
// run (its fields are parsed before it); the confirmation was posted to a frame nobody listened in, and Pay waited
// for ever. Here the frame's script is held back until Pay has been pressed, on purpose.

test.use({ locale: 'en-GB' });

test('Pay pressed before the sandbox frame script has run is confirmed once the frame is ready', async ({ page, request }) => {
  const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sandbox/frame.js', async (route) => {
    await released;
    await route.continue();
  });
  await reachPayment(page, linkId, newBuyer(), 'en');
  await page.getByLabel('SEPA direct debit', { exact: true }).check();
  const frame = page.frameLocator('iframe[title="Bank account details"]');
  await fillIban(frame, 'ES00 0000');
  await page.getByRole('button', { name: /^Pay / }).click();
  release();
  const iban = frame.getByLabel('IBAN', { exact: true });
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(/\S/);

  await fillIban(frame, SANDBOX.iban);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Payment in progress|Thank you)$/ })).toBeVisible();
});
