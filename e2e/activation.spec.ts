import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DOCUMENTS, finishReview } from './activation-helpers';
import { expect, expectAccessible, test } from './fixtures';

// The merchant seeded as just signed up (alta@cobro.dev, packages/server/src/seed/accounts.ts) activates the payment
// gateway through the five steps with the keyboard alone: Tab to each control, type, Space to pick a file, Enter to
// continue. Each step's errors are shown first, then fixed; axe-core checks every step.
const ACCOUNT = { email: 'alta@cobro.dev', password: 'Signed-up-merchant-1' };
const REQUIRED = 'This field is required';

/** The focused element, looking inside the dashboard's shadow root. */
const isFocused = (target: Locator) =>
  target.evaluate((element) => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === element;
  });

/** Presses Tab until `target` has focus (the way a keyboard user gets there). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a field, clears what it holds and types `text`. */
async function type(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

async function pressButton(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const fieldError = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Picks a file for a document slot from the keyboard: Space on the focused file input opens the chooser. */
async function chooseDocument(page: Page, slot: string, file: string) {
  const input = page.getByRole('group', { name: slot }).getByLabel(/PNG, JPG or PDF/);
  await tabTo(page, input);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(join(DOCUMENTS, file));
  const group = page.getByRole('group', { name: slot });
  await expect(group.getByText(/^Uploaded/)).toBeVisible();
  // Which file it holds, and what it looks like: a thumbnail of an image (issue 27, item 9).
  await expect(group.getByText(file, { exact: true })).toBeVisible();
  await expect(group.getByRole('img', { name: `Preview of ${slot}` })).toHaveCount(file.endsWith('.pdf') ? 0 : 1);
  await expect(page.getByRole('button', { name: `Remove ${slot}` })).toBeFocused();
}

test('a signed-up merchant activates the payment gateway with the keyboard alone', async ({ page }) => {
  // A hang detector, not a budget: an axe-core check of every state and five steps typed key by key take long on a
  // busy machine.
  test.setTimeout(240_000);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(ACCOUNT.email);
  await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your payment gateway' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Activation steps' });
  await expect(steps.getByRole('listitem')).toHaveText([/Company\s*current step/, /Contact\s*upcoming/, /Legal representative\s*upcoming/, /Documents\s*upcoming/, /Bank account\s*upcoming/]);
  await expectAccessible(page, 'activation step 1');

  // Step 1: every field required; a company name another merchant has is PG-001 under the field.
  await expect(stepHeading(page, 'Company')).toBeVisible();
  await pressButton(page, 'Continue');
  await expect(fieldError(page, 'Company type')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(REQUIRED).first()).toBeVisible();
  await type(page, page.getByLabel('Company name'), 'Cobro Demo S.L.');
  await tabTo(page, page.getByLabel('Company type'));
  await page.keyboard.type('Comp');
  await tabTo(page, page.getByLabel('Industry'));
  await page.keyboard.type('Computer');
  await expect(page.getByLabel('Industry')).toHaveValue('5734');
  await pressButton(page, 'Continue');
  await expect(page.getByRole('main').getByText('A company with this name already exists')).toBeVisible();
  await expect(page.getByLabel('Company name')).toBeFocused();
  await expectAccessible(page, 'activation step 1 with PG-001');
  await type(page, page.getByLabel('Company name'), 'Estudio Lucía Fernández');
  await pressButton(page, 'Continue');

  // Step 2: postal code against Spain's provinces, phone, website not an example domain.
  await expect(page).toHaveURL(/\/activate\/contact-info$/);
  await expect(stepHeading(page, 'Contact')).toBeFocused();
  await expect(steps.getByRole('link', { name: /Company\s*complete/ })).toBeVisible();
  await type(page, page.getByLabel('City'), 'Madrid');
  await type(page, page.getByLabel('Address'), 'Calle Mayor 1');
  await type(page, page.getByLabel('Postal code'), '60000');
  await type(page, page.getByLabel('Phone'), '123');
  await type(page, page.getByLabel('Website'), 'www.example.com');
  await pressButton(page, 'Continue');
  await expect(page.getByText('Enter a valid postal code for this country')).toBeVisible();
  await expect(page.getByText('Enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Enter a valid website')).toBeVisible();
  await expectAccessible(page, 'activation step 2 with errors');
  await type(page, page.getByLabel('Postal code'), '28013');
  await type(page, page.getByLabel('Phone'), '612 34 56 78');
  await type(page, page.getByLabel('Website'), 'estudiolucia.es');
  await pressButton(page, 'Continue');

  // Step 3: the legal representative must be an adult; it starts from what sign-up knows.
  await expect(page).toHaveURL(/\/activate\/general-info$/);
  await expect(stepHeading(page, 'Legal representative')).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Lucía');
  await expect(page.getByLabel('Last name')).toHaveValue('Fernández Soto');
  await expect(page.getByLabel('Phone')).toHaveValue(/^\+34\d{9}$/);
  await type(page, page.getByLabel('Name', { exact: true }), 'Lucía');
  await type(page, page.getByLabel('Last name'), 'Fernández Soto');
  await type(page, page.getByLabel('Date of birth', { exact: true }), '12041985');
  await type(page, page.getByLabel('City'), 'Madrid');
  await type(page, page.getByLabel('Address'), 'Calle Mayor 1');
  await type(page, page.getByLabel('Postal code'), '28013');
  await type(page, page.getByLabel('Phone'), '+34 612 34 56 78');
  await expectAccessible(page, 'activation step 3');
  await pressButton(page, 'Continue');

  // Step 4: the three documents are needed; upload them, remove one and upload it again.
  await expect(page).toHaveURL(/\/activate\/documents$/);
  await expect(stepHeading(page, 'Documents')).toBeFocused();
  await pressButton(page, 'Continue');
  await expect(page.getByRole('alert').filter({ hasText: REQUIRED })).toHaveCount(3);
  await expectAccessible(page, 'activation step 4 with missing documents');
  await chooseDocument(page, 'ID card, front', 'id-front.png');
  await chooseDocument(page, 'ID card, back', 'id-back.png');
  await chooseDocument(page, 'Proof of address', 'proof-of-address.pdf');
  // Focus is on its Remove button now: Enter removes it, and focus comes back to the file picker.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Proof of address' }).getByLabel(/PNG, JPG or PDF/)).toBeFocused();
  await chooseDocument(page, 'Proof of address', 'proof-of-address.pdf');
  await expectAccessible(page, 'activation step 4 with documents');
  await pressButton(page, 'Continue');

  // Step 5: a Spanish IBAN typed twice alike, and a tax id with its control letter.
  await expect(page).toHaveURL(/\/activate\/bank-info$/);
  await expect(stepHeading(page, 'Bank account')).toBeFocused();
  await type(page, page.getByLabel('Tax ID (NIF, NIE or CIF)'), '12345678A');
  // The sandbox's review refuses this account and asks for the bank account again (external_account).
  await type(page, page.getByLabel('IBAN', { exact: true }), 'ES33 0049 0001 5000 0000 0000');
  await type(page, page.getByLabel('Confirm the IBAN'), 'ES79 2100 0813 6101 2345 6789');
  await pressButton(page, 'Continue');
  await expect(page.getByText('Enter a valid tax ID (NIF, NIE or CIF)')).toBeVisible();
  await expectAccessible(page, 'activation step 5 with errors');
  await type(page, page.getByLabel('Tax ID (NIF, NIE or CIF)'), '12345678Z');
  await pressButton(page, 'Continue');
  await expect(page.getByText('The account numbers do not match')).toBeVisible();
  await type(page, page.getByLabel('Confirm the IBAN'), 'ES3300490001500000000000');
  await pressButton(page, 'Continue');

  const dialog = page.getByRole('dialog', { name: 'Your payment gateway is being activated' });
  await expect(dialog).toBeVisible();
  // Behind it, step 5 is done like the others: no step is current any more.
  await expect(steps.getByRole('listitem')).toHaveText([/Company\s*complete/, /Contact\s*complete/, /Legal representative\s*complete/, /Documents\s*complete/, /Bank account\s*complete/]);
  await expectAccessible(page, 'gateway being activated');
  await tabTo(page, dialog.getByRole('button', { name: 'Go to the dashboard' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/panel$/);

  // Activated now: the wizard sends the merchant back to the dashboard.
  await page.goto('/activate/bank-info');
  await expect(page).toHaveURL(/\/dashboard\/panel$/);

  // General data: the review is under way (pending, nothing editable), then it asks for the bank account, so the
  // status reads unverified, the requirement in words, and the three cards are editable, none of the raw codes shown.
  // A new account is saved, reviewed again, and verified live.
  await page.goto('/dashboard/configuration/general-data');
  const status = page.getByRole('region', { name: 'Payment gateway status' });
  await expect(status.getByText('Pending review', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expectAccessible(page, 'general data, pending review');
  await finishReview(page);
  await expect(status.getByText('Unverified', { exact: true })).toBeVisible();
  await expect(status.getByText('Your bank account (IBAN)')).toBeVisible();
  await expect(status.getByText('external_account')).toHaveCount(0);
  for (const card of ['Legal representative', 'Documents', 'Bank account']) {
    await expect(page.getByRole('button', { name: `Edit ${card}` })).toBeVisible();
  }
  await expectAccessible(page, 'general data, unverified');

  // The configuration menu nests the gateway's steps 1 to 3 under general data, each a form (issue 27, item 21).
  const configuration = page.getByRole('navigation', { name: 'Configuration' });
  await configuration.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/configuration\/general-data\/company-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Estudio Lucía Fernández');
  await expect(page.getByLabel('Company type')).toBeDisabled();
  await expect(page.getByLabel('Industry')).toBeDisabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Gateway data updated')).toBeVisible();
  await expectAccessible(page, 'configuration, company');
  await configuration.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByLabel('Postal code')).toHaveValue('28013');
  await expect(page.getByText('Province: Madrid')).toBeVisible();
  await configuration.getByRole('link', { name: 'General data', exact: true }).click();

  await page.getByRole('button', { name: 'Edit Bank account' }).click();
  await expect(page.getByLabel('Tax ID (NIF, NIE or CIF)')).toHaveValue('12345678Z');
  await page.getByLabel('IBAN', { exact: true }).fill('ES91 2100 0418 4502 0005 1332');
  await page.getByLabel('Confirm the IBAN').fill('ES9121000418450200051332');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Gateway data updated').last()).toBeVisible();
  await expect(status.getByText('Pending review', { exact: true })).toBeVisible();
  await finishReview(page);
  await expect(status.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit (Documents|Bank account)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Legal representative' })).toBeVisible();
  await expectAccessible(page, 'general data, verified');
});

test('the wizard speaks Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/signin');
  await page.getByLabel('Correo electrónico').fill('nuevo@cobro.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('New-merchant-1');
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/activate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activa tu pasarela de pago' })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Pasos de la activación' });
  await expect(steps.getByRole('listitem').first()).toHaveText(/Empresa\s*paso actual/);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await expect(page.getByLabel('Tipo de empresa')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expectAccessible(page, 'activation step 1 (es)');
  await context.close();
});
