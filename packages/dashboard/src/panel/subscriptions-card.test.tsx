// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionsCard } from './figure-cards';
import { screenSuite } from '../common/screen.fixtures';

function renderCard(subscriptions: Record<string, number>) {
  const body = JSON.stringify({ subscriptions });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'content-type': 'application/json' } })));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SubscriptionsCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const NONE = { debt: 0, past_due: 0, pending: 0, paused: 0, active: 0 };
const TEXTS: Record<'es' | 'en', { empty: string }> = {
  en: { empty: 'No subscriptions yet' },
  es: { empty: 'Todavía no hay suscripciones' },
};

describe.each(['en', 'es'] as const)('the subscription status card (%s)', (locale) => {
  screenSuite(locale);

  it('without subscriptions says so instead of five 0 %', async () => {
    renderCard(NONE);
    expect(await screen.findByText(TEXTS[locale].empty)).toBeTruthy();
    expect(screen.queryByText(/0\s%/)).toBeNull();
  });

  it('with subscriptions shows the share of each status', async () => {
    renderCard({ ...NONE, active: 75, paused: 25 });
    expect(await screen.findByText(/^75\s%$/)).toBeTruthy();
    expect(screen.queryByText(TEXTS[locale].empty)).toBeNull();
  });
});
