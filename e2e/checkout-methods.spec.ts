import { bankPage } from './bank-page';
import { PLANS, SANDBOX, fillCard, fillIban, merchantApi, newBuyer, reachPayment } from './checkout-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

// Issue 4's journeys for every way to pay but the plain card (checkout.spec.ts): 3-D Secure, SEPA seen live by the
// merchant, the simulated Redsys and Inespay pages, and a double click. The browser's return proves nothing, so
// each journey asks the merchant's API what the charge really is.

test.describe('paying by every method (desktop, English)', () => {
  test.use({ locale: 'en-GB' });
  // The simulated bank pages speak the checkout's language (decision 1164).
  const bank = bankPage('en');

  test('a card needing authentication (3184) completes the 3-D Secure step and ends on success', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer);
    await page.getByLabel('Card', { exact: true }).check();
    const frame = page.frameLocator('iframe[title="Card details"]');
    await fillCard(frame, SANDBOX.authentication);
    await expectAccessible(page, 'complete-payment (card)');
    await page.getByRole('button', { name: /^Pay 90,00/ }).click();

    const challenge = frame.getByRole('heading', { name: 'Test 3-D Secure check' });
    await expect(challenge).toBeVisible();
    // The charge waits for the buyer's answer: no money has moved yet.
    expect((await api.chargesOf(buyer)).map((c) => c.status)).toEqual(['pending']);
    await expectAccessible(page, '3-D Secure step');
    await frame.getByRole('button', { name: 'Complete' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText(`Your payment for ${PLANS.oneTime} is complete`)).toBeVisible();
    expect((await api.chargesOf(buyer)).map((c) => c.status)).toEqual(['succeeded']);
    await expectAccessible(page, 'success after 3-D Secure');
  });

  test('a double click on Pay makes exactly one charge', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer);
    await page.getByLabel('Card', { exact: true }).check();
    await fillCard(page.frameLocator('iframe[title="Card details"]'), SANDBOX.card);
    const pay = page.getByRole('button', { name: /^Pay 90,00/ });
    await expect(pay).toBeEnabled();
    // Choosing the method opened the purchase's one charge; the clicks must confirm it, not add another.
    const before = await api.chargesOf(buyer);
    expect(before).toHaveLength(1);
    await expectAccessible(page, 'complete-payment before the double click');
    await pay.dblclick();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    const after = await api.chargesOf(buyer);
    expect(after.map((c) => [c.id, c.status])).toEqual([[before[0].id, 'succeeded']]);
  });

  test('a Redsys payment is paid only after the signed notification of the simulated Redsys page', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer);
    await page.getByLabel('Card through Redsys', { exact: true }).check();
    const go = page.getByRole('button', { name: 'Continue to the secure payment page' });
    await expect(go).toBeVisible();
    await expectAccessible(page, 'complete-payment (Redsys)');
    await go.click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/redsys$/);
    await expect(page.getByRole('heading', { level: 1, name: bank.redsys.title })).toBeVisible();
    await expectAccessible(page, 'simulated Redsys page');
    const [open] = await api.chargesOf(buyer);
    expect(open).toMatchObject({ payment_method: 'redsys' });
    expect(open.status, 'not paid before the buyer accepts').not.toBe('paid');
    await page.getByRole('button', { name: bank.redsys.accept }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect((await api.chargesOf(buyer)).map((c) => [c.id, c.status])).toEqual([[open.id, 'paid']]);
    // Cobro mails its own receipt after Redsys too, as after a card (decision 1165).
    await expect(page.getByText(`Your payment for ${PLANS.oneTime} is complete. You will receive the receipt by e-mail.`)).toBeVisible();
  });

  test('a Redsys payment the bank denies ends on the declined page with a failed charge', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer);
    await page.getByLabel('Card through Redsys', { exact: true }).check();
    await page.getByRole('button', { name: 'Continue to the secure payment page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: bank.redsys.title })).toBeVisible();
    await expectAccessible(page, 'simulated Redsys page');
    await page.getByRole('button', { name: bank.redsys.deny }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/error/\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment declined' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Your bank declined the payment');
    // The page names who was to be paid and the method the bank refused: Redsys, not the spec's Inespay wording.
    const details = page.locator('.result__details');
    await expect(details.getByRole('definition').first()).toHaveText('Cobro Demo S.L.');
    await expect(details).toContainText('Card through Redsys');
    await expect(details).not.toContainText('PSD2 INESPAY');
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', new RegExp(`/checkout/${linkId}$`));
    expect((await api.chargesOf(buyer)).map((c) => c.status)).toEqual(['failed']);
    await expectAccessible(page, 'declined page');
  });

  test('a Bizum payment through a payment link: the mobile on Bizum\'s page, the app confirms, Bizum paid and named (decision 1136)', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer);
    await page.getByLabel('Bizum', { exact: true }).check();
    await expect(page.getByLabel('Bizum mobile (optional)')).toBeVisible();
    await expectAccessible(page, 'complete-payment (Bizum)');
    await page.getByRole('button', { name: 'Continue to Bizum' }).click();

    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/redsys$/);
    await expect(page.getByRole('heading', { level: 1, name: bank.bizum.title })).toBeVisible();
    const [open] = await api.chargesOf(buyer);
    expect(open).toMatchObject({ payment_method: 'bizum', status: 'pending' });
    await page.getByLabel(bank.bizum.phone).fill('91 234 56 78');
    await page.getByRole('button', { name: bank.bizum.next }).click();
    await expect(page.getByText(bank.bizum.phoneError)).toBeVisible();
    await page.getByLabel(bank.bizum.phone).fill('699 111 222');
    await page.getByRole('button', { name: bank.bizum.next }).click();
    await expect(page.getByRole('status')).toContainText('699 111 222');
    await expectAccessible(page, "Bizum's bank-app step");
    await page.getByRole('button', { name: bank.bizum.confirm }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.locator('.result__details')).toContainText('Bizum');
    await expect(page.locator('.result__details')).not.toContainText('Card through Redsys');
    const [paid] = await api.chargesOf(buyer);
    expect(paid).toMatchObject({ id: open.id, status: 'paid', payment_method: 'bizum' });
  });

  test("a subscription paid by SEPA shows processing, then succeeded in the merchant's dashboard without a reload", async ({ page, request, browser }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.monthly);
    const buyer = newBuyer();

    // The merchant watches the charges list filtered to this buyer, empty before the buyer arrives.
    const merchantContext = await browser.newContext({ locale: 'en-GB' });
    const merchant = await merchantContext.newPage();
    await signIn(merchant);
    await merchant.goto(`/dashboard/charges?search=${encodeURIComponent(buyer.email)}`);
    await expect(merchant.getByText('No payments match your search or filters')).toBeVisible();
    await expectAccessible(merchant, 'charges list before the payment');
    // A reload would lose this mark: its survival proves the updates came live.
    await merchant.evaluate(() => ((window as unknown as { cobroNoReload: boolean }).cobroNoReload = true));

    await reachPayment(page, linkId, buyer);
    await page.getByLabel('SEPA direct debit', { exact: true }).check();
    const frame = page.frameLocator('iframe[title="Bank account details"]');
    await fillIban(frame, SANDBOX.iban);
    await expectAccessible(page, 'complete-payment (SEPA)');
    // Picking the method opened an attempt the buyer has not submitted: incomplete, not a payment in progress.
    await expect(merchant.getByRole('table', { name: 'Payments' }).getByRole('row').nth(1)).toContainText('Incomplete');
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Payment in progress' })).toBeVisible();
    await expect(page.getByText(`Your payment for ${PLANS.monthly} is being processed.`)).toBeVisible();
    // The list is filtered to this buyer: the one row under the header is the buyer's charge.
    const rows = merchant.getByRole('table', { name: 'Payments' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText('Processing');

    // Settle now through the scheduler's job (the sandbox would otherwise settle a few seconds later by the clock).
    const settled = await merchant.request.post('/api/__test__/sandbox/settle');
    expect(settled.ok()).toBe(true);
    await expect(row).toContainText('Succeeded');
    expect(await merchant.evaluate(() => (window as unknown as { cobroNoReload?: boolean }).cobroNoReload)).toBe(true);
    expect((await api.chargesOf(buyer)).map((c) => [c.payment_method, c.status])).toEqual([['sepa_debit', 'succeeded']]);
    await expectAccessible(merchant, 'charges list after the settlement');

    // The buyer's page asks again while processing, and ends on the thank-you.
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await merchantContext.close();
  });
});

test.describe('paying by bank transfer (desktop, Spanish)', () => {
  test.use({ locale: 'es-ES' });

  test('an Inespay payment through the simulated bank page', async ({ page, request }) => {
    const api = await merchantApi(request);
    const linkId = await api.linkOf(PLANS.oneTime);
    const buyer = newBuyer();
    await reachPayment(page, linkId, buyer, 'es');
    await page.getByLabel('Transferencia bancaria (Inespay)', { exact: true }).check();
    const go = page.getByRole('link', { name: 'Ir a tu banco' });
    await expect(go).toBeVisible();
    await expectAccessible(page, 'complete-payment (Inespay)');
    await go.click();

    await expect(page.getByRole('heading', { level: 1, name: /^Inespay \(simulado\)/ })).toBeVisible();
    await expectAccessible(page, 'simulated Inespay bank page');
    const [open] = await api.chargesOf(buyer);
    expect(open).toMatchObject({ payment_method: 'inespay' });
    expect(open.status, 'not paid before the bank accepts').not.toBe('paid');
    await page.getByRole('button', { name: 'Aceptar la transferencia' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
    expect((await api.chargesOf(buyer)).map((c) => [c.id, c.status])).toEqual([[open.id, 'paid']]);
  });
});
