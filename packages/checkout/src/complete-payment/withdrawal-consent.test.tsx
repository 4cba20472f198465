// @vitest-environment happy-dom
import { configureApi, paymentOptionsQuery } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { CompletePaymentPage } from './complete-payment-page';

const offer = (withdrawalExcluded: boolean): Offer => ({
  planId: 'plan-1',
  linkId: 'plan-1',
  plan: { name: 'Curso en vídeo', description: null, unit_amount: 9000, currency: 'eur', type: 'fixed', recurring: false, frequency: null, billing_cycles: null, payment_day: null },
  service: { name: 'Formación online', description: null, image: null, withdrawalExcluded },
  organization: { company_name: 'Academia Norte', tyc: null },
  purchase: null,
});
const redsysData = {
  purchase_id: 'pu-1', amount: 9000, current_price: 9000, full_price: 9000, currency: 'eur',
  customer: { name: 'Lucía García', email: 'l@example.es', address: null },
  url: 'https://cobro.test/api/payments/sandbox/redsys',
  body: { Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: 'p', Ds_Signature: 's' },
};

/** The calls the page made: path and body. */
let calls: { path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  calls = [];
  configureApi({ apiUrl: 'https://api.test' });
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    calls.push({ path, body: JSON.parse(String(init.body)) });
    const answer = path.endsWith('/create-purchase') ? { purchase_id: 'pu-1', status: 'pending' } : redsysData;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage(locale: 'es' | 'en', withdrawalExcluded: boolean) {
  await loadSdkCatalog(locale, { steps: true });
  const client = new QueryClient();
  client.setQueryData(paymentOptionsQuery('plan-1', 'cu-1').queryKey, ['redsys']);
  const { hook } = memoryLocation({ path: '/checkout/plan-1/payment' });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: 'https://api.test/payments', locale, mode: 'page', sessionId: null }}>
          <Router hook={hook}>
            <FlowProvider value={{ id: 'plan-1', offer: offer(withdrawalExcluded), session: null, state: { ...initialFlowState, customer_id: 'cu-1' }, dispatch: () => undefined }}>
              <CompletePaymentPage />
            </FlowProvider>
          </Router>
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const TEXT = {
  es: {
    consent: /^Solicito que el servicio o el contenido digital se me preste de inmediato, durante el plazo de desistimiento, y acepto que pierdo mi derecho de desistimiento/,
    missing: 'Para pagar, marca esta casilla: la tienda solo presta este servicio de inmediato con tu consentimiento.',
    method: 'Tarjeta mediante Redsys',
    pay: 'Ir a la página de pago segura',
  },
  en: {
    consent: /^I ask for the service or digital content to be supplied at once, during the withdrawal period, and I acknowledge that I lose my right of withdrawal/,
    missing: 'To pay, tick this box: the shop supplies this service at once only with your consent.',
    method: 'Card through Redsys',
    pay: 'Continue to the secure payment page',
  },
} as const;

describe.each(['es', 'en'] as const)('the consent an excluded service asks for (decision 1161, %s)', (locale) => {
  const text = TEXT[locale];

  it('is an unticked, required checkbox; choosing a method without it pays nothing and says why, on the box, with the focus there', async () => {
    await renderPage(locale, true);
    const box = screen.getByRole('checkbox', { name: text.consent }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.required).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: text.method }));
    expect(calls).toEqual([]);
    expect((screen.getByRole('radio', { name: text.method }) as HTMLInputElement).checked).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(text.missing);
    expect(document.activeElement).toBe(box);

    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(text.missing)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: text.method }));
    await screen.findByRole('button', { name: text.pay });
    expect(calls.map((c) => c.path.split('/').slice(-2).join('/'))).toEqual(['redsys/create-purchase', 'redsys/payment-data']);
    expect(calls[1].body).toMatchObject({ purchase_id: 'pu-1', payment_method: 'redsys', withdrawal_consent: true });

    // Unticked again: the way to pay is gone until it is ticked again.
    fireEvent.click(box);
    expect(screen.queryByRole('button', { name: text.pay })).toBeNull();
    fireEvent.click(box);
    expect(screen.getByRole('button', { name: text.pay })).toBeTruthy();
  });

  it('a service that is not excluded asks nothing and sends no consent', async () => {
    await renderPage(locale, false);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: text.method }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].body).not.toHaveProperty('withdrawal_consent');
    expect(await screen.findByRole('button', { name: text.pay })).toBeTruthy();
  });
});
