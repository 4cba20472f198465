import { completeData, identify, merchantApi, newBuyer, PLANS } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';

// Issue 11: a field the server refuses is marked on the field, not only in a toast. The README's sandbox DNI reused
// with a new e-mail is the case an integrator met: verify-id answers CHK-002 `customer_email: invalid_email`.

test.describe('server field errors in the checkout', () => {
  test.use({ locale: 'en-GB' });

  test('a tax id reused with another e-mail marks the e-mail field, described and focused', async ({ page, request }) => {
    const linkId = await (await merchantApi(request)).linkOf(PLANS.oneTime);
    const first = newBuyer();
    await page.goto(`/checkout/${linkId}`);
    await identify(page, 'en', first);
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
    await completeData(page, 'en');
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));

    await page.goto(`/checkout/${linkId}`);
    await identify(page, 'en', { ...first, email: `other-${first.email}` });
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/first used with another e-mail address/);
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}$`));
    await expectAccessible(page, 'identify with a refused e-mail');

    // The buyer fixes it with the first e-mail and goes on.
    await email.fill(first.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));
  });
});
