import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { setListFilter } from './list-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

type Charge = {
  id: string; amount: number; amount_refunded: number; refunded: boolean; status: string; stripe_id: string | null;
  receipt_url: string | null; plans: { type: string }[]; customer: { name: string; email: string };
};
type Purchase = { id: string; customer_id: string; provider: string; customer: { name: string; email: string } };
type Customer = { id: string; name: string; type: string; phone: string | null; address: { city: string | null } | null };

/**
 * The same list the page shows: the journeys pick their rows from the API, then act on them in the UI. Oldest
 * first, so the card payments other journeys make meanwhile land after this page and cannot shift its rows between
 * two journeys' reads (newest first, two journeys once picked the same charge and one refunded it in full).
 */
const CARD_CHARGES = 'payment_method=card&page_size=20&sort=created_at';
const api = async <T,>(page: Page, path: string): Promise<{ data: T[] }> => (await page.request.get(`/api${path}`)).json();
const chargesTable = (page: Page) => page.getByRole('table', { name: 'Payments' });
const rowOf = (page: Page, index: number) => chargesTable(page).getByRole('row').nth(index + 1);
const euros = (cents: number) => (cents / 100).toFixed(2);
/** As the money field shows an amount back (`1.249,90`), grouped from 1.000 on. */
const spanish = (cents: number) =>
  new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' }).format(cents / 100);
const isRefundable = (c: Charge) => ['succeeded', 'paid'].includes(c.status) && !c.refunded && Boolean(c.stripe_id) && c.amount > 200;
/** Each journey that refunds, or needs a charge's refunds to stay as they are, picks from its own rows of the page. */
const OWN_ROWS = { liveRefund: [0, 5], receipt: [5, 10], dialogInUrl: [10, 15], overRefund: [15, 20] } as const;
function pick(data: Charge[], rows: readonly [number, number], wanted: (c: Charge) => boolean, last = false) {
  const own = data.slice(...rows);
  const index = last ? own.findLastIndex(wanted) : own.findIndex(wanted);
  if (index < 0) throw new Error(`the seed has no charge this journey needs in rows ${rows.join('-')}`);
  return rows[0] + index;
}

