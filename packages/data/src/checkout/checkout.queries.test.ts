import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { checkoutSessionQuery } from './checkout.queries';

const session = {
  id: 'cs_1',
  link_id: 'l1',
  expires_at: '2030-01-01T00:00:00.000Z',
  prefill: {
    type: 'PERSON', email: 'ana@example.es', cif: null, name: null, surname: null, company_name: null, prefix: null,
    phone: null, country: null, city: null, postal_code: null, address: null,
  },
  not_editable: true,
};

beforeEach(() => {
  configureApi({ apiUrl: 'https://api.cobro.example/api', paymentsUrl: 'https://api.cobro.example/api/payments' });
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout session read', () => {
  it('reads GET /checkout-sessions/{id} on the absolute API URL, without credentials', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(session), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const data = await new QueryClient().fetchQuery(checkoutSessionQuery('cs 1'));
    expect(data).toMatchObject({ link_id: 'l1', not_editable: true });
    expect(fetch.mock.calls[0][0]).toBe('https://api.cobro.example/api/checkout-sessions/cs%201');
    expect(fetch.mock.calls[0][1].credentials).toBe('omit');
  });

  it('an expired or missing session (CHK-006) comes back at once, without retries, and is never refetched', async () => {
    const fetch = vi.fn(async () =>
      new Response(JSON.stringify({ code: 'CHK-006', message: 'Checkout session not found' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(new QueryClient().fetchQuery(checkoutSessionQuery('gone'))).rejects.toMatchObject({ code: 'CHK-006', status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(checkoutSessionQuery('x').staleTime).toBe(Infinity);
  });
});
