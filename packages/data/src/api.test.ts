import { authEndpoints } from '@cobro/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getApi } from './api';
import { $unauthorized } from './session/session.store';

afterEach(() => {
  vi.unstubAllGlobals();
  $unauthorized.set(false);
});

describe('page API client', () => {
  it('keeps one client for the same URLs and replaces it for new ones', () => {
    const first = configureApi({ apiUrl: '/api' });
    expect(configureApi({ apiUrl: '/api' })).toBe(first);
    expect(getApi()).toBe(first);
    const other = configureApi({ apiUrl: '/api', paymentsUrl: '/pay' });
    expect(other).not.toBe(first);
    expect(getApi()).toBe(other);
  });

  it('keeps the client for the same language getter and replaces it for another', () => {
    const language = () => 'en';
    const first = configureApi({ apiUrl: '/api', language });
    expect(configureApi({ apiUrl: '/api', language })).toBe(first);
    expect(configureApi({ apiUrl: '/api', language: () => 'es' })).not.toBe(first);
  });

  it('sets $unauthorized when a session endpoint answers 401', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 'API-002', message: 'Sign in' }), { status: 401 })));
    configureApi({ apiUrl: 'http://api.test' });
    await expect(getApi().call(authEndpoints.verify)).rejects.toMatchObject({ status: 401 });
    expect($unauthorized.get()).toBe(true);
  });
});
