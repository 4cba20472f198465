import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { checkoutPurchaseQuery, checkoutSessionQuery, paymentLinkQuery, paymentOptionsQuery } from './checkout.queries';
import { createPurchaseMutation, paymentDataMutation, updateLocationMutation, verifyIdMutation } from './checkout.mutations';
import { completeDataMutation } from './complete-data.mutations';
import { postalCodeQuery } from './postal-codes.queries';
import { subscriptionQuery } from './subscriptions.queries';
import { subscriptionPaymentDataMutation } from './subscriptions.mutations';

const API = 'https://api.cobro.example/api';
const calls: { url: string; credentials: RequestCredentials | undefined }[] = [];

beforeEach(() => {
  calls.length = 0;
  // Response bodies are not what these tests look at: a production client does not validate the answers.
  vi.stubEnv('PROD', true);
  configureApi({ apiUrl: `${API}/` });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, credentials: init.credentials });
      return new Response(JSON.stringify({ purchase_id: 'pu1' }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("the checkout on a merchant's page (cross-origin API)", () => {
  it('every read and write of the checkout and update-card goes to the absolute API URL, never the page', async () => {
    const client = new QueryClient();
    await client.fetchQuery(paymentLinkQuery('l1'));
    await client.fetchQuery(checkoutPurchaseQuery('l1'));
    await client.fetchQuery(checkoutSessionQuery('cs1'));
    await client.fetchQuery(paymentOptionsQuery('l1', 'c1'));
    await client.fetchQuery(postalCodeQuery('ES', '28013'));
    await client.fetchQuery(subscriptionQuery('s1'));
    const identity = { customer_type: 'PERSON' as const, customer_email: 'a@b.es', customer_cif: '12345678Z' };
    await new MutationObserver(client, verifyIdMutation()).mutate({ id: 'l1', body: identity });
    await new MutationObserver(client, completeDataMutation()).mutate({
      id: 'l1',
      body: {
        customer_type: 'PERSON', customer_cif: '12345678Z', customer_email: 'a@b.es', name: 'Ana', prefix: '+34',
        phone: '612345678', country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Sol 1',
      },
    });
    await new MutationObserver(client, updateLocationMutation()).mutate({
      customerId: 'c1', updateKey: 'k', body: { country: 'ES', city: 'Madrid', postal_code: '28013', address: 'Sol 1' },
    });
    const payment = { payment_method: 'card' as const, customer_id: 'c1', plan_id: 'p1', payment_link_id: 'l1' };
    const purchase = { ...payment, purchase_id: 'pu1' };
    await new MutationObserver(client, createPurchaseMutation()).mutate({ body: payment, idempotencyKey: 'a', checkoutSessionId: 'cs1' });
    await new MutationObserver(client, paymentDataMutation()).mutate({ body: purchase, idempotencyKey: 'b' });
    const card = { payment_method: 'card' as const, customer_stripe_id: 'cus_1' };
    await new MutationObserver(client, subscriptionPaymentDataMutation()).mutate({ id: 's1', body: card });

    expect(calls).toHaveLength(12);
    for (const call of calls) expect(call.url.startsWith(`${API}/`)).toBe(true);
    expect(calls.map((call) => call.url)).toContain(`${API}/payments/stripe/create-purchase`);
  });

  it('the reads go without credentials; the checkout steps send them, which the API answers for the allowlisted origin', async () => {
    const client = new QueryClient();
    await client.fetchQuery(paymentLinkQuery('l1'));
    await client.fetchQuery(checkoutSessionQuery('cs1'));
    await new MutationObserver(client, verifyIdMutation()).mutate({
      id: 'l1', body: { customer_type: 'PERSON', customer_email: 'a@b.es', customer_cif: '12345678Z' },
    });
    expect(calls.map((call) => call.credentials)).toEqual(['omit', 'omit', 'include']);
  });
});
