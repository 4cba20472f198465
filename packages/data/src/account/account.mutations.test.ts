import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api';
import { organizationKeys } from '../organization/organization.keys';
import { sessionKeys } from '../session/session.keys';
import { changePasswordMutation, confirmEmailMutation, resendConfirmationMutation, updateLanguageMutation } from './account.mutations';

const noContent = () => new Response(null, { status: 204 });

beforeEach(() => {
  configureApi({ apiUrl: 'http://api.test' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A client holding the session and the organization, both fresh. */
function cached() {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.verify(), {});
  client.setQueryData(organizationKeys.current(), {});
  return client;
}

// The account calls of decision 1130.
describe('account mutations', () => {
  it('the language is PUT to /auth/language and stales the session (it answers the language), nothing else', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = cached();
    await new MutationObserver(client, updateLanguageMutation()).mutate({ language: 'en' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/language');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'en' }) });
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(true);
    expect(client.getQueryState(organizationKeys.current())?.isInvalidated).toBe(false);
  });

  it('a password change is PUT to /auth/password and changes nothing cached (this session stays)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = cached();
    const body = { current_password: 'Old-pass-1', password: 'New-pass-2', passwordcopy: 'New-pass-2' };
    await new MutationObserver(client, changePasswordMutation()).mutate(body);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/password');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify(body) });
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(false);
  });

  it('a confirmation link is POSTed with its token encoded, and stales the session (email_verified)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = cached();
    await new MutationObserver(client, confirmEmailMutation()).mutate({ token: 'a/b' });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/confirm-email/a%2Fb');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'POST' });
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(true);
  });

  it('a new confirmation link only sends a mail', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => noContent());
    vi.stubGlobal('fetch', fetch);
    const client = cached();
    await new MutationObserver(client, resendConfirmationMutation()).mutate();
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/resend-confirmation');
    expect(client.getQueryState(sessionKeys.verify())?.isInvalidated).toBe(false);
  });
});
