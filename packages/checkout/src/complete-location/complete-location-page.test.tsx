// @vitest-environment happy-dom
import type { CheckoutSession } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { sessionFor } from '../session/session-fixture';
import { CompleteLocationPage } from './complete-location-page';

function renderStep(locale: 'es' | 'en', session: CheckoutSession) {
  const location = memoryLocation({ path: '/checkout/l1/complete-location', record: true });
  const state = { ...initialFlowState, customer_id: 'cus_1', location_update_key: 'key_1' };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/api/payments', locale, mode: 'embedded', sessionId: null }}>
          <Router hook={location.hook}>
            <FlowProvider value={{ id: 'l1', offer: { planId: 'p1', linkId: 'l1' } as Offer, session, state, dispatch: () => undefined }}>
              <CompleteLocationPage />
            </FlowProvider>
          </Router>
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return location;
}

const TEXTS = {
  es: { submit: 'Continuar', country: 'País', spain: 'España' },
  en: { submit: 'Continue', country: 'Country', spain: 'Spain' },
} as const;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// public-flows 5, "Complete location": "country (Spain only) ... the postal code is checked against the country";
// decision 1155: the buyer's address is in Spain on both data steps, as the lookup the server runs.
describe.each(['es', 'en'] as const)('step 2, complete-location (%s)', (locale) => {
  const texts = TEXTS[locale];
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers Spain only, and a session naming another country still sends Spain with a Spanish code', async () => {
    configureApi({ apiUrl: 'https://api.test' });
    await loadSdkCatalog(locale, { steps: true });
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/postal-codes/')) return json(200, { country: 'ES', postal_code: '28001', province: 'Madrid' });
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal('fetch', fetch);
    const location = renderStep(locale, sessionFor('l1', { prefill: { country: 'FR', city: 'Madrid', postal_code: '28001', address: 'Calle Mayor 1' } }));
    const country = screen.getByRole<HTMLSelectElement>('combobox', { name: texts.country });
    expect([...country.options].map((option) => [option.value, option.textContent])).toEqual([['ES', texts.spain]]);
    fireEvent.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/checkout/l1/complete-payment'));
    const sent = fetch.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    expect(sent).toEqual(['https://api.test/postal-codes/ES/28001', expect.stringContaining('/customers/location/cus_1')]);
  });
});
