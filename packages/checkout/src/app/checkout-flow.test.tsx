// @vitest-environment happy-dom
import type { PaymentLinkView } from '@cobro/contracts';
import { configureApi, paymentLinkQuery } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutConfigProvider } from './checkout-config';
import { CheckoutFlow } from './checkout-flow';
import type { CheckoutStep } from './routes';

const ID = '5b0c3f7e-2d7a-4c1e-9a51-0e6f1c2b7d44';

/** The reference server's answers for an id no plan has (checkout.test.ts): the link and the purchase are 404. */
function serverWithoutThePlan() {
  return vi.fn(async (url: string) => {
    const body = String(url).includes('/payment-links/')
      ? { code: 'CHK-004', message: 'Payment link not found or inactive' }
      : { code: 'CHK-006', message: 'Purchase not found' };
    return new Response(JSON.stringify(body), { status: 404, headers: { 'content-type': 'application/json' } });
  });
}

const link: PaymentLinkView = {
  active: true,
  plan_id: 'plan-1',
  plan: { name: 'Bono 10 clases', description: null, unit_amount: 9000, currency: 'eur', type: 'fixed', recurring: false, frequency: null, billing_cycles: null, payment_day: null },
  service: { name: 'Yoga', description: null, images: [] },
  organization: { company_name: 'Club Norte S.L.', tyc: null, stripe_id: null },
};

async function openHostedCheckout(locale: 'es' | 'en', found?: PaymentLinkView, step: CheckoutStep = 'identify') {
  await loadSdkCatalog(locale, { steps: true });
  configureApi({ apiUrl: 'https://api.test' });
  vi.stubGlobal('fetch', serverWithoutThePlan());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (found) client.setQueryData(paymentLinkQuery(ID).queryKey, found);
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/p', locale, mode: 'page', sessionId: null }}>
          <CheckoutFlow id={ID} step={step} />
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return found ? null : screen.findByRole('alert');
}

const TEXT = {
  es: { page: 'Tus datos · Club Norte S.L.', title: 'Este enlace de pago no existe', what: /No se ha hecho ningún pago/, todo: /Comprueba el enlace con la tienda/, code: 'Código de error: CHK-004', later: /en un momento/, retry: 'Reintentar' },
  en: { page: 'Your details · Club Norte S.L.', title: 'This payment link does not exist', what: /No payment was made/, todo: /Check the link with the shop/, code: 'Error code: CHK-004', later: /in a moment/, retry: 'Try again' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['es', 'en'] as const)('the hosted checkout of a plan that does not exist (%s)', (locale) => {
  const text = TEXT[locale];

  it('says the link does not exist and to check it with the shop, the code only in a details line, and offers no retry', async () => {
    const alert = (await openHostedCheckout(locale))!;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text.title);
    expect(alert.textContent).toMatch(text.what);
    expect(alert.textContent).toMatch(text.todo);
    expect(alert.textContent).not.toMatch(text.later);
    expect(alert.textContent).not.toContain('CHK-004');
    expect(screen.getByText(text.code).tagName).toBe('P');
    expect(screen.queryByRole('button', { name: text.retry })).toBeNull();
  });
});

describe.each(['es', 'en'] as const)("the hosted checkout's page title (%s)", (locale) => {
  it("names the step and the merchant the buyer pays, not the product's name", async () => {
    document.title = 'Cobro';
    await openHostedCheckout(locale, link);
    await waitFor(() => expect(document.title).toBe(TEXT[locale].page));
  });
});

// public-flows 2, "Buyer checkout": "Layout: the price summary is on the left. [...] The success path and the
// inespay-error path hide the summary."
describe.each(['es', 'en'] as const)("the checkout's price summary (%s)", (locale) => {
  /** The summary's heading is the plan's name. */
  const summary = () => screen.queryByRole('heading', { name: link.plan.name });

  it('is beside the steps that ask for something', async () => {
    await openHostedCheckout(locale, link, 'identify');
    expect(await screen.findByRole('heading', { level: 1, name: link.plan.name })).toBeTruthy();
  });

  it.each(['success', 'error'] as const)('is hidden on the %s page, whose own title is the page heading', async (step) => {
    await openHostedCheckout(locale, link, step);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe(link.plan.name);
    expect(summary()).toBeNull();
    expect(document.querySelector('.checkout--single')).not.toBeNull();
  });
});