async function openRowAction(page: Page, index: number, action: string) {
  await rowOf(page, index).getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('customers, sales and payments', () => {
  test('payments are searched, filtered by status, method and dates, paged and sorted', async ({ page }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(chargesTable(page).getByRole('columnheader', { name: 'Person' })).toBeVisible();
    await expectAccessible(page, 'payments list');

    // The status filter takes several values, as the API does; then one.
    await setListFilter(page, 'Status', ['Succeeded', 'Failed']);
    await expect(page).toHaveURL(/status=succeeded%2Cfailed|status=succeeded,failed/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Status: Failed');
    await expect(page.getByRole('button', { name: /^Status / })).toHaveText('2 selected');
    await expectAccessible(page, 'payments list filtered by two statuses');
    await setListFilter(page, 'Status', ['Succeeded']);
    await expect(page).toHaveURL(/status=succeeded(&|$)/);
    await setListFilter(page, 'Payment method', ['Card']);
    await expect(page).toHaveURL(/payment_method=card/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Payment method: Card');
    const rows = chargesTable(page).getByRole('row');
    await expect(rows.nth(1)).toContainText('Succeeded');
    await expect(rows.nth(1)).toContainText('Card');

    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
    await page.getByLabel('From', { exact: true }).fill(monthAgo.toISOString().slice(0, 10));
    await page.getByLabel('To', { exact: true }).fill(today.toISOString().slice(0, 10));
    await expect(page).toHaveURL(new RegExp(`first_day=${monthAgo.toISOString().slice(0, 10)}&last_day=`));

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await chargesTable(page).getByRole('button', { name: 'Amount' }).click();
    await expect(page).toHaveURL(/sort=amount/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(chargesTable(page).getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');

    const person = (await rows.nth(1).getByRole('rowheader').innerText()).trim();
    await page.getByRole('searchbox').fill(person);
    await expect(page).toHaveURL(/search=/);
    await expect(rows.nth(1)).toContainText(person);
  });

  // Issue 27 item 11, in English on a desktop and in Spanish on a phone.
  const LIST_TEXTS = [
    { locale: 'en-GB', width: 1280, status: 'Status', disputed: 'Disputed', description: 'Description', card: /(Visa|Mastercard|American Express) ending in \d{4}/ },
    { locale: 'es-ES', width: 390, status: 'Estado', disputed: 'En disputa', description: 'Descripción', card: /(Visa|Mastercard|American Express) terminada en \d{4}/ },
  ] as const;
  for (const texts of LIST_TEXTS) {
    test(`one Disputed option lists every disputed payment; rows say what was bought and with which card (${texts.locale}, ${texts.width} px)`, async ({ browser }) => {
      const context = await browser.newContext({ locale: texts.locale, viewport: { width: texts.width, height: 900 } });
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/dashboard/charges');
      await setListFilter(page, texts.status, [texts.disputed]);
      await expect(page).toHaveURL(/status=disputed$/);
      const disputes = ['won', 'lost', 'submitted', 'unsubmitted', 'expired', 'warning_needs_response', 'needs_response'];
      const { total } = (await (await page.request.get(`/api/charges?status=${disputes.join(',')}`)).json()) as { total: number };
      expect(total).toBeGreaterThan(0);
      const rows = page.locator('.data-table tbody tr');
      await expect(rows).toHaveCount(Math.min(total, 15));
      for (const row of await rows.all()) await expect(row).toContainText(texts.disputed);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(texts.width);

      await page.goto('/dashboard/charges?status=succeeded&payment_method=card');
      const first = page.locator('.data-table tbody tr').first();
      await expect(first).toContainText(texts.card);
      // A table on a desktop, cards on a phone: each card names its fields (decision 0517).
      if (texts.width > 960) await expect(page.getByRole('columnheader', { name: texts.description })).toBeVisible();
      else await expect(first.locator('.data-table__label', { hasText: texts.description })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(texts.width);
      await expectAccessible(page, `payments with cards (${texts.locale}, ${texts.width} px)`);
      await context.close();
    });
  }

  test('a refund updates the amount and then the status live in a second tab', async ({ page, context }) => {
    await signIn(page);
    const { data } = await api<Charge>(page, `/charges?${CARD_CHARGES}`);
    const index = pick(data, OWN_ROWS.liveRefund, (c) => isRefundable(c) && c.amount_refunded === 0);
    const charge = data[index];
    const other = await context.newPage();
    await other.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await page.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await expect(rowOf(other, index)).toContainText(charge.customer.name);

    await openRowAction(page, index, 'Refund');
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    // Issue 27: the field starts with what is left to refund, and takes a decimal comma.
    const amount = dialog.getByLabel('Amount (EUR)');
    await expect(amount).toHaveValue(spanish(charge.amount));
    await amount.fill('1,00');
    await dialog.getByLabel('Reason (optional)').selectOption('requested_by_customer');
    await expectAccessible(page, 'refund dialog');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(other, index)).toContainText('Refunded 1,00 €');

    await openRowAction(page, index, 'Refund');
    await expect(amount).toHaveValue(spanish(charge.amount - 100));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(other, index).getByText('Refunded', { exact: true })).toBeVisible();
    await other.close();
  });

  test('the refund dialog is in the URL: a reload keeps it open for the same charge and Back closes it', async ({ page }) => {
    await signIn(page);
    const { data } = await api<Charge>(page, `/charges?${CARD_CHARGES}`);
    // Under 1.000 € so the amount reads the same with or without a thousands separator.
    const row = pick(data, OWN_ROWS.dialogInUrl, (c) => isRefundable(c) && c.amount < 100_000);
    const charge = data[row];
    await page.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await expect(rowOf(page, row)).toBeVisible();
    const listUrl = page.url();
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    // Two charges can share a name (same buyer, amount and minute), so the check reads the focused button's name.
    const actionsName = (await rowOf(page, row).getByRole('button', { name: /^Actions for/ }).getAttribute('aria-label'))!;
    const focusedActions = chargesTable(page).locator('button:focus');

    await openRowAction(page, row, 'Refund');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${listUrl}&dialog=refund&charge=${charge.id}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(listUrl);
    await expect(focusedActions).toHaveAttribute('aria-label', actionsName);

    await openRowAction(page, row, 'Refund');
    await expect(dialog).toBeVisible();
    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${listUrl}&dialog=refund&charge=${charge.id}`);
    await expect(dialog).toContainText(`of ${euros(charge.amount).replace('.', ',')} €`);
    await expectAccessible(page, 'refund dialog after a reload');

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(listUrl);
    // Nothing on the reloaded page opened the dialog, so focus goes to the page's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeFocused();
  });

  test('an over-refund is refused inline with CHA-006 and the remaining amount', async ({ page, baseURL }) => {
    await signIn(page);
    const { data } = await api<Charge>(page, `/charges?${CARD_CHARGES}`);
    const index = pick(data, OWN_ROWS.overRefund, isRefundable, true);
    const charge = data[index];
    const remaining = charge.amount - charge.amount_refunded;
    await page.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await openRowAction(page, index, 'Refund');
    const dialog = page.getByRole('dialog', { name: 'Refund payment' });
    const amount = dialog.getByLabel('Amount (EUR)');
    await amount.fill(euros(remaining + 100));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText(`up to ${euros(remaining).replace('.', ',')} €`);

    // Another refund lands meanwhile: the server's CHA-006 is shown on the field with what is really left.
    const concurrent = await page.request.put(`/api/charges/${charge.id}/refund`, {
      data: { amount: remaining - 1 },
      headers: { 'idempotency-key': `e2e-${Date.now()}`, origin: baseURL! },
    });
    expect(concurrent.ok()).toBe(true);
    await amount.fill(euros(remaining));
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dialog).toContainText('up to 0,01 €');
    await expect(amount).toBeFocused();
    await expect(page.getByText('CHA-006')).toHaveCount(0);
  });

  test('a receipt is sent to another e-mail and lands in the mail outbox', async ({ page, context }) => {
    await signIn(page);
    const { data } = await api<Charge>(page, `/charges?${CARD_CHARGES}`);
    const index = pick(data, OWN_ROWS.receipt, (c) => c.status === 'succeeded' && Boolean(c.receipt_url) && !c.refunded
      && c.amount_refunded > 0 && c.plans.some((p) => p.type === 'fixed'));
    await page.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await openRowAction(page, index, 'Send receipt');
    const dialog = page.getByRole('dialog', { name: 'Send receipt' });
    await dialog.getByLabel('Another e-mail').check();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('pepe@');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'send receipt dialog');
    const to = `recibo-${Date.now().toString(36)}@example.es`;
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(to);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Receipt sent')).toBeVisible();

    const outbox = await context.newPage();
    await outbox.goto('/dev/mail');
    await expect(outbox.getByText(`Para: ${to}`)).toBeVisible();
    await expect(outbox.getByRole('link', { name: 'recibo.pdf' }).first()).toBeVisible();
    await outbox.close();
  });

  test('the selected payments are exported to a spreadsheet', async ({ page }) => {
    await signIn(page);
    await page.goto(`/dashboard/charges?${CARD_CHARGES}`);
    await rowOf(page, 0).getByRole('checkbox').check();
    await rowOf(page, 1).getByRole('checkbox').check();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export selected (2)' }).click();
    const download = await downloading;
    // Written in the dashboard's language, which every call says as Accept-Language (decision 1100).
    expect(download.suggestedFilename()).toMatch(/^payments-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.actualRowCount).toBe(3); // the header and the two rows
    expect(sheet.getRow(1).getCell(9).value).toBe('Payment method');
    expect([2, 3].map((row) => sheet.getRow(row).getCell(9).value)).toEqual(['Card', 'Card']);
  });

  test('a customer is edited with an invalid phone and then a valid one', async ({ page }) => {
    await signIn(page);
    const { data } = await api<Customer>(page, '/customers?page_size=20&sort=name');
    const customer = data.find((c) => c.type === 'PERSON' && c.phone && c.address?.city)!;
    await page.goto('/dashboard/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectAccessible(page, 'customers list');
    await page.goto(`/dashboard/customers/${customer.id}/detail`);
    await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
    await expect(page.getByText('Monthly recurring revenue')).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByText('Postal code')).toBeVisible();
    await expectAccessible(page, 'customer detail');
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/watching=charges/);

    await page.getByRole('button', { name: 'Account actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const phone = page.getByLabel('Phone');
    await phone.fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter a valid phone number')).toBeVisible();
    await expectAccessible(page, 'customer edit form');
    await phone.fill('+34 699 111 222');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Customer updated')).toBeVisible();
    await expect(page.getByText('+34 699111222')).toBeVisible();
  });

  test('a customer with subscriptions cannot be deleted and is sent to their purchases', async ({ page }) => {
    await signIn(page);
    const { data } = await api<Purchase>(page, '/purchases?status=active&page_size=20');
    await page.goto(`/dashboard/customers?search=${encodeURIComponent(data[0].customer.email)}`);
    await page.getByRole('button', { name: /^Actions for/ }).first().click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Delete customer' }).getByRole('button', { name: 'Delete customer' }).click();
    const blocked = page.getByRole('dialog', { name: 'This customer cannot be deleted' });
    await expect(blocked).toBeVisible();
    await expect(page.getByText('CUS-005')).toHaveCount(0);
    await expectAccessible(page, 'cannot delete dialog');
    await blocked.getByRole('link', { name: 'See their purchases' }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchases\?search=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
  });

  test('a subscription is paused, resumed and canceled, and its detail shows the plan and charges', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page);
    const { data: active } = await api<Purchase>(page, '/purchases?status=active&page_size=20');
    // Not the customer the delete journey relies on, so that one keeps a subscription whatever the order.
    const chosen = active.find((p) => p.provider === 'STRIPE' && p.customer_id !== active[0].customer_id)!;
    const query = `search=${encodeURIComponent(chosen.customer.email)}&sort=-created_at`;
    const { data } = await api<Purchase>(page, `/purchases?${query}`);
    const index = data.findIndex((p) => p.id === chosen.id);
    const purchase = data[index];
    await page.goto(`/dashboard/purchases?${query}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();
    await expectAccessible(page, 'sales list');
    const row = page.getByRole('table', { name: 'Sales' }).getByRole('row').nth(index + 1);
    const act = async (item: string, dialogName: string, confirm: string) => {
      await row.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: item }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByRole('button', { name: confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Change payment method' }).click();
    const info = page.getByRole('dialog', { name: 'Change payment method' });
    await expect(info).toContainText('The link has been copied');
    const link = await info.getByRole('link').innerText();
    expect(link).toMatch(/\/update-card\/.+$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expectAccessible(page, 'change payment method dialog');
    await info.getByRole('button', { name: 'Understood' }).click();
    await act('Pause', 'Pause subscription', 'Pause');
    await expect(row).toContainText('Paused');
    await act('Resume', 'Resume subscription', 'Resume');
    await expect(row).toContainText('Active');
    await act('Cancel subscription', 'Cancel subscription', 'Cancel subscription');
    await expect(row).toContainText('Canceled');

    await row.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/purchases/${purchase.id}/detail$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Plan', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: purchase.customer.name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Charges of this plan' })).toBeVisible();
    await expectAccessible(page, 'sale detail');
  });

  test('the money screens are accessible in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page);
    for (const [path, heading] of [['/dashboard/customers', 'Clientes'], ['/dashboard/purchases', 'Ventas'], ['/dashboard/charges', 'Cobros']]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expectAccessible(page, `${path} (es)`);
    }
    await page.getByRole('button', { name: /^Acciones de/ }).first().click();
    await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
    await expect(page.getByRole('dialog', { name: 'Detalles del cobro' })).toContainText('Comisión');
    await expectAccessible(page, 'payment details (es)');
    await context.close();
  });
});
