import { words } from './catalog-words';
import { DEMO, expect, expectAccessible, test } from './fixtures';
import { SANDBOX, fillCard, merchantApi } from './checkout-helpers';

// The update-card page (issue 4, public-flows 4 "Update card" and 8): the link a merchant sends a subscriber.

interface PurchaseRow {
  id: string;
  provider: string;
  payment_method: string | null;
  plan: { name: string; recurring: boolean };
}
interface SubscriptionView {
  plan: { name: string };
  payment_method: { type: string; last4: string | null } | null;
  payment_methods: string[];
}

test.describe('update-card', () => {
  test.use({ locale: 'en-GB' });

  test("a subscriber replaces the subscription's card with 4242 in the frame", async ({ page, request }) => {
    const api = await merchantApi(request);
    const { data: active } = await api.get<{ data: PurchaseRow[] }>('/purchases?status=active&page_size=20');
    // The last card subscription: money.spec.ts pauses and cancels an earlier one, so the two never meet.
    const candidates = active.filter((p) => p.plan.recurring && p.provider === 'STRIPE' && p.payment_method === 'card');
    const chosen = candidates.at(-1);
    expect(chosen, 'the seed has an active card subscription').toBeTruthy();
    const read = () => api.get<SubscriptionView>(`/subscriptions/${chosen!.id}`);
    const before = await read();
    expect(before.payment_methods).toContain('card');
    expect(before.payment_method?.last4, 'a seeded card that is not the one the test saves').not.toBe('4242');

    await page.goto(`/update-card/${chosen!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Update your payment method' })).toBeVisible();
    await expect(page.getByText(`ending in ${before.payment_method!.last4}`)).toBeVisible();
    await expectAccessible(page, 'update-card');

    await page.getByLabel('Card', { exact: true }).check();
    await fillCard(page.frameLocator('iframe[title="Card details"]'), SANDBOX.card);
    const save = page.getByRole('button', { name: 'Save payment method' });
    await expect(save).toBeEnabled();
    await expectAccessible(page, 'update-card with the card form');
    await save.click();

    await expect(page.getByRole('status')).toContainText(`Your payment method is updated. The next payments of ${before.plan.name} will use it.`);
    await expectAccessible(page, 'update-card done');
    expect((await read()).payment_method).toMatchObject({ type: 'card', last4: '4242' });
    await page.reload();
    await expect(page.getByText('ending in 4242')).toBeVisible();
  });

  test('a canceled subscription shows the not-active screen naming the company', async ({ page, request }) => {
    const api = await merchantApi(request);
    const { data: canceled } = await api.get<{ data: PurchaseRow[] }>('/purchases?status=canceled&page_size=20');
    const chosen = canceled.find((p) => p.plan.recurring);
    expect(chosen, 'the seed has a canceled subscription').toBeTruthy();

    await page.goto(`/update-card/${chosen!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription not active' })).toBeVisible();
    await expect(page.getByText(`Your subscription with ${DEMO.company} is not active`)).toBeVisible();
    await expect(page.getByText(`Contact ${DEMO.company} to renew it.`)).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page, 'update-card not active');
  });
});

// Decision 1156: a Catalan browser gets the page in Catalan (its <html lang> and the checkout's locale from
// Accept-Language), the sandbox's card frame too. Nothing is saved here: the English journey above changes the card.
test.describe('update-card in Catalan', () => {
  test.use({ locale: 'ca-ES' });
  const ca = words('ca');

  test('an active subscription: the page, the current card and the card frame in Catalan', async ({ page, request }) => {
    const api = await merchantApi(request);
    const { data: active } = await api.get<{ data: PurchaseRow[] }>('/purchases?status=active&page_size=20');
    const chosen = active.find((p) => p.plan.recurring && p.provider === 'STRIPE' && p.payment_method === 'card');
    expect(chosen, 'the seed has an active card subscription').toBeTruthy();
    const { payment_method } = await api.get<SubscriptionView>(`/subscriptions/${chosen!.id}`);

    await page.goto(`/update-card/${chosen!.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca');
    await expect(page.getByRole('heading', { level: 1, name: ca('Update your payment method') })).toBeVisible();
    await expect(page.getByText(`acabada en ${payment_method!.last4}`)).toBeVisible();
    await page.getByLabel(ca('Card'), { exact: true }).check();
    await expect(page.frameLocator(`iframe[title="${ca('Card details')}"]`).getByLabel('Número de targeta')).toBeVisible();
    await expect(page.getByRole('button', { name: ca('Save payment method') })).toBeVisible();
    await expectAccessible(page, 'update-card (ca)');
  });

  test('a canceled subscription says so in Catalan, naming the company', async ({ page, request }) => {
    const { data: canceled } = await (await merchantApi(request)).get<{ data: PurchaseRow[] }>('/purchases?status=canceled&page_size=20');
    const chosen = canceled.find((p) => p.plan.recurring);
    expect(chosen, 'the seed has a canceled subscription').toBeTruthy();

    await page.goto(`/update-card/${chosen!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: ca('Subscription not active') })).toBeVisible();
    const text = ca('Your subscription with {company} is not active, so its payment method cannot be changed. Contact {company} to renew it.', {
      company: DEMO.company,
    });
    await expect(page.getByText(text)).toBeVisible();
    await expectAccessible(page, 'update-card not active (ca)');
  });
});
