// @vitest-environment happy-dom
import type { SubscriptionView } from '@cobro/contracts';
import { subscriptionQuery } from '@cobro/data';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutConfigProvider } from '../app/checkout-config';
import { UpdateCardPage } from './update-card-page';

// Issue 29 (decision 1139): a variable subscription's price on the update-card page is per unit, not per period.
const view = (type: 'fixed' | 'variable'): SubscriptionView => ({
  id: 'pu_1', status: 'active', organization_id: 'o1', owner_id: 'u1', company_name: 'Consultora Norte', organization_stripe_id: null,
  customer: { id: 'c1', stripe_id: 'cus_1', name: 'Lucía García', email: 'lucia@example.es', address: null },
  plan: { name: 'Horas de consultoría', type, unit_amount: 5000, frequency: 'month', billing_cycles: null, payment_day: null },
  payment_method: null,
  payment_methods: ['card'],
}) as SubscriptionView;

function renderPage(type: 'fixed' | 'variable') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(subscriptionQuery('pu_1').queryKey, view(type));
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CheckoutConfigProvider value={{ paymentsUrl: '/p', locale: i18n.locale as 'es' | 'en', mode: 'page', sessionId: null }}>
          <UpdateCardPage id="pu_1" />
        </CheckoutConfigProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe.each([
  ['es', 'Suscripción a Horas de consultoría con Consultora Norte: 50,00 € por unidad · mensual.', 'Suscripción a Horas de consultoría con Consultora Norte: 50,00 €, Mensual, hasta que se cancele.'],
  ['en', 'Subscription to Horas de consultoría with Consultora Norte: 50,00 € per unit · monthly.', 'Subscription to Horas de consultoría with Consultora Norte: 50,00 €, Monthly, until cancelled.'],
] as const)('the update-card page in %s', (locale, variable, fixed) => {
  it('gives a variable plan its price per unit, a fixed one its price per period', async () => {
    await loadSdkCatalog(locale, { steps: true });
    renderPage('variable');
    expect(screen.getByText(variable)).toBeTruthy();
    cleanup();
    renderPage('fixed');
    expect(screen.getByText(fixed)).toBeTruthy();
  });
});
