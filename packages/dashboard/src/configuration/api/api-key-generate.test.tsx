// @vitest-environment happy-dom
import type { Organization } from '@cobro/contracts';
import { configureApi } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiPage, maskedKey } from './api-page';

const KEY = 'sk_test_Q2x4bWFkZW5vcnRlc3RpbmdvbmVhbmR0d29YeTk';
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The API: no key until one is generated, then the key's record (its id and date, never the key). */
function server() {
  let record: { id: string; created_at: string } | null = null;
  return vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      record = { id: 'key_2', created_at: '2026-03-05T13:30:00Z' };
      return json({ ...record, api_key: KEY });
    }
    return json(record);
  });
}

const TEXTS = {
  es: { generate: 'Generar clave', done: 'Hecho', once: 'Cópiala ahora y guárdala en tu servidor: no se volverá a mostrar.' },
  en: { generate: 'Generate key', done: 'Done', once: 'Copy it now and keep it on your server: it will not be shown again.' },
} as const;

describe('the masked secret key', () => {
  it('is dots when nothing of the key is known, and its mode prefix and last four once it is', () => {
    expect(maskedKey()).toBe('sk_••••••••••••');
    expect(maskedKey(KEY)).toBe('sk_test_••••••••YeTk');
  });
});

describe.each(['es', 'en'] as const)('generating the secret key (%s)', (locale) => {
  beforeAll(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says to copy and keep "it" agreeing with the key, and the row then shows the key masked with its last four', async () => {
    vi.stubGlobal('fetch', server());
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ApiPage organization={{ id: 'org_1' } as Organization} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: TEXTS[locale].generate }));
    expect(await screen.findByText(TEXTS[locale].once)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEXTS[locale].done }));
    await waitFor(() => expect(screen.getByText(`sk_test_••••••••${KEY.slice(-4)}`)).toBeTruthy());
  });
});
