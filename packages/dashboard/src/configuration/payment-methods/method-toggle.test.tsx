// @vitest-environment happy-dom
import type { Organization, PaymentOption } from '@cobro/contracts';
import { currentProductPlanQuery, organizationPaymentOptionsQuery, paymentProviderQuery } from '@cobro/data';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PaymentMethodsPage } from './payment-methods-page';
import { screenSuite } from '../../common/screen.fixtures';

const option = (name: PaymentOption['name'], include: boolean): PaymentOption => ({
  name,
  provider: 'stripe',
  requested: false,
  logo: name.replace('_payments', ''),
  description: `payment_options.${name.replace('_payments', '')}`,
  include,
  immediate: true,
  recurring_payments: true,
  acceptance_refunds: true,
  acceptance_disputes: true,
});
const CARD_ONLY = [option('card_payments', true), option('sepa_debit_payments', false)];
const BOTH = [option('card_payments', true), option('sepa_debit_payments', true)];
const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } } as Organization;

/** The server: the PUT of the selection saves it; the options read answer what is saved; the rest is empty. */
function serverSaves(options: PaymentOption[]) {
  let saved = options;
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PUT') {
        const { selected_options } = JSON.parse(String(init.body)) as { selected_options: string[] };
        saved = options.map((o) => ({ ...o, include: selected_options.includes(o.name) }));
        return json(saved);
      }
      return json(url.endsWith('/organizations/payment-options') ? saved : null);
    }),
  );
}

function renderPage(options: PaymentOption[]) {
  const client = new QueryClient();
  client.setQueryData(organizationPaymentOptionsQuery().queryKey, options);
  client.setQueryData(currentProductPlanQuery().queryKey, null);
  client.setQueryData(paymentProviderQuery('inespay').queryKey, null);
  client.setQueryData(paymentProviderQuery('redsys').queryKey, null);
  const location = memoryLocation({ path: '/dashboard/configuration/payment-methods' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <PaymentMethodsPage organization={verified} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const TEXTS: Record<'es' | 'en', { sepa: string; card: string; on: string; off: string }> = {
  en: { sepa: 'SEPA direct debit', card: 'Card payments', on: 'Method turned on: SEPA direct debit', off: 'Method turned off: Card payments' },
  es: { sepa: 'Adeudo directo SEPA', card: 'Pagos con tarjeta', on: 'Método activado: Adeudo directo SEPA', off: 'Método desactivado: Pagos con tarjeta' },
};

describe.each(['en', 'es'] as const)('switching a payment method (%s)', (locale) => {
  screenSuite(locale);

  it('on, once saved, is confirmed', async () => {
    serverSaves(CARD_ONLY);
    renderPage(CARD_ONLY);
    fireEvent.click(screen.getByRole('checkbox', { name: TEXTS[locale].sepa }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: TEXTS[locale].on, tone: 'success' }]));
  });

  it('off, once saved, is confirmed', async () => {
    serverSaves(BOTH);
    renderPage(BOTH);
    fireEvent.click(screen.getByRole('checkbox', { name: TEXTS[locale].card }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: TEXTS[locale].off, tone: 'success' }]));
  });
});
