// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesListPage } from './services-list-page';
import { screenSuite } from '../common/screen.fixtures';

const page = (total: number) =>
  new Response(JSON.stringify({ data: [], total, page: 1, page_size: 15 }), { headers: { 'content-type': 'application/json' } });

/** The server's catalogue: `stored` services, none of them active. */
const catalogue = (stored: number) =>
  vi.fn(async (url: string) => page(new URL(url).searchParams.has('status') ? 0 : stored));

function renderServices() {
  const location = memoryLocation({ path: '/dashboard/services' });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ServicesListPage canCharge />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const TEXTS: Record<'es' | 'en', { first: string; create: string; filtered: string }> = {
  en: { first: 'You have no services yet', create: 'Create your first service', filtered: 'No services match your search or filters' },
  es: { first: 'Todavía no tienes servicios', create: 'Crea tu primer servicio', filtered: 'Ningún servicio coincide con tu búsqueda o tus filtros' },
};

describe.each(['en', 'es'] as const)('the services list with nothing to show (%s)', (locale) => {
  screenSuite(locale);

  it('a new merchant (no services at all) sees the first-service state and its action, not the filter text', async () => {
    vi.stubGlobal('fetch', catalogue(0));
    renderServices();
    const title = await screen.findByText(TEXTS[locale].first);
    const empty = title.closest('.placeholder') as HTMLElement;
    expect(within(empty).getByRole('link', { name: TEXTS[locale].create }).getAttribute('href')).toBe('/dashboard/services/create');
    expect(screen.queryByText(TEXTS[locale].filtered)).toBeNull();
  });

  it('a merchant whose services are all inactive is told the default filter hides them', async () => {
    vi.stubGlobal('fetch', catalogue(3));
    renderServices();
    expect(await screen.findByText(TEXTS[locale].filtered)).toBeTruthy();
    expect(screen.queryByText(TEXTS[locale].first)).toBeNull();
  });
});
