import { expect, expectAccessible, signIn, test } from './fixtures';
import { setListFilter } from './list-helpers';
import { addPlan } from './services-helpers';

// The smallest valid PNG (1x1): the dashboard and the server both check the content, not just the name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);


test.describe('services and plans', () => {
  test('a merchant creates a draft with two plans, publishes it, copies a link, pauses and resumes a plan', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const suffix = Date.now().toString(36);
    const serviceName = `Pilates ${suffix}`;
    const oneOff = `Single class ${suffix}`;
    const monthly = `Monthly pass ${suffix}`;

    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Status: Active');
    await expectAccessible(page, 'services list');

    await page.getByRole('link', { name: 'Create service' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/services\/create$/);
    // Saving with nothing filled in shows the spec's messages, tied to their fields.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByLabel('Service name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Add at least one plan')).toBeVisible();

    await page.getByLabel('Service name').fill(serviceName);
    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();
    await addPlan(page, { name: oneOff, amount: '12.50' });
    await addPlan(page, { name: monthly, amount: '1.249,90', monthlyOnDay: '5', cycles: '3' });
    await expect(page.getByRole('table', { name: 'Plans of this service' }).getByRole('row')).toHaveCount(3);
    await expectAccessible(page, 'create service');
    await page.getByRole('button', { name: 'Save as draft' }).click();

    await expect(page).toHaveURL(/\/dashboard\/services\?status=DRAFT$/);
    await page.getByRole('link', { name: serviceName }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit draft service' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '12,50 €' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1.249,90 €' })).toBeVisible();
    await expectAccessible(page, 'draft detail');
    await page.getByRole('button', { name: 'Publish' }).click();

    await expect(page).toHaveURL(/\/dashboard\/services$/);
    await expect(page.getByText('Service published')).toBeVisible();
    // The services list exports like the money lists: every service shown, as a spreadsheet.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await downloading).suggestedFilename()).toMatch(/^services-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.getByRole('button', { name: `Actions for ${serviceName}` }).click();
    await page.getByRole('menuitem', { name: 'Copy payment link' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy payment link' });
    await copy.getByRole('button', { name: 'Copy link' }).click();
    await expect(copy.getByText('Choose a plan')).toHaveCount(2); // the placeholder option and the error
    await copy.getByLabel('Plan').selectOption({ label: oneOff });
    await expectAccessible(page, 'copy link dialog');
    await copy.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Payment link copied')).toBeVisible();
    // Issue 27 item 8: the chosen link is shown too, not only put on the clipboard.
    const shown = page.getByRole('dialog', { name: 'Payment link' });
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/checkout\/[^/]+$/);
    await expect(shown.getByRole('textbox', { name: 'Payment link' })).toHaveValue(copied);
    await expectAccessible(page, 'payment link dialog');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);

    await page.getByRole('tab', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/watching=plans/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(monthly);
    await expect(page).toHaveURL(/search=/);
    // From a plan's row the plan is known: its link is copied and shown at once, with no plan to choose.
    await page.getByRole('button', { name: `Actions for ${monthly}` }).click();
    await page.getByRole('menuitem', { name: 'Copy payment link' }).click();
    await expect(shown.getByRole('textbox', { name: 'Payment link' })).toHaveValue(/\/checkout\/[^/]+$/);
    await expect(shown.getByRole('combobox')).toHaveCount(0);
    await expect(shown.getByText('The link is on your clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await shown.getByRole('textbox', { name: 'Payment link' }).inputValue());
    await shown.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: `Actions for ${monthly}` }).click();
    await page.getByRole('menuitem', { name: 'Pause new purchases' }).click();
    await expect(page.getByRole('row', { name: new RegExp(monthly) })).toHaveCount(0);
    await setListFilter(page, 'Status', ['Paused']);
    await expect(page.getByRole('row', { name: new RegExp(monthly) })).toContainText('Paused');
    await expectAccessible(page, 'plans tab');
    await page.getByRole('button', { name: `Actions for ${monthly}` }).click();
    await page.getByRole('menuitem', { name: 'Resume' }).click();
    await expect(page.getByRole('row', { name: new RegExp(monthly) })).toHaveCount(0);
    await setListFilter(page, 'Status', ['Active']);
    await expect(page.getByRole('row', { name: new RegExp(monthly) })).toContainText('Active');

    // Back returns to the previous list state (the paused filter), from the URL alone.
    await page.goBack();
    await expect(page.getByRole('button', { name: /^Status / })).toHaveText('Paused');
  });

  test('a draft plan of a draft service is deleted from the plans tab', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/services?watching=plans&status=DRAFT&search=Taller%20intensivo');
    await page.getByRole('button', { name: 'Actions for Taller intensivo' }).click();
    await expect(page.getByRole('menuitem', { name: 'Pause new purchases' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Delete plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete plan' });
    await expectAccessible(page, 'delete plan dialog');
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await expect(page.getByText('Plan deleted')).toBeVisible();
    await expect(page.getByText('No plans match your search or filters')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create service' }).last()).toHaveAttribute('href', '/dashboard/services/create');
  });

  // Issue 27: without a cover the form sent an empty file part and the server refused it (files.0).
  test('a new service without a cover image is published at once, its price typed the Spanish way (es)', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const serviceName = `Sin portada ${Date.now().toString(36)}`;
    await signIn(page);
    await page.goto('/dashboard/services/create');
    await page.getByLabel('Nombre del servicio').fill(serviceName);
    await page.getByRole('button', { name: 'Añadir plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
    await dialog.getByLabel('Nombre del plan').fill('Bono anual');
    await dialog.getByLabel('Descripción').fill('Un año de clases');
    await dialog.getByLabel('Importe (EUR)').fill('1249,9');
    await dialog.getByLabel('Importe (EUR)').press('Tab');
    await expect(dialog.getByLabel('Importe (EUR)')).toHaveValue('1.249,90');
    await dialog.getByLabel('Tipo').selectOption('fixed');
    await dialog.getByRole('button', { name: 'Añadir plan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: '1.249,90 €' })).toBeVisible();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/services$/);
    await expect(page.getByText('Servicio publicado')).toBeVisible();
    await expect(page.getByRole('link', { name: serviceName })).toBeVisible();
    await context.close();
  });

  test('the services screens in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/dashboard/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Planes' })).toBeVisible();
    await expectAccessible(page, 'services list (es)');
    await page.getByRole('link', { name: 'Crear servicio' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo servicio' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo plan' });
    await dialog.getByRole('button', { name: 'Añadir plan' }).click();
    await expect(dialog.getByLabel('Nombre del plan')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'plan form (es)');
    await context.close();
  });

  // Issue 27 item 8 on a phone, in Spanish: a plan's link is copied from its row and shown in a dialog on the screen.
  test("at 390 px a plan's payment link is shown whole on the screen (es)", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/dashboard/services?watching=plans&search=Bono%2010%20clases');
    await page.getByRole('button', { name: 'Acciones de Bono 10 clases' }).click();
    await page.getByRole('menuitem', { name: 'Copiar enlace de pago' }).click();
    const shown = page.getByRole('dialog', { name: 'Enlace de pago' });
    const field = shown.getByRole('textbox', { name: 'Enlace de pago' });
    await expect(field).toHaveValue(/\/checkout\/[^/]+$/);
    await expect(shown.getByText('El enlace está en tu portapapeles.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await field.inputValue());
    for (const part of [field, shown.getByRole('button', { name: 'Copiar enlace' })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'payment link dialog at 390 px (es)');
    await shown.getByRole('button', { name: 'Hecho' }).click();
    await expect(shown).toHaveCount(0);
    await context.close();
  });
});
