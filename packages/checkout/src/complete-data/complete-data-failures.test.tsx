// @vitest-environment happy-dom
import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { CompleteLocationPage } from '../complete-location/complete-location-page';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import CompleteDataPage from './complete-data-page';

/** Every field given by the merchant's session, so Continue goes straight to the postal-code check. */
const session = sessionFor('l1', {
  prefill: { name: 'Ana', prefix: '+34', phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Calle Mayor 1' },
});
const state = {
  ...initialFlowState,
  buyer: { customer_type: 'PERSON' as const, customer_email: 'ana@example.es', customer_cif: '12345678Z' },
  customer_id: 'c1',
  location_update_key: 'k',
};

async function show(locale: 'es' | 'en', page: ReactNode) {
  await loadSdkCatalog(locale, { steps: true });
  configureApi({ apiUrl: 'https://api.test' });
  const location = memoryLocation({ path: '/checkout/l1/complete-data' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <CheckoutConfigProvider value={{ paymentsUrl: 'https://api.test/payments', locale, mode: 'page', sessionId: 'cs_1' }}>
            <FlowProvider value={{ id: 'l1', offer: { planId: 'p1' } as Offer, session, state, dispatch: () => undefined }}>{page}</FlowProvider>
          </CheckoutConfigProvider>
        </Router>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const TEXT = {
  es: { next: 'Continuar', failed: 'Algo ha fallado', retry: 'Volver a intentarlo', city: 'Ciudad', toast: /^Algo ha fallado por nuestra parte\./, code: 'Código de error: API-500' },
  en: { next: 'Continue', failed: 'Something went wrong', retry: 'Try again', city: 'City', toast: /^Something went wrong on our side\./, code: 'Error code: API-500' },
} as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $toasts.set([]);
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// public-flows 5, "Complete data": "Country and postal code are checked together by a postal-code lookup; a failure
// shows an error page." public-flows 8, "Checkout": "Postal-code lookup failure shows a generic error page."
describe.each(['es', 'en'] as const)('a postal-code lookup that fails (%s)', (locale) => {
  const text = TEXT[locale];

  it.each([
    ['complete-data', () => <CompleteDataPage />],
    ['complete-location', () => <CompleteLocationPage />],
  ])('on %s shows the generic error page and sends nothing; trying again brings the form back', async (_step, page) => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ code: 'API-500', message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    await show(locale, page());
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    expect(await screen.findByRole('heading', { name: text.failed })).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/postal-codes/ES/28013']);
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(screen.getByLabelText(text.city)).toBeTruthy();
  });
});

// public-flows 8, "Checkout": "Failed calls show a toast with the server code and message."
describe.each(['es', 'en'] as const)('a checkout call that fails (%s)', (locale) => {
  const text = TEXT[locale];

  it('is a toast: what happened and what to do, with the code in its details line; the form stays', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) =>
      new URL(url).pathname.startsWith('/postal-codes/') ? json({ country: 'ES', postal_code: '28013', province: 'Madrid' }) : json({ code: 'API-500', message: 'down' }, 500),
    ));
    await show(locale, <CompleteDataPage />);
    fireEvent.click(screen.getByRole('button', { name: text.next }));
    await waitFor(() => expect($toasts.get()).toHaveLength(1));
    expect($toasts.get()[0]).toMatchObject({ title: expect.stringMatching(text.toast), description: text.code, tone: 'danger' });
    expect(screen.getByLabelText(text.city)).toBeTruthy();
  });
});
