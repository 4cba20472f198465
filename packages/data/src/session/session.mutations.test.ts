import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { organizationKeys } from '../organization/organization.keys';
import { serviceKeys } from '../services/services.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { loginMutation, logoutMutation } from './session.mutations';
import { sessionKeys } from './session.keys';
import { $unauthorized } from './session.store';

const ok = (body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status: body === undefined ? 204 : 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session mutations', () => {
  it('login invalidates the session, the organization and the tasks, and clears the unauthorized flag', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok({ redirectUrl: '/dashboard/panel' })));
    $unauthorized.set(true);
    const client = new QueryClient();
    const keys = [sessionKeys.verify(), organizationKeys.current(), taskKeys.list()];
    for (const key of keys) client.setQueryData(key, {});
    client.setQueryData(serviceKeys.list(), []);

    await new MutationObserver(client, loginMutation()).mutate({ email: 'ana@example.com', password: 'Secret123' });

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(client.getQueryState(serviceKeys.list())?.isInvalidated).toBe(false);
    expect($unauthorized.get()).toBe(false);
  });

  it("a caller's onSuccess runs after the invalidation and cannot replace it", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ok({})));
    const client = new QueryClient();
    client.setQueryData(sessionKeys.verify(), {});
    const seen: boolean[] = [];
    const onSuccess = vi.fn(() => {
      seen.push(client.getQueryState(sessionKeys.verify())?.isInvalidated ?? false);
    });

    await new MutationObserver(client, loginMutation({ onSuccess })).mutate({ email: 'a@b.es', password: 'x' });

    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });

  it('logout clears the whole cache', async () => {
    const fetch = vi.fn(async (_url: string) => ok());
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(sessionKeys.verify(), { user: {} });
    client.setQueryData(serviceKeys.detail('s1'), { name: 'Yoga' });

    await new MutationObserver(client, logoutMutation()).mutate();

    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/logout');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a failed login leaves the cache as it was', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'LOG-002', message: 'no' }), { status: 401 })));
    const client = new QueryClient();
    client.setQueryData(sessionKeys.verify(), {});
    await expect(new MutationObserver(client, loginMutation()).mutate({ email: 'a@b.es', password: 'x' })).rejects.toMatchObject({ code: 'LOG-002' });
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(false);
  });
});
