// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MerchantDashboard } from './merchant-dashboard';

// Issue 27: the server writes exports in the merchant's language, which it learns from the calls themselves.
describe.each(['es', 'en'] as const)('the dashboard in %s', (locale) => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says its interface language as Accept-Language on its calls', async () => {
    await loadCatalog('dashboard', locale);
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 'API-001', message: 'no session' }), { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    // The shell reads the session first.
    window.history.replaceState(null, '', '/dashboard/panel');
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MerchantDashboard apiUrl={`http://${locale}.api.test`} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('accept-language')).toBe(locale);
  });
});
