// @vitest-environment happy-dom
import type { PaymentDataBody } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { BizumPanel } from './bizum-panel';

const signed = (order: string) => ({ Ds_SignatureVersion: 'HMAC_SHA256_V1', Ds_MerchantParameters: order, Ds_Signature: `sig-${order}` });
const data = {
  purchase_id: 'p-1', amount: 9000, current_price: 9000, full_price: 9000, currency: 'eur',
  customer: { name: 'Lucía García', email: 'l@example.es', address: null },
  url: 'https://cobro.test/api/payments/sandbox/redsys', body: signed('first'),
};
const request: PaymentDataBody = { payment_method: 'bizum', customer_id: 'c-1', plan_id: 'plan-1', purchase_id: 'p-1' };

/** The forms the panel posts to the provider (submitted in the top window), read instead of navigating. */
let posted: { action: string; fields: Record<string, string> }[];
let sentBodies: unknown[];

beforeEach(() => {
  posted = [];
  sentBodies = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({ action: this.action, fields: Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
  });
  configureApi({ apiUrl: 'https://api.test' });
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    sentBodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ ...data, body: signed('with-phone') }), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function renderPanel(locale: 'es' | 'en') {
  await loadSdkCatalog(locale, { steps: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/api/payments', locale, mode: 'embedded', sessionId: null }}>
          <BizumPanel data={data} request={request} />
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe.each([
  ['es', 'Móvil de Bizum (opcional)', 'Continuar con Bizum', 'Escribe un móvil español: 9 cifras que empiezan por 6 o 7.'],
  ['en', 'Bizum mobile (optional)', 'Continue to Bizum', 'Enter a Spanish mobile: 9 digits starting with 6 or 7.'],
] as const)('the Bizum panel (%s)', (locale, label, button, error) => {
  it('without a mobile, posts the form prepared for Bizum, asking nothing more of the server', async () => {
    await renderPanel(locale);
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ action: data.url, fields: signed('first') });
    expect(sentBodies).toEqual([]);
  });

  it('with a mobile as a Spaniard types it, signs the payment again with it and posts that form', async () => {
    await renderPanel(locale);
    fireEvent.change(screen.getByLabelText(label), { target: { value: '612 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(sentBodies).toEqual([{ ...request, bizum_phone: '+34612345678' }]);
    expect(posted[0].fields).toEqual(signed('with-phone'));
  });

  it('a number that is not a Spanish mobile stays on the page with the error on its field', async () => {
    await renderPanel(locale);
    const field = screen.getByLabelText(label);
    fireEvent.change(field, { target: { value: '912 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(error)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
    expect(sentBodies).toEqual([]);
  });
});
