// @vitest-environment happy-dom
import type { CheckoutPurchase, PaymentLinkView, PurchaseStatus } from '@cobro/contracts';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MerchantCheckout, type MerchantCheckoutProps } from './merchant-checkout';

// Issue 28, part 1 (decision 1134): a buyer back on the merchant's page from Redsys or Inespay finds the checkout on
// its result, and the page hears how the payment ended once, from the server; a reload resumes nothing.

const LINK = '5b0c3f7e-2d7a-4c1e-9a51-0e6f1c2b7d44';
const PURCHASE = '0d6c1a52-9a43-4f27-8f0e-3a8e5b7c9d10';
const plan = { name: 'Bono 10 clases', description: null, unit_amount: 9000, currency: 'eur', type: 'fixed' as const, recurring: false, frequency: null, billing_cycles: null, payment_day: null };
const link: PaymentLinkView = {
  active: true,
  plan_id: 'plan-1',
  plan,
  service: { name: 'Yoga', description: null, images: [] },
  organization: { company_name: 'Club Norte S.L.', tyc: null, stripe_id: null },
};
const purchase = (status: PurchaseStatus): CheckoutPurchase => ({
  id: PURCHASE, status, provider: 'REDSYS', paid_at: status === 'paid' ? '2026-11-29T10:00:00.000Z' : null,
  plan: { id: 'plan-1', ...plan, description: '' },
  service: { id: 's1', name: 'Yoga' },
});

/** The server: the payment link, and the purchase in `status`; a count of the purchase reads. */
function server(status: PurchaseStatus) {
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  return vi.fn(async (url: string) => (String(url).includes(`/purchases/${PURCHASE}`) ? answer(purchase(status)) : answer(link)));
}

function openOnPage(href: string, events: Partial<MerchantCheckoutProps>) {
  window.history.replaceState(null, '', href);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MerchantCheckout apiUrl="https://api.test" linkId={LINK} {...events} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const returned = (result: 'success' | 'failure', link = LINK) =>
  `/tienda/clases?nivel=2&cobro_link=${link}&cobro_purchase=${PURCHASE}&cobro_result=${result}`;

describe('a checkout on a merchant page, back from a provider page', () => {
  beforeAll(() => loadSdkCatalog('en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('resumes on the success page, tells the page once, with the detail a card payment gives, and a reload resumes nothing', async () => {
    vi.stubGlobal('fetch', server('paid'));
    const onPaymentSuccess = vi.fn();
    const onPaymentFailed = vi.fn();
    openOnPage(returned('success'), { onPaymentSuccess, onPaymentFailed });
    expect(await screen.findByText('Your payment for Bono 10 clases is complete.', { exact: false })).toBeTruthy();
    await vi.waitFor(() => expect(onPaymentSuccess).toHaveBeenCalled());
    expect(onPaymentSuccess).toHaveBeenCalledOnce();
    expect(onPaymentSuccess).toHaveBeenCalledWith({ purchase_id: PURCHASE, payment_method: 'redsys', plan_id: 'plan-1', link_id: LINK });
    expect(onPaymentFailed).not.toHaveBeenCalled();
    // The return is taken out of the address: the page's own query stays.
    expect(window.location.pathname + window.location.search).toBe('/tienda/clases?nivel=2');

    cleanup();
    openOnPage(window.location.pathname + window.location.search, { onPaymentSuccess });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();
    expect(onPaymentSuccess).toHaveBeenCalledOnce();
  });

  it('a return that says success proves nothing: what the server says is told (a purchase still pending: pending)', async () => {
    vi.stubGlobal('fetch', server('pending'));
    const onPaymentSuccess = vi.fn();
    const onPaymentPending = vi.fn();
    openOnPage(returned('success'), { onPaymentSuccess, onPaymentPending });
    await vi.waitFor(() => expect(onPaymentPending).toHaveBeenCalledOnce());
    expect(screen.getByText(/is being processed/)).toBeTruthy();
    expect(onPaymentSuccess).not.toHaveBeenCalled();
  });

  it('a denial resumes on the declined page and tells the page the payment failed, once', async () => {
    vi.stubGlobal('fetch', server('failed'));
    const onPaymentFailed = vi.fn();
    openOnPage(returned('failure'), { onPaymentFailed });
    expect(await screen.findByText('Your bank declined the payment. No money was taken.')).toBeTruthy();
    await vi.waitFor(() => expect(onPaymentFailed).toHaveBeenCalled());
    expect(onPaymentFailed).toHaveBeenCalledWith({ purchase_id: PURCHASE, payment_method: 'redsys', plan_id: 'plan-1', link_id: LINK, code: null, decline_code: null });
    expect(onPaymentFailed).toHaveBeenCalledOnce();
  });

  it("another checkout's return is left in the address for it, and this one starts at its first step", async () => {
    vi.stubGlobal('fetch', server('paid'));
    const onPaymentSuccess = vi.fn();
    const other = returned('success', '7e1d2c3b-4a5f-4e6d-8c7b-9a0f1e2d3c4b');
    openOnPage(other, { onPaymentSuccess });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(other);
    expect(onPaymentSuccess).not.toHaveBeenCalled();
  });
});

describe("the checkout's language on a page in another", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  it.each(['en', 'es', 'ca'] as const)('marks its content with lang="%s" on a page whose <html lang> is fr (WCAG 3.1.2)', async (locale) => {
    await loadSdkCatalog(locale);
    document.documentElement.lang = 'fr';
    vi.stubGlobal('fetch', server('paid'));
    openOnPage('/tienda', {});
    await screen.findByRole('heading', { level: 2 });
    const root = document.querySelector('.cobro-checkout')!;
    expect(root.getAttribute('lang')).toBe(locale);
    // Every step, result and error screen is inside it, so each inherits the language.
    expect(root.contains(screen.getByRole('heading', { level: 2 }))).toBe(true);
    expect(document.documentElement.lang).toBe('fr');
  });
});
