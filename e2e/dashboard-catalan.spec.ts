import type { Page } from '@playwright/test';
import { words, wordsOnlyInEnglishOrSpanish } from './catalog-words';
import { newBuyer, payLinkByCard } from './checkout-helpers';
import { expect, expectAccessible, expectNoSideScroll, test } from './fixtures';
import { newMerchantSelling } from './merchant-helpers';
import { copyPaymentLink } from './services-helpers';

// Issue 32 (decision 1156): the dashboard in Catalan, the third language of its switch. A new merchant, signed up in
// Spanish, sells a plan of 1.234,56 € to a buyer, then chooses Català in the account menu: every main page (panel,
// sales, payments, customers, services and each configuration page) is headed and navigated in the catalogs'
// Catalan, writes amounts and dates as Spain does, shows no word only the English or Spanish catalogs write, and is
// axe clean (payments also at 390 px); the choice is the user's, so a reload keeps it.
// Its own merchant: the language is stored for the user, and the demo merchant's is every other journey's.

const es = words('es');
const ca = words('ca');
const LEFTOVERS = wordsOnlyInEnglishOrSpanish();
const PHONE = { width: 390, height: 844 };

/**
 * The text a reader sees on the page, the elements' shadow roots included (the dashboard draws inside one), but code:
 * the API's field names and the sample values of its examples are the same in every language.
 */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const visit = (node: Node) => {
      if (node instanceof Text) {
        const parent = node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined);
        if (parent?.checkVisibility({ visibilityProperty: true })) texts.push(node.data);
        return;
      }
      if (node instanceof Element && ['SCRIPT', 'STYLE', 'TEMPLATE', 'CODE', 'PRE'].includes(node.tagName)) return;
      if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
      node.childNodes.forEach(visit);
    };
    visit(document.body);
    return texts.join(' ');
  });
}

/** No word of the English or Spanish catalogs alone on the page, once the data typed in the journey is left out. */
async function expectCatalanOnly(page: Page, where: string, data: string[]) {
  let text = await visibleText(page);
  for (const typed of data) text = text.replaceAll(typed, ' ');
  const found = [...new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])].filter((word) => LEFTOVERS.has(word));
  expect(found, `English or Spanish words on ${where}`).toEqual([]);
}

test.use({ locale: 'es-ES' });

test('the dashboard in Catalan from its language switch: main pages in Catalan, Spanish amounts and dates, axe clean, kept after a reload', async ({
  browser,
}) => {
  // A hang detector, not a budget: the merchant's sign-up and activation come first.
  test.setTimeout(480_000);
  const suffix = `ca-${Date.now().toString(36)}`;
  const plan = { name: `Abonament ${suffix}`, amount: '1234.56' };
  // Its own address: the journeys' other sign-ups have used the ten an hour one address may make (playwright.config.ts).
  const context = await browser.newContext({ locale: 'es-ES', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.64' } });
  const page = await context.newPage();
  await newMerchantSelling(page, suffix, plan, async () => {}, 'es');
  const link = await copyPaymentLink(page, plan.name, 'es');

  const buyer = newBuyer();
  const buyerContext = await browser.newContext({ locale: 'es-ES' });
  const buyerPage = await buyerContext.newPage();
  await payLinkByCard(buyerPage, link.split('/').pop()!, buyer, es.pattern('Pay {price}'), false, async () => {}, 'es');
  await buyerContext.close();
  // The charge's day as Spain writes it (Madrid time), from the charge itself.
  const charges = (await (await page.request.get('/api/charges?page=1&page_size=5')).json()) as { data: { created_at: string }[] };
  const day = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' }).format(
    new Date(charges.data[0].created_at),
  );
  expect(day).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const amount = '1.234,56 €';
  // What the journey typed is data, in whatever language it was typed.
  const data = [`Estudio ${suffix}`, `Clases ${suffix}`, plan.name, `${plan.name} for the journey`, buyer.email, 'Ana', 'Madrid', 'Calle Mayor 1', 'Lucía', 'Martín Ortega', 'estudio-nuevo.es'];

  // Català, from the account menu: the interface changes at once.
  await page.goto('/dashboard/panel');
  await page.getByRole('button', { name: es('Account menu') }).click();
  await page.getByRole('menuitemradio', { name: 'Català' }).click();
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'ca');
  await page.getByRole('button', { name: ca('Account menu') }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Català' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');

  const main = page.getByRole('navigation', { name: ca('Main') });
  const configuration = page.getByRole('navigation', { name: ca('Configuration') });
  const visit = async (nav: typeof main, name: string, shows: string[] = []) => {
    await nav.getByRole('link', { name: ca(name), exact: true }).click();
    await expect(nav.getByRole('link', { name: ca(name), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: ca(name) })).toBeVisible();
    for (const text of shows) await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expectCatalanOnly(page, name, data);
    await expectAccessible(page, `${name} (ca)`);
  };

  /** A page reached from the one shown: its heading, what it shows, its words, axe. */
  const open = async (link: string, heading: string, shows: string[]) => {
    await page.getByRole('main').getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of shows) await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
    await expectCatalanOnly(page, heading, data);
    await expectAccessible(page, `${heading} (ca)`);
  };

  await visit(main, 'Panel', [amount]);
  await visit(main, 'Sales', [amount, day, plan.name]);
  await open(`Clases ${suffix} · ${plan.name}`, ca('Sale of {0}', { 0: plan.name }), [amount, day]);
  await visit(main, 'Payments', [amount, day]);
  await visit(main, 'Customers', [buyer.email]);
  await open('Ana', 'Ana', [buyer.email, amount]);
  await visit(main, 'Services', [`Clases ${suffix}`]);
  for (const name of ['General data', 'Company', 'Contact', 'Legal representative', 'Payment methods', 'Terms and conditions', 'Web checkout', 'API']) {
    await visit(configuration, name);
  }
  // The buyers' withdrawal requests, none yet.
  await page.goto('/dashboard/purchases/withdrawals');
  await expect(page.getByRole('heading', { level: 1, name: ca('Withdrawal requests') })).toBeVisible();
  await expect(page.getByText(ca('No buyer has withdrawn from a contract'))).toBeVisible();
  await expectCatalanOnly(page, 'withdrawal requests', data);
  await expectAccessible(page, 'withdrawal requests (ca)');

  // Payments on a phone: the same words, nothing sideways.
  await page.goto('/dashboard/charges');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 1, name: ca('Payments') })).toBeVisible();
  await expect(page.getByRole('main').getByText(amount).first()).toBeVisible();
  await expectCatalanOnly(page, 'payments at 390 px', data);
  await expectAccessible(page, 'payments at 390 px (ca)');
  await expectNoSideScroll(page, 'payments at 390 px (ca)');

  // The choice is stored for the user: a reload, in a Spanish browser, is still Catalan.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: ca('Payments') })).toBeVisible();
  await expect(page.locator('.shell')).toHaveAttribute('lang', 'ca');
  await expectCatalanOnly(page, 'payments after a reload', data);
  await context.close();
});
