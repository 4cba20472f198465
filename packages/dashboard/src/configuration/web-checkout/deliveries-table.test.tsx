// @vitest-environment happy-dom
import type { WebhookDelivery } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeliveriesTable } from './deliveries-table';

const delivery = (patch: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'whd_1',
  webhook_id: 'msg_1',
  charge_id: null,
  charge_status: null,
  url: 'https://shop.example.es/callback',
  status: 'pending',
  attempts: 1,
  last_status_code: 503,
  last_error: null,
  next_attempt_at: new Date(Date.now() + 10_000).toISOString(),
  delivered_at: null,
  created_at: '2026-11-02T10:00:00.000Z',
  ...patch,
});

/** The server's log, one answer per read: each read takes the next, the last one stays. */
function serverLog(...answers: WebhookDelivery[]) {
  const reads = vi.fn(async () => {
    const row = answers.length > 1 ? answers.shift()! : answers[0];
    return new Response(JSON.stringify({ data: [row], total: 1, page: 1, page_size: 10 }), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', reads);
  return reads;
}

const renderTable = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DeliveriesTable />
      </QueryClientProvider>
    </I18nProvider>,
  );

const TEXTS: Record<'es' | 'en', { retrying: string; delivered: string }> = {
  en: { retrying: 'Retrying', delivered: 'Delivered' },
  es: { retrying: 'Reintentando', delivered: 'Entregado' },
};

describe.each(['en', 'es'] as const)('the callback delivery log (%s)', (locale) => {
  beforeAll(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a retrying delivery that then succeeds shows the result in its row without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reads = serverLog(delivery({}), delivery({ status: 'delivered', attempts: 2, last_status_code: 200, next_attempt_at: null }));
    renderTable();
    expect(await screen.findByText(TEXTS[locale].retrying)).toBeTruthy();
    // Past the next attempt's time (the log is read again at most every 30 s while a delivery is retrying).
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByText(TEXTS[locale].delivered)).toBeTruthy();
    expect(screen.getByText('HTTP 200')).toBeTruthy();
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('a log with nothing retrying is not read again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reads = serverLog(delivery({ status: 'delivered', last_status_code: 200, next_attempt_at: null }));
    renderTable();
    expect(await screen.findByText(TEXTS[locale].delivered)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reads).toHaveBeenCalledTimes(1);
  });
});
