import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { words, type Lang } from './catalog-words';
import { DEMO, expect, expectAccessible } from './fixtures';

// What the checkout journeys share: fresh buyers, the two first steps, the sandbox frame and the merchant's API.

export const PLANS = { oneTime: 'Bono 10 clases', monthly: 'Mensual ilimitado' } as const;
export const SANDBOX = {
  card: '4242 4242 4242 4242',
  authentication: '4000 0027 6000 3184',
  /** Stripe's Spanish test IBAN: processing, then succeeded (docs/payments.md "Sandbox instruments"). */
  iban: 'ES07 0012 0345 0300 0006 7890',
} as const;

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export interface Buyer {
  email: string;
  dni: string;
}

/** A buyer nobody has used yet (valid DNI, unique e-mail), so verify-id asks for complete-data. */
export function newBuyer(): Buyer {
  const number = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return { email: `buyer-${tag}@example.es`, dni: `${number}${DNI_LETTERS[Number(number) % 23]}` };
}

/** The merchant's API in the test's own request context (its cookie jar is not the buyer's page). */
export async function merchantApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
  expect(login.ok(), 'the demo merchant signs in').toBe(true);
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`);
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get,
    /** The payment link of a seeded plan (links are the plan ids, decision 0602). */
    async linkOf(planName: string): Promise<string> {
      const services = await get<{ data: { plans: { id: string; name: string; payment_link: unknown }[] }[] }>('/services?page=1&page_size=20');
      const plan = services.data.flatMap((s) => s.plans).find((p) => p.name === planName && p.payment_link);
      expect(plan, `the seed publishes ${planName} with a payment link`).toBeTruthy();
      return plan!.id;
    },
    /** The buyer's charges as the merchant lists them (every status), found by the buyer's e-mail. */
    async chargesOf(buyer: Buyer): Promise<{ id: string; status: string; payment_method: string }[]> {
      const customers = await get<{ data: { id: string; email: string }[] }>(`/customers?search=${encodeURIComponent(buyer.email)}`);
      const customer = customers.data.find((c) => c.email === buyer.email);
      if (!customer) return [];
      return (await get<{ data: { id: string; status: string; payment_method: string }[] }>(`/customers/${customer.id}/charges`)).data;
    },
  };
}

export async function identify(root: Page | Locator, lang: Lang, buyer: Buyer) {
  const w = words(lang);
  await root.getByLabel(w('A person')).check();
  await root.getByLabel(w('E-mail')).fill(buyer.email);
  await root.getByLabel('DNI', { exact: true }).fill(buyer.dni);
  await root.getByRole('button', { name: w('Continue') }).click();
}

export async function completeData(root: Page | Locator, lang: Lang) {
  const w = words(lang);
  await root.getByLabel(w('Name'), { exact: true }).fill('Ana');
  await root.getByLabel(w('Phone')).fill('612 34 56 78');
  await root.getByLabel(w('City')).fill('Madrid');
  await root.getByLabel(w('Postal code')).fill('28013');
  await root.getByLabel(w('Address')).fill('Calle Mayor 1');
  await root.getByRole('button', { name: w('Continue') }).click();
}

/** A new buyer from the payment link to the payment step, checking each page on the way (with axe unless told). */
export async function reachPayment(
  page: Page,
  linkId: string,
  buyer: Buyer,
  lang: Lang = 'en',
  check: (where: string) => Promise<void> = (where) => expectAccessible(page, where),
) {
  await page.goto(`/checkout/${linkId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('identify');
  await identify(page, lang, buyer);
  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-data$`));
  await expect(page.getByLabel(words(lang)('Address'))).toBeVisible();
  await check('complete-data');
  await completeData(page, lang);
  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/complete-payment$`));
}

/** The sandbox frame's fields are labelled in the frame's locale. */
export async function fillCard(frame: FrameLocator, number: string) {
  await frame.getByLabel(/card number|número de (la )?(tarjeta|targeta)/i).fill(number);
  await frame.getByLabel(/expir|caducidad|caducitat/i).fill('12/34');
  await frame.getByLabel(/^cvc$/i).fill('123');
}

export async function fillIban(frame: FrameLocator, iban: string) {
  await frame.getByLabel(/account holder|titular de la cuenta/i).fill('Ana Pérez');
  await frame.getByLabel('IBAN', { exact: true }).fill(iban);
}

/**
 * A new buyer pays a payment link by the sandbox card that succeeds, in `lang`: on a desktop the steps are pages
 * (reachPayment); on a phone the summary comes first, and its Buy button opens each step in a sheet. `check` runs on
 * each step as it is shown (axe-core and layout, say); it ends on the success page.
 */
export async function payLinkByCard(
  page: Page,
  linkId: string,
  buyer: Buyer,
  price: RegExp,
  sheets: boolean,
  check: (where: string) => Promise<void>,
  lang: Lang = 'en',
) {
  const w = words(lang);
  let payment: Page | Locator = page;
  if (sheets) {
    await page.goto(`/checkout/${linkId}`);
    await page.getByRole('button', { name: w('Buy'), exact: true }).click();
    const details = page.getByRole('dialog', { name: w('Your details') });
    await expect(details).toBeVisible();
    await check('identify sheet');
    await identify(details, lang, buyer);
    const data = page.getByRole('dialog', { name: w('Complete your details') });
    await expect(data).toBeVisible();
    await check('complete-data sheet');
    await completeData(data, lang);
    payment = page.getByRole('dialog', { name: w('Payment') });
  } else {
    await reachPayment(page, linkId, buyer, lang, check);
  }
  await payment.getByLabel(w('Card'), { exact: true }).check();
  await fillCard(page.frameLocator(`iframe[title="${w('Card details')}"]`), SANDBOX.card);
  await check('payment step with the card');
  await payment.getByRole('button', { name: price }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${linkId}/success\\?purchase_id=`));
}
