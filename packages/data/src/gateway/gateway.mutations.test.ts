import type { Organization } from '@cobro/contracts';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { organizationKeys } from '../organization/organization.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { organizationFilesKeys } from './gateway.keys';
import { gatewayStepMutation, removeLegalDocumentMutation, uploadLegalDocumentMutation } from './gateway.mutations';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const pending = 'pending' as const;
const organization: Organization = {
  id: 'o1', owner_id: 'u1', company_name: 'Ana SL', company_type: 'company', company_industry: '5734', platform_id: null,
  platform_father: null, payments_activated: false, client_product_type: 'payments', verification_status: null,
  onboarding_steps: { step_one: 'complete', step_two: pending, step_three: pending, step_four: pending, step_five: pending },
  nif: null, stripe_id: null, tyc: null, phone: null, prefix: null, website: null, address: null,
  legal_manager: null, bank_account: null, owner: { name: 'Ana', email: 'ana@example.es' },
};

function cachedClient() {
  const client = new QueryClient();
  client.setQueryData(organizationKeys.current(), {});
  client.setQueryData(sessionKeys.verify(), {});
  client.setQueryData(taskKeys.list(), {});
  client.setQueryData(organizationFilesKeys.detail('o1'), {});
  client.setQueryData(serviceKeys.list(), []);
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

beforeEach(() => configureApi({ apiUrl: 'http://api.test' }));
afterEach(() => vi.unstubAllGlobals());

describe('gateway mutations', () => {
  it('a saved step puts the organization in the cache and stales the session and tasks only, not the files', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json(organization));
    vi.stubGlobal('fetch', fetch);
    const client = cachedClient();

    await new MutationObserver(client, gatewayStepMutation(1)).mutate({
      company_name: 'Ana SL',
      company_type: 'company',
      company_industry: '5734',
    });

    expect(fetch.mock.calls[0][0]).toBe('http://api.test/payment-gateway/step-1');
    expect(fetch.mock.calls[0][1]?.method).toBe('PUT');
    expect(client.getQueryData(organizationKeys.current())).toEqual(organization);
    expect(stale(client, sessionKeys.verify())).toBe(true);
    expect(stale(client, taskKeys.list())).toBe(true);
    // Step 4 names stored documents and changes none: the save never waits for 40 MB of files (decision 0241).
    expect(stale(client, organizationFilesKeys.detail('o1'))).toBe(false);
    expect(stale(client, serviceKeys.list())).toBe(false);
  });

  it('uploading and removing a document stale the files alone', async () => {
    const document = { id: 'd1', content: 'data:image/png;base64,AA==', mime_type: 'image/png', extension: 'png' };
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : json(document),
    );
    vi.stubGlobal('fetch', fetch);
    const client = cachedClient();
    const file = new File([new Uint8Array([0x89, 0x50])], 'dni.png', { type: 'image/png' });

    await new MutationObserver(client, uploadLegalDocumentMutation()).mutate({ name: 'front_dni', file });
    expect(fetch.mock.calls[0][1]?.body).toBeInstanceOf(FormData);
    expect(stale(client, organizationFilesKeys.detail('o1'))).toBe(true);
    expect(stale(client, organizationKeys.current())).toBe(false);

    await new MutationObserver(client, removeLegalDocumentMutation()).mutate({ name: 'front_dni', extension: 'png' });
    expect(fetch.mock.calls[1][0]).toBe('http://api.test/media/legal-documentation/front_dni/png');
    expect(stale(client, taskKeys.list())).toBe(false);
  });
});
