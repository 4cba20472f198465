import type { PortalPurchase } from '@cobro/contracts';
import { loadSdkCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { CustomerPortal } from './customer-portal';

export const SESSION = {
  email: 'lucia@example.es',
  organization: { id: 'org_1', name: 'Consultora Norte', terms_url: null },
  expires_at: '2026-07-01T12:00:00.000Z',
};

export const purchase = (over: Partial<PortalPurchase> = {}): PortalPurchase => ({
  id: 'pu_1',
  kind: 'one_time',
  status: 'paid',
  service_name: 'Auditoría',
  plan_name: 'Básico',
  amount: 12100,
  currency: 'eur',
  created_at: '2026-06-20T10:00:00.000Z',
  next_recurring_date: null,
  cancel_at: null,
  canceled_at: null,
  can_cancel: false,
  withdrawal: { state: 'available', deadline: '2026-07-04T10:00:00.000Z', received_at: null },
  charges: [
    { id: 'ch_1', amount: 12100, amount_refunded: 0, currency: 'eur', status: 'succeeded', created_at: '2026-06-20T10:00:00.000Z', has_receipt: true },
  ],
  ...over,
});

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
export type Routes = Record<string, Answer | ((body: unknown) => Answer)>;

/**
 * A fetch that answers `METHOD /path` from the table (404 API-004 otherwise; the merchant's public read always) and
 * records every request.
 */
export function stubApi(table: Routes) {
  const routes: Routes = { 'GET /api/portal/organizations/org_1': { status: 200, body: SESSION.organization }, ...table };
  const calls: { key: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(input).pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const route = routes[key];
    const answer = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { code: 'API-004', message: 'Not found' } });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** The API on the page's own origin, as on Cobro's hosted page. */
export const OWN_API = () => `${window.location.origin}/api`;
/** The API on another origin than the page's: the portal embedded on a merchant's site (decision 1160). */
export const OTHER_API = 'https://api.test/api';

/**
 * The portal as the hosted page renders it (the organization from the address) or, given one, as an element; on
 * the API's origin unless `apiUrl` says another.
 */
export async function renderPortal(locale: 'es' | 'en' | 'ca', { hosted = false, apiUrl = OWN_API() }: { hosted?: boolean; apiUrl?: string } = {}) {
  await loadSdkCatalog(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CustomerPortal apiUrl={apiUrl} organizationId={hosted ? undefined : 'org_1'} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}
