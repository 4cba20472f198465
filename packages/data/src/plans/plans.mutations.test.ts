import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { serviceKeys } from '../services/services.keys';
import { deleteServiceMutation } from '../services/services.mutations';
import { deletePlanMutation } from './plans.mutations';
import { planKeys } from './plans.keys';

const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('catalog mutations', () => {
  it('deleting a plan calls DELETE /services/{service_id}/plans/{id} and refreshes the services and plans lists', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(serviceKeys.list({ status: ['ACTIVE'] }), {});
    client.setQueryData(planKeys.list({ status: ['DRAFT'] }), {});

    await new MutationObserver(client, deletePlanMutation()).mutate({ serviceId: 's 1', id: 'p1' });

    expect(fetch.mock.calls[0][0]).toBe('http://api.test/services/s%201/plans/p1');
    expect(fetch.mock.calls[0][1].method).toBe('DELETE');
    expect(client.getQueryState(serviceKeys.list({ status: ['ACTIVE'] }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(planKeys.list({ status: ['DRAFT'] }))?.isInvalidated).toBe(true);
  });

  it("deleting a service refreshes the plans too, and a caller's onSuccess cannot skip it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => noContent()));
    const client = new QueryClient();
    client.setQueryData(planKeys.list(), {});
    const onSuccess = vi.fn();

    await new MutationObserver(client, deleteServiceMutation({ onSuccess })).mutate('s1');

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(client.getQueryState(planKeys.list())?.isInvalidated).toBe(true);
  });
});
