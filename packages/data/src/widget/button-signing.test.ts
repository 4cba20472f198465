import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { widgetKeys } from './widget.keys';
import { generateSigningSecretMutation } from './widget.mutations';
import { buttonSignatureQuery } from './widget.queries';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => vi.unstubAllGlobals());

describe('the button signing secret (decision 1010)', () => {
  it("a signature is asked for the screen's attributes, under the secret that signs it", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => json({ signature: 'v1=ab', canonical: 'cobro-pay-button-v1' }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const attributes = { 'service-name': 'Yoga', amount: '19.90' };
    const answer = await client.fetchQuery(buttonSignatureQuery('2025-06-16T10:00:00.000Z', attributes));
    expect(answer.signature).toBe('v1=ab');
    expect(fetch.mock.calls[0][0]).toBe('http://api.test/widget-configuration/sign-button');
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ attributes });
  });

  it('a new secret refreshes the status and drops every signature of the old one; the secret itself is cached nowhere', async () => {
    const secret = { secret: 'pbsec_new', created_at: '2025-06-17T10:00:00.000Z' };
    vi.stubGlobal('fetch', vi.fn(async () => json(secret)));
    const client = new QueryClient();
    client.setQueryData(widgetKeys.buttonSecret(), { created_at: '2025-06-16T10:00:00.000Z' });
    client.setQueryData(widgetKeys.buttonSignature('2025-06-16T10:00:00.000Z', { amount: '1' }), { signature: 'v1=old', canonical: '' });

    const result = await new MutationObserver(client, generateSigningSecretMutation()).mutate();

    expect(result).toEqual(secret);
    expect(client.getQueryState(widgetKeys.buttonSecret())?.isInvalidated).toBe(true);
    expect(client.getQueryCache().findAll({ queryKey: widgetKeys.buttonSignatures() })).toEqual([]);
    expect(JSON.stringify(client.getQueryCache().getAll().map((q) => q.state.data))).not.toContain('pbsec_new');
  });
});
