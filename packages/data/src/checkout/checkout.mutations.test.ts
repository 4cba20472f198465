import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { checkoutPurchaseKeys } from './checkout.keys';
import { createPurchaseMutation, paymentDataMutation, requestInvoiceMutation, updateLocationMutation } from './checkout.mutations';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test', paymentsUrl: 'http://pay.test' });
});
afterEach(() => vi.unstubAllGlobals());

describe('checkout mutations', () => {
  it('create-purchase posts to the payments service with the attempt Idempotency-Key and refreshes the purchase', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ purchase_id: 'pu1', status: 'incomplete' }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(checkoutPurchaseKeys.detail('pu1'), {});
    await new MutationObserver(client, createPurchaseMutation()).mutate({
      body: { payment_method: 'sepa_debit', customer_id: 'c1', plan_id: 'p1', payment_link_id: 'p1' },
      idempotencyKey: 'attempt-1',
    });
    expect(fetch.mock.calls[0][0]).toBe('http://pay.test/stripe/create-purchase');
    expect(new Headers(fetch.mock.calls[0][1].headers).get('idempotency-key')).toBe('attempt-1');
    expect(client.getQueryState(checkoutPurchaseKeys.detail('pu1'))?.isInvalidated).toBe(true);
  });

  it('create-purchase names the <pay-button> session in the checkout-session header, only when there is one', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ purchase_id: 'pu1', status: 'incomplete' }));
    vi.stubGlobal('fetch', fetch);
    const body = { payment_method: 'card' as const, customer_id: 'c1', plan_id: 'p1', payment_link_id: 'l1' };
    const client = new QueryClient();
    const create = (idempotencyKey: string, checkoutSessionId: string | null) =>
      new MutationObserver(client, createPurchaseMutation()).mutate({ body, idempotencyKey, checkoutSessionId });
    await create('a-1', 'cs_1');
    await create('a-2', null);
    expect(new Headers(fetch.mock.calls[0][1].headers).get('checkout-session')).toBe('cs_1');
    expect(new Headers(fetch.mock.calls[1][1].headers).has('checkout-session')).toBe(false);
  });

  it('payment-data of a redsys attempt calls the redsys path', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      json({
        purchase_id: 'pu1', amount: 100, current_price: 100, full_price: 100, currency: 'eur',
        customer: { name: 'A', email: 'a@b.es', address: null }, url: 'http://bank.test',
        body: { Ds_MerchantParameters: 'x', Ds_Signature: 'y', Ds_SignatureVersion: 'HMAC_SHA256_V1' },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    await new MutationObserver(new QueryClient(), paymentDataMutation()).mutate({
      body: { payment_method: 'redsys', customer_id: 'c1', plan_id: 'p1', purchase_id: 'pu1' },
      idempotencyKey: 'attempt-2',
    });
    expect(fetch.mock.calls[0][0]).toBe('http://pay.test/redsys/payment-data');
  });

  it('the location update carries the update-key header that verify-id issued', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await new MutationObserver(new QueryClient(), updateLocationMutation()).mutate({
      customerId: 'c 1',
      updateKey: 'key-123',
      body: { country: 'ES', city: 'Madrid', postal_code: '28001', address: 'Gran Vía 1' },
    });
    expect(fetch.mock.calls[0][0]).toBe('http://api.test/customers/location/c%201');
    expect(fetch.mock.calls[0][1].method).toBe('PUT');
    expect(new Headers(fetch.mock.calls[0][1].headers).get('update-key')).toBe('key-123');
  });

  it('request-invoice posts the purchase of this checkout with requestInvoice true', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await new MutationObserver(new QueryClient(), requestInvoiceMutation()).mutate({ id: 'pl1', purchaseId: 'pu1' });
    expect(fetch.mock.calls[0][0]).toBe('http://api.test/checkout/pl1/request-invoice');
    expect(fetch.mock.calls[0][1].method).toBe('POST');
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ requestInvoice: true, purchase_id: 'pu1' });
  });
});
