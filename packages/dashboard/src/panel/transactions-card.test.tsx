// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionsCard } from './transactions-card';
import { screenSuite } from '../common/screen.fixtures';

// uPlot draws on a canvas happy-dom lacks; the legend under test is the card's own text, beside the chart.
vi.mock('./transactions-chart', () => ({ default: () => <div data-testid="chart" /> }));

const figures = { brute: 12_000, net: 11_500, success: 2, refund: 0, failed: 1 };

function renderCard(answer: Record<string, typeof figures>) {
  const body = JSON.stringify(answer);
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <TransactionsCard range={{ first_day: '2026-03-16', last_day: '2026-03-22' }} />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const TEXTS: Record<'es' | 'en', { legend: string; perDay: string; perHour: string }> = {
  en: { legend: 'Legend', perDay: 'Bars: brute amount per day', perHour: 'Bars: brute amount per hour' },
  es: { legend: 'Leyenda', perDay: 'Barras: importe bruto por día', perHour: 'Barras: importe bruto por hora' },
};

describe.each(['en', 'es'] as const)('the transactions chart legend (%s)', (locale) => {
  screenSuite(locale);

  it('says in words what the bars are, per day over a week', async () => {
    renderCard({ '2026-03-16': figures, '2026-03-17': figures });
    const legend = await screen.findByRole('list', { name: TEXTS[locale].legend });
    expect(within(legend).getByRole('listitem').textContent).toBe(TEXTS[locale].perDay);
  });

  it('per hour over one day', async () => {
    renderCard({ '09:00': figures, '10:00': figures });
    const legend = await screen.findByRole('list', { name: TEXTS[locale].legend });
    expect(within(legend).getByRole('listitem').textContent).toBe(TEXTS[locale].perHour);
  });
});
