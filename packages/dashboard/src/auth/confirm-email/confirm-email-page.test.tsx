// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConfirmEmailPage } from './confirm-email-page';
import { screenSuite } from '../../common/screen.fixtures';

const TEXTS = {
  en: { done: 'Your e-mail is confirmed', dashboard: 'Go to the dashboard', broken: 'This link does not work', profile: 'Go to your profile', retry: 'Try again' },
  es: { done: 'Tu correo está confirmado', dashboard: 'Ir al panel', broken: 'Este enlace no funciona', profile: 'Ir a tu perfil', retry: 'Volver a intentarlo' },
} as const;

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPage(token = 'tok/1') {
  const location = memoryLocation({ path: `/confirm-email/${encodeURIComponent(token)}` });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <ConfirmEmailPage token={token} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

// The welcome mail's link (decision 1130): /confirm-email/:token confirms the address once, from any browser.
describe.each(['en', 'es'] as const)('the e-mail confirmation page (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  it('confirms the address with one call and says so, with the way to the dashboard', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect((await screen.findByRole('heading', { level: 1, name: texts.done })).tagName).toBe('H1');
    expect(screen.getByRole('link', { name: texts.dashboard }).getAttribute('href')).toBe('/dashboard/panel');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/auth/confirm-email/tok%2F1');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('a used, expired or unknown link (400 EMA-001) says it does not work and leads to the profile for a new one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 'EMA-001', message: 'not valid' }, 400)));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: texts.broken });
    expect(screen.getByRole('link', { name: texts.profile }).getAttribute('href')).toBe('/dashboard/profile');
  });

  it('any other failure is the general error, whose try again calls again', async () => {
    const fetch = vi.fn(async () => json({ code: 'API-500', message: 'boom' }, 500));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: texts.retry }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
