import type { Locator, Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { completeData, fillIban, identify, newBuyer, SANDBOX } from './checkout-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { newMerchantSelling } from './merchant-helpers';
import { publishService } from './services-helpers';
import { TEXTS } from './signup-helpers';
import { heard, openStep, recordCobroEvents } from './widget-helpers';

// Issue 29's journey (decision 1139), in Spanish and in English: a new merchant publishes a variable plan (40 € a
// unit, monthly, charging the last usage on cancellation) and builds its button in Web checkout: in Spanish the
// product-services button of that plan, in English a web-services button describing it (with an external usage
// id; a test key's button needs no signature, decision 1010). A buyer subscribes on the merchant's page, on a second origin, by SEPA: nothing is charged. The
// integrator reports units with the secret key, the billing run reaches the period's end through its test hook, and
// the merchant, watching Payments, sees the charge arrive live with units × the unit price, then settle.

// The shop page is served through page.route at http://localhost (Cobro answers on 127.0.0.1): Chromium asks before
// such a page reaches the loopback server (Local Network Access); the journey grants it, as the widget journeys do.
test.use({ permissions: ['local-network-access'] });

const JOURNEYS = [
  { lang: 'es', kind: 'product', units: 3 },
  { lang: 'en', kind: 'web', units: 2 },
] as const satisfies readonly { lang: Lang; kind: 'product' | 'web'; units: number }[];

const UNIT_PRICE = 4000;

/** The secret key, generated in Configuration > API as a merchant gives it to their developer. */
async function secretKey(merchant: Page, lang: Lang) {
  const w = words(lang);
  await merchant.goto('/dashboard/configuration/api');
  await merchant.getByRole('table', { name: w('Secret key') }).getByRole('row').nth(1).getByRole('button', { name: w('Generate key') }).click();
  const dialog = merchant.getByRole('dialog', { name: w('Your new secret key') });
  const key = (await dialog.getByTestId('new-api-key').textContent())!.trim();
  await dialog.getByRole('button', { name: w('Done') }).click();
  return key;
}

/** Web checkout's button step, in the tab of `kind`, filled for the plan; the code it shows. */
async function buttonCode(step: Locator, kind: 'product' | 'web', plan: { service: string; name: string }, usageId: string, lang: Lang) {
  const w = words(lang);
  if (kind === 'product') {
    await step.getByLabel(w('Service'), { exact: true }).selectOption({ label: plan.service });
    // A plan's option says its price too ("… · 40,00 € / unit · Monthly").
    const choice = step.getByLabel(w('Plan'), { exact: true });
    await choice.selectOption((await choice.locator('option', { hasText: plan.name }).getAttribute('value'))!);
  } else {
    await step.getByRole('tab', { name: w('Web services') }).click();
    await step.getByLabel(w('Service name')).fill(plan.service);
    await step.getByLabel(w('Plan name')).fill(plan.name);
    await step.getByLabel(w('Payment type')).selectOption('Subscription');
    await step.getByLabel(w('Subscription type')).selectOption('variable');
    await step.getByLabel(w('Price per unit (EUR)')).fill('40,00');
    await step.getByLabel(w('Frequency')).selectOption('month');
    await step.getByLabel(w('When cancelled')).selectOption('last_charge');
    await step.getByLabel(w('External usage id (optional)')).fill(usageId);
  }
  const code = step.getByRole('figure', { name: w('Pay button') }).locator('code');
  await expect(code).toContainText(kind === 'product' ? 'plan-id=' : `external-usage-id="${usageId}"`);
  return (await code.textContent())!;
}

for (const { lang, kind, units } of JOURNEYS) {
  test(`a variable plan: subscribed by SEPA on the merchant's page, billed by the units reported (${lang}, ${kind} button)`, async ({
    browser,
    baseURL,
    request,
  }) => {
    // A hang detector, not a budget: a merchant's sign-up and activation come first.
    test.setTimeout(480_000);
    const w = words(lang);
    const locale = TEXTS[lang].locale;
    const cobro = new URL(baseURL!).origin;
    const suffix = `${lang}-${Date.now().toString(36)}`;
    const plan = { service: `Soporte ${suffix}`, name: `Horas ${suffix}` };
    const usageId = `cliente-${suffix}`;

    // The merchant: selling, with SEPA on, a variable plan published (shown per unit) and a secret key.
    // Its own address: the journeys' other sign-ups have used the ten an hour one address may make (playwright.config.ts).
    const merchantContext = await browser.newContext({ locale, extraHTTPHeaders: { 'x-forwarded-for': lang === 'es' ? '198.51.100.34' : '198.51.100.44' } });
    const merchant = await merchantContext.newPage();
    await newMerchantSelling(merchant, suffix, { name: `Bono ${suffix}`, amount: '25.00' }, async () => {}, lang);
    await merchant.goto('/dashboard/configuration/payment-methods');
    await merchant.getByRole('checkbox', { name: w('SEPA direct debit'), exact: true }).check();
    await expect(merchant.getByRole('checkbox', { name: w('SEPA direct debit'), exact: true })).toBeEnabled();
    await publishService(merchant, plan.service, { name: plan.name, amount: '40.00', variable: 'last_charge' }, lang);
    await merchant.goto(`/dashboard/services?watching=plans&search=${encodeURIComponent(plan.name)}`);
    await expect(merchant.getByRole('row', { name: new RegExp(plan.name) })).toContainText(w('{price} / unit', { price: '40,00 €' }));
    await expectAccessible(merchant, 'plans with a variable one');
    const key = await secretKey(merchant, lang);

    // Web checkout: the script (its key) and the button's code, as the merchant copies them into their page.
    await merchant.goto('/dashboard/configuration/web-checkout');
    const script = (await (await openStep(merchant, w('Unique script'))).locator('figure code').textContent())!;
    const button = await buttonCode(await openStep(merchant, w('Payment button')), kind, plan, usageId, lang);
    await expectAccessible(merchant, 'web checkout with the variable button');

    // The merchant watches Payments for this buyer: nothing is charged at checkout.
    const buyer = newBuyer();
    await merchant.goto(`/dashboard/charges?search=${encodeURIComponent(buyer.email)}`);
    await expect(merchant.getByText(w('No payments match your search or filters'))).toBeVisible();
    // A reload would lose this mark: its survival proves the charge came live.
    await merchant.evaluate(() => ((window as unknown as { cobroNoReload: boolean }).cobroNoReload = true));

    // The buyer, on the merchant's page on another origin, subscribes by SEPA in the button's dialog.
    const shop = `http://localhost:${new URL(baseURL!).port}/horas-${suffix}/`;
    const buyerContext = await browser.newContext({ locale });
    const page = await buyerContext.newPage();
    await page.route(shop, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8" /><title>Soporte ${suffix}</title>${script}</head>
<body><main><h1>Soporte ${suffix}</h1>${button}</main></body></html>`,
      }),
    );
    await recordCobroEvents(page, ['cobro-payment-success']);
    await page.goto(shop);
    await page.locator('pay-button').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: w('Payment') });
    await expect(dialog.getByText(w('{unitPrice} per unit · {often}', { unitPrice: '40,00 €', often: w('Monthly').toLowerCase() }))).toBeVisible();
    await identify(dialog, lang, buyer);
    await completeData(dialog, lang);
    await expect(dialog.getByRole('group', { name: w('How will you pay for what you use?') })).toBeVisible();
    await dialog.getByLabel(w('SEPA direct debit'), { exact: true }).check();
    await fillIban(dialog.frameLocator(`iframe[title="${w('Bank account details')}"]`), SANDBOX.iban);
    await expectAccessible(page, 'variable checkout, SEPA');
    await dialog.getByRole('button', { name: w('Save and subscribe') }).click();
    const started = 'Your subscription to {planName} has started. Nothing was charged today: at the end of each period you are charged for what you used.';
    await expect(dialog.getByText(w(started, { planName: plan.name }))).toBeVisible();
    const purchaseId = (await heard(page, 'cobro-payment-success')).detail!.purchase_id as string;
    await expectAccessible(page, 'variable subscription started');
    await buyerContext.close();
    await expect(merchant.getByText(w('No payments match your search or filters'))).toBeVisible();

    // The integrator's server reports the units with the secret key (the Spanish one by purchase, the English one by
    // the button's usage id); the same report sent twice counts once.
    const report = kind === 'product' ? { purchase_id: purchaseId, units } : { external_usage_id: usageId, units };
    const send = async () => {
      const reported = await request.post(`${cobro}/api/v1/usage`, {
        headers: { authorization: `Bearer ${key}`, 'idempotency-key': `usage-${suffix}` },
        data: report,
      });
      expect(reported.status(), await reported.text()).toBe(200);
      return (await reported.json()) as { id: string; purchase_id: string; units: number };
    };
    const first = await send();
    expect(first).toMatchObject({ purchase_id: purchaseId, units });
    expect((await send()).id).toBe(first.id);

    // The period's end: the billing run charges units × 40 € on the saved mandate, and Payments shows it live.
    const billed = await merchant.request.post('/api/__test__/billing/run', { data: { purchase_id: purchaseId } });
    expect(await billed.json()).toMatchObject({ charged: 1 });
    const rows = merchant.getByRole('table', { name: w('Payments') }).getByRole('row');
    await expect(rows).toHaveCount(2);
    const amount = `${(units * UNIT_PRICE) / 100},00 €`;
    await expect(rows.nth(1)).toContainText(amount);
    // The debit settles (by the sandbox's clock, or now through its hook).
    expect((await merchant.request.post('/api/__test__/sandbox/settle')).ok()).toBe(true);
    await expect(rows.nth(1)).toContainText(w('Succeeded'));
    expect(await merchant.evaluate(() => (window as unknown as { cobroNoReload?: boolean }).cobroNoReload)).toBe(true);
    await expectAccessible(merchant, 'payments with the variable charge');
    await merchantContext.close();
  });
}
