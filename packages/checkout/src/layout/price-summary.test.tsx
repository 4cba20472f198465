// @vitest-environment happy-dom
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowProvider } from '../flow/flow-context';
import { initialFlowState, type FlowState } from '../flow/flow-state';
import type { Offer } from '../flow/offer';
import { PriceSummary } from './price-summary';

const offer = (plan: Partial<Offer['plan']>): Offer => ({
  planId: 'p1', linkId: 'l1',
  plan: { name: 'Llamadas', description: null, unit_amount: 5000, currency: 'eur', type: 'variable', recurring: true, frequency: 'month', billing_cycles: null, payment_day: null, ...plan },
  service: { name: 'Centralita', description: null, image: null, withdrawalExcluded: false },
  organization: { company_name: 'Club Norte', tyc: null },
  purchase: null,
});

function renderSummary(plan: Partial<Offer['plan']>, state: Partial<FlowState> = {}) {
  render(
    <I18nProvider i18n={i18n}>
      <FlowProvider value={{ id: 'l1', offer: offer(plan), session: null, state: { ...initialFlowState, ...state }, dispatch: () => undefined }}>
        <PriceSummary />
      </FlowProvider>
    </I18nProvider>,
  );
  const summary = screen.getByRole('region');
  const total = summary.querySelector('.summary__line--total');
  return { summary, frequency: summary.querySelector('.summary__frequency')?.textContent, total: [total?.querySelector('dt')?.textContent, total?.querySelector('dd')?.textContent] };
}

describe.each([
  ['es', '50,00\u00a0€ por unidad · mensual', 'Total a pagar hoy', 'Hoy no pagas nada. Al final de cada periodo se cobra lo que hayas usado, con el método que guardes ahora.'],
  ['en', '50,00\u00a0€ per unit · monthly', 'Total due today', 'You pay nothing today. At the end of each period you are charged for what you used, with the method you save now.'],
] as const)('the price summary of a variable plan (%s, decision 1139)', (locale, perUnit, dueToday, nothingToday) => {
  afterEach(cleanup);

  it('gives the price of one unit and how often, nothing due today, and why', async () => {
    await loadSdkCatalog(locale);
    const { summary, frequency, total } = renderSummary({});
    expect(frequency).toBe(perUnit);
    expect(total).toEqual([dueToday, '0,00\u00a0€']);
    expect(summary.textContent).toContain(nothingToday);
  });

  it('the same once the server answered the setup, with no fixed amount on a payment day', async () => {
    await loadSdkCatalog(locale);
    const { summary, total } = renderSummary({ payment_day: 5 }, { currentPrice: 0, fullPrice: 5000, currency: 'eur' });
    expect(total).toEqual([dueToday, '0,00\u00a0€']);
    expect(summary.querySelectorAll('.summary__line')).toHaveLength(1);
  });

  it('a fixed plan says nothing of units nor of paying later', async () => {
    await loadSdkCatalog(locale);
    const { summary, frequency, total } = renderSummary({ type: 'fixed' });
    expect(frequency).not.toContain('50,00');
    expect(total[1]).toBe('50,00\u00a0€');
    expect(summary.textContent).not.toContain(nothingToday);
  });
});
