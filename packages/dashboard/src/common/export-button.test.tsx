// @vitest-environment happy-dom
import { configureApi } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { $toasts } from '@cobro/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ExportButton } from './export-button';

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderButton() {
  const location = memoryLocation({ path: '/dashboard/charges?status=failed', record: true });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ExportButton table="charges" selected={[]} shown={['ch_1']} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return location;
}

describe('the export button', () => {
  beforeAll(async () => {
    await loadCatalog('dashboard', 'en');
    configureApi({ apiUrl: 'http://api.test' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $toasts.set([]);
  });

  it("over the plan's limit (403 API-003) says so and opens the plans modal, keeping the list's filters", async () => {
    const message = "Your sales exceed your plan's limit: choose a plan to export";
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { code: 'API-003', message, details: { reason: 'plan_exceeded' } })));
    const location = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard/charges?status=failed&dialog=plans'));
    expect($toasts.get()).toMatchObject([{ title: 'API-003', description: message, tone: 'danger' }]);
  });

  it('another failure is the usual error toast, and the modal stays closed', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(500, { code: 'API-500', message: 'boom' })));
    const location = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: 'API-500' }]));
    expect(location.history).toEqual(['/dashboard/charges?status=failed']);
  });
});
