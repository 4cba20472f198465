// @vitest-environment happy-dom
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { CheckoutLayout } from './checkout-layout';

const offer = (type: Offer['plan']['type']): Offer => ({
  planId: 'p1',
  linkId: 'l1',
  plan: { name: 'Llamadas', description: null, unit_amount: 5000, currency: 'eur', type, recurring: true, frequency: 'month', billing_cycles: null, payment_day: null },
  service: { name: 'Centralita', description: null, image: null, withdrawalExcluded: false },
  organization: { company_name: 'Club Norte', tyc: null },
  purchase: null,
});

describe.each([
  ['es', 'Suscribirme', 'Comprar'],
  ['en', 'Subscribe', 'Buy'],
] as const)('the checkout on a phone (%s)', (locale, subscribe, buy) => {
  beforeEach(() => (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({ width: 390, height: 844 }));
  afterEach(cleanup);

  const renderLayout = (type: Offer['plan']['type']) =>
    render(
      <I18nProvider i18n={i18n}>
        <FlowProvider value={{ id: 'l1', offer: offer(type), session: null, state: initialFlowState, dispatch: () => undefined }}>
          <CheckoutLayout showSummary formTitle="Paso">
            <p>form</p>
          </CheckoutLayout>
        </FlowProvider>
      </I18nProvider>,
    );

  it('a variable plan, which charges nothing today, opens its steps with Subscribe, not Buy (decision 1139)', async () => {
    await loadSdkCatalog(locale);
    renderLayout('variable');
    expect(screen.getByRole('button', { name: subscribe })).toBeTruthy();
    expect(screen.queryByRole('button', { name: buy })).toBeNull();
  });

  it('a fixed plan is bought', async () => {
    await loadSdkCatalog(locale);
    renderLayout('fixed');
    expect(screen.getByRole('button', { name: buy })).toBeTruthy();
  });
});
