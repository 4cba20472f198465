import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { organizationKeys } from '../organization/organization.keys';
import { serviceKeys } from '../services/services.keys';
import { sessionKeys } from '../session/session.keys';
import { taskKeys } from '../tasks/tasks.keys';
import { passwordTokenKeys } from './auth.keys';
import { forgotPasswordMutation, newPasswordMutation, registerMutation } from './auth.mutations';
import { passwordTokenQuery } from './auth.queries';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('auth mutations', () => {
  it('register caches the new session and invalidates the organization and the tasks only', async () => {
    const pending = 'pending' as const;
    const session = {
      user: { id: 'u1', name: 'Ana', last_name: 'Gil', email: 'ana@example.es', owner: { id: 'u1', name: 'Ana', email: 'ana@example.es' } },
      organization: {
        id: 'o1', owner_id: 'u1', company_name: 'Ana Gil', company_type: null, company_industry: null, platform_id: null,
        platform_father: null, payments_activated: false, client_product_type: 'payments' as const, verification_status: null,
        onboarding_steps: { step_one: pending, step_two: pending, step_three: pending, step_four: pending, step_five: pending },
        nif: null, stripe_id: null, tyc: null, phone: '612345678', prefix: '+34', website: null, address: null,
        legal_manager: null, bank_account: null, owner: { name: 'Ana', email: 'ana@example.es' },
      },
      client_product_type: 'payments' as const,
    };
    vi.stubGlobal('fetch', vi.fn(async () => json(session)));
    const client = new QueryClient();
    client.setQueryData(organizationKeys.current(), {});
    client.setQueryData(taskKeys.list(), {});
    client.setQueryData(serviceKeys.list(), []);

    await new MutationObserver(client, registerMutation()).mutate({
      name: 'Ana',
      last_name: 'Gil',
      email: 'ana@example.es',
      prefix: '+34',
      phone: '612345678',
      password: 'Secret123',
      passwordcopy: 'Secret123',
    });

    expect(client.getQueryData(sessionKeys.verify())).toEqual(session);
    expect(client.getQueryState(organizationKeys.current())?.isInvalidated).toBe(true);
    expect(client.getQueryState(taskKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(serviceKeys.list())?.isInvalidated).toBe(false);
  });

  it('forgot-password posts the e-mail and changes nothing cached', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(sessionKeys.verify(), {});

    await new MutationObserver(client, forgotPasswordMutation()).mutate({ email: 'ana@example.es' });

    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/forgot-password');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.es' }));
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(false);
  });

  it('a new password goes to reset-password or create-password, and stales the token checks and the session', async () => {
    const fetch = vi.fn(async (_url: string) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    client.setQueryData(passwordTokenKeys.detail('RESET/t1'), { valid: true });
    client.setQueryData(sessionKeys.verify(), {});
    const body = { password: 'Secret123' };

    await new MutationObserver(client, newPasswordMutation()).mutate({ token: 't1', kind: 'reset', body });
    await new MutationObserver(client, newPasswordMutation()).mutate({ token: 't/2', kind: 'create', body });

    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      'http://api.test/auth/reset-password/t1',
      'http://api.test/auth/create-password/t%2F2',
    ]);
    expect(client.getQueryState(passwordTokenKeys.detail('RESET/t1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(true);
  });
});

describe('password token query', () => {
  it('a create link is checked with token_type=CREATE_API_USER_PASSWORD and reads valid on 204', async () => {
    const fetch = vi.fn(async (_url: string) => noContent());
    vi.stubGlobal('fetch', fetch);
    const data = await new QueryClient().fetchQuery(passwordTokenQuery('abc', 'CREATE_API_USER_PASSWORD'));
    expect(data).toEqual({ valid: true });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/verify-token/abc?token_type=CREATE_API_USER_PASSWORD');
  });

  it('an expired link fails with status 400, and a reset link has no token_type', async () => {
    const fetch = vi.fn(async (_url: string) => json({ code: 'API-001', message: 'expired' }, 400));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(passwordTokenQuery('abc'))).rejects.toMatchObject({ status: 400 });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/verify-token/abc');
  });
});
