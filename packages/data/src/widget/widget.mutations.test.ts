import type { WidgetConfiguration } from '@cobro/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { webhookDeliveryKeys, widgetKeys } from './widget.keys';
import { editDomainMutation, resendWebhookDeliveryMutation, toggleCallbackMutation } from './widget.mutations';
import { widgetManifestQuery, WidgetManifestMissing } from './widget.queries';

const configuration: WidgetConfiguration = {
  domain: 'https://tienda.ejemplo.es',
  api_key: 'pk_test_abc',
  version: '1.0.0',
  callback_url: null,
  callback_url_enabled: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => vi.unstubAllGlobals());

describe('widget mutations', () => {
  it('editing the domain posts it and puts the answered configuration in the cache, marked stale', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(configuration));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(widgetKeys.configuration(), { ...configuration, domain: null });

    await new MutationObserver(client, editDomainMutation()).mutate({ domain: 'tienda.ejemplo.es/' });

    expect(fetch.mock.calls[0][0]).toBe('http://api.test/widget-configuration/edit-domain');
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ domain: 'tienda.ejemplo.es/' });
    expect(client.getQueryData(widgetKeys.configuration())).toEqual(configuration);
    expect(client.getQueryState(widgetKeys.configuration())?.isInvalidated).toBe(true);
  });

  it("toggling the callback sends no body, and a caller's onSuccess runs after the cache update", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ ...configuration, callback_url_enabled: true }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const seen: unknown[] = [];
    const onSuccess = () => void seen.push(client.getQueryData<WidgetConfiguration>(widgetKeys.configuration())?.callback_url_enabled);

    await new MutationObserver(client, toggleCallbackMutation({ onSuccess })).mutate();

    expect(fetch.mock.calls[0][1].method).toBe('POST');
    expect(fetch.mock.calls[0][1].body).toBeUndefined();
    expect(seen).toEqual([true]);
  });

  it('resending a delivery posts to its resend path and refreshes every page of the delivery log', async () => {
    const delivery = {
      id: 'd 1',
      webhook_id: 'msg_1',
      charge_id: 'ch_1',
      charge_status: 'paid',
      url: 'https://tienda.ejemplo.es/cobro',
      status: 'delivered',
      attempts: 2,
      last_status_code: 200,
      last_error: null,
      next_attempt_at: null,
      delivered_at: '2025-03-01T10:00:00.000Z',
      created_at: '2025-03-01T09:00:00.000Z',
    };
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json(delivery));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(webhookDeliveryKeys.list({ page: 2 }), {});

    await new MutationObserver(client, resendWebhookDeliveryMutation()).mutate('d 1');

    expect(fetch.mock.calls[0][0]).toBe('http://api.test/widget-configuration/deliveries/d%201/resend');
    expect(client.getQueryState(webhookDeliveryKeys.list({ page: 2 }))?.isInvalidated).toBe(true);
  });
});

describe('widget manifest', () => {
  it('reads /widget/<version>/manifest.json from the widget origin', async () => {
    const manifest = { version: '1.0.0', files: { 'pay-button.js': { integrity: 'sha384-abc', bytes: 10 } } };
    const fetch = vi.fn(async (_url: string) => json(manifest));
    vi.stubGlobal('fetch', fetch);
    const data = await new QueryClient().fetchQuery(widgetManifestQuery('https://cobro.test', '1.0.0'));
    expect(fetch.mock.calls[0][0]).toBe('https://cobro.test/widget/1.0.0/manifest.json');
    expect(data).toEqual(manifest);
  });

  it('a version without a manifest (404) fails at once as WidgetManifestMissing', async () => {
    const fetch = vi.fn(async () => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    const query = new QueryClient().fetchQuery(widgetManifestQuery('https://cobro.test', '0.0.4'));
    await expect(query).rejects.toBeInstanceOf(WidgetManifestMissing);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
