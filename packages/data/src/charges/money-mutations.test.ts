import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { customerKeys } from '../customers/customers.keys';
import { deleteCustomerMutation } from '../customers/customers.mutations';
import { customerChargesQuery } from '../customers/customers.queries';
import { exportTableMutation } from '../export/export.mutations';
import { panelKeys } from '../panel/panel.keys';
import { purchaseKeys } from '../purchases/purchases.keys';
import { cancelPurchaseMutation, manualPurchaseMutation } from '../purchases/purchases.mutations';
import { chargeKeys } from './charges.keys';
import { refundChargeMutation } from './charges.mutations';

const CHARGE = {
  id: 'ch1', amount: 1000, amount_refunded: 500, amount_net: null, amount_fee: null, amount_fee_details: [],
  status: 'succeeded', refunded: false, refund_reason: null, payment_method: 'card', currency: 'eur', stripe_id: 'ch_x',
  receipt_url: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', dispute_amount: null,
  dispute_reason: null, failure_message: null, customer: { name: 'Ana', email: 'ana@example.es' }, plans: [],
  purchase: null, associated_transactions: [],
};
const PURCHASE = {
  id: 'p1', provider: 'STRIPE', channel: 'WIDGET', customer_id: 'c1',
  customer: { id: 'c1', name: 'Ana', email: 'ana@example.es', deleted_at: null }, service: { id: 's1', name: 'Yoga' },
  plan: {
    id: 'pl1', service_id: 's1', name: 'Mensual', description: '', unit_amount: 1000, currency: 'eur', type: 'fixed',
    recurring: true, frequency: 'month', payment_day: null, prorate: false, billing_cycles: null, future_charge: null,
    status: 'ACTIVE', active: true, stripe_id: null, payment_link: null, deleted_at: null, purchases: 1,
    created_at: '2026-01-01T00:00:00Z',
  },
  subscription_id: 'sub_1', subscription: null, status: 'canceled', payment_status: null, payment_method: 'card',
  finish_date: null, next_recurring_date: null, canceled_at: null, created_at: '2026-01-01T00:00:00Z',
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function seeded(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, {});
  return client;
}
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('money mutations', () => {
  it('a refund sends PUT /charges/{id}/refund with its idempotency key and refreshes charges, purchases, customers and the panel', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(CHARGE));
    vi.stubGlobal('fetch', fetch);
    const keys = [chargeKeys.list({ page: 2 }), purchaseKeys.detail('p1'), customerKeys.detail('c1'), panelKeys.all];
    const client = seeded(keys);

    await new MutationObserver(client, refundChargeMutation()).mutate({ id: 'ch 1', body: { amount: 500 }, idempotencyKey: 'k-1' });

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('http://api.test/charges/ch%201/refund');
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-1');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 500 });
    for (const key of keys) expect(invalidated(client, key)).toBe(true);
  });

  it('a customer-scoped history lives under the customer, so deleting a customer refreshes it and the charges list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => noContent()));
    const history = customerChargesQuery('c1', { page: 1 }).queryKey;
    const client = seeded([history, chargeKeys.list()]);

    await new MutationObserver(client, deleteCustomerMutation()).mutate('c1');

    expect(invalidated(client, history)).toBe(true);
    expect(invalidated(client, chargeKeys.list())).toBe(true);
  });

  it('cancel uses PUT /purchases/{id}/cancel for the card provider and the queue path for the others', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(PURCHASE));
    vi.stubGlobal('fetch', fetch);
    const client = seeded([purchaseKeys.list()]);

    await new MutationObserver(client, cancelPurchaseMutation()).mutate({ id: 'p1', via: 'provider' });
    await new MutationObserver(client, cancelPurchaseMutation()).mutate({ id: 'p2', via: 'queue' });

    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'PUT http://api.test/purchases/p1/cancel',
      'PUT http://api.test/purchases/queue/p2/cancel',
    ]);
    expect(invalidated(client, purchaseKeys.list())).toBe(true);
  });

  it('a manual payment sends its method and refreshes the charges too', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(PURCHASE));
    vi.stubGlobal('fetch', fetch);
    const client = seeded([chargeKeys.list()]);

    await new MutationObserver(client, manualPurchaseMutation()).mutate({ id: 'p1', payment_method: 'bizum' });

    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ payment_method: 'bizum' });
    expect(invalidated(client, chargeKeys.list())).toBe(true);
  });

  it('export posts the ids and the customer to /media/export/{table_id}', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ file: 'UEs=', file_name: 'pagos.xlsx' }));
    vi.stubGlobal('fetch', fetch);

    const result = await new MutationObserver(new QueryClient(), exportTableMutation()).mutate({
      table: 'charges',
      ids: ['a', 'b'],
      customer_id: 'c1',
    });

    expect(fetch.mock.calls[0][0]).toBe('http://api.test/media/export/charges');
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ ids: ['a', 'b'], customer_id: 'c1' });
    expect(result.file_name).toBe('pagos.xlsx');
  });
});
