// @vitest-environment happy-dom
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
import CompleteDataPage from './complete-data-page';

const buyer = { customer_type: 'PERSON' as const, customer_email: 'ana@example.es', customer_cif: '12345678Z' };

function renderStep(locale: 'es' | 'en') {
  const { hook } = memoryLocation({ path: '/checkout/l1/complete-data' });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/api/payments', locale, mode: 'embedded', sessionId: null }}>
          <Router hook={hook}>
            <FlowProvider value={{ id: 'l1', offer: { planId: 'p1', linkId: 'l1' } as Offer, session: null, state: { ...initialFlowState, buyer }, dispatch: () => undefined }}>
              <CompleteDataPage />
            </FlowProvider>
          </Router>
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const SUBMIT = { es: 'Continuar', en: 'Continue' };
const SPAIN = { es: 'España', en: 'Spain' };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe.each(['es', 'en'] as const)('step 2, complete-data, on submit (%s)', (locale) => {
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  const invalid = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((input) => input.getAttribute('name'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // public-flows 5 and decision 1155: the buyer's address is in Spain, the only country the lookup accepts.
  it('offers Spain only in the country list, named in the interface language', async () => {
    await loadSdkCatalog(locale, { steps: true });
    renderStep(locale);
    const country = field('country') as unknown as HTMLSelectElement;
    expect([...country.options].map((option) => [option.value, option.textContent])).toEqual([['ES', SPAIN[locale]]]);
  });

  it('marks every field wrong at once and focuses the first, sending nothing', async () => {
    configureApi({ apiUrl: 'https://api.test' });
    await loadSdkCatalog(locale, { steps: true });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderStep(locale);
    fireEvent.input(field('phone'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT[locale] }));
    await waitFor(() => expect(invalid()).toEqual(['name', 'phone', 'city', 'postal_code', 'address']));
    expect(document.activeElement).toBe(field('name'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("then the server's field errors, every one it names, the first focused", async () => {
    configureApi({ apiUrl: 'https://api.test' });
    await loadSdkCatalog(locale, { steps: true });
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/postal-codes/')) return json(200, { country: 'ES', postal_code: '28001', province: 'Madrid' });
      return json(422, { code: 'API-002', message: 'invalid', fields: { city: 'missing_field', address: 'missing_field' } });
    }));
    renderStep(locale);
    const values = { name: 'Ana', phone: '612345678', city: 'Madrid', postal_code: '28001', address: 'Calle Mayor 1' };
    for (const [name, value] of Object.entries(values)) fireEvent.input(field(name), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT[locale] }));
    await waitFor(() => expect(invalid()).toEqual(['city', 'address']));
    expect(document.activeElement).toBe(field('city'));
  });
});
