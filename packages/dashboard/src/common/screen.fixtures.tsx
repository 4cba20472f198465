import { configureApi } from '@cobro/data';
import { loadCatalog, type Locale } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/**
 * The hooks of a dashboard screen suite in one language: its catalog and the API's address first; after each test
 * the screen unmounted, the stubbed globals (fetch) restored and the toasts cleared, so none lingers into the next.
 */
export function screenSuite(locale: Locale) {
  beforeAll(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $toasts.set([]);
  });
}

/** An answer of the API: JSON with its status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A failure of the API as the server sends it (`ApiErrorBody`). */
export const failure = (code: string, status = 500, message = 'The server failed') => json({ code, message }, status);

/**
 * A dashboard screen as the element renders it, at `path`, with the catalog already loaded: the translations, a
 * fresh cache (no retries unless `client` is given) and a router over memory whose location the test can read.
 */
export function showScreen(node: ReactNode, { path = '/dashboard', client }: { path?: string; client?: QueryClient } = {}) {
  const location = memoryLocation({ path, record: true });
  const cache = client ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={cache}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {node}
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, location, client: cache };
}
