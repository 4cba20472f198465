// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DashboardConfigProvider } from '../app/dashboard-config';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up/sign-up-page';
import { screenSuite } from '../common/screen.fixtures';

/** The server's answer past a throttle (decision 0210): 429 API-007 with Retry-After in seconds. */
const tooMany = (retryAfter: string) =>
  new Response(JSON.stringify({ code: 'API-007', message: 'Too many attempts, try again later' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });

function renderPage(page: ReactNode, path: string) {
  const location = memoryLocation({ path });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DashboardConfigProvider value={{ apiUrl: 'http://api.test' }}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            {page}
          </Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const type = (container: HTMLElement, name: string, value: string) =>
  fireEvent.input(container.querySelector(`input[name="${name}"]`)!, { target: { value } });

const TEXTS: Record<'es' | 'en', { minutes: string; minute: string; quarter: string }> = {
  en: {
    minutes: 'Too many attempts. Try again in 30 minutes.',
    minute: 'Too many attempts. Try again in 1 minute.',
    quarter: 'Too many attempts. Try again in 15 minutes.',
  },
  es: {
    minutes: 'Demasiados intentos. Vuelve a intentarlo dentro de 30 minutos.',
    minute: 'Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.',
    quarter: 'Demasiados intentos. Vuelve a intentarlo dentro de 15 minutos.',
  },
};

describe.each(['en', 'es'] as const)('too many attempts on the public forms (%s)', (locale) => {
  screenSuite(locale);

  it('sign-up says when to try again, from Retry-After', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => tooMany('1800')));
    const { container } = renderPage(<SignUpPage />, '/signup');
    for (const [name, value] of Object.entries({ name: 'Marta', last_name: 'López', email: 'marta@example.es', phone: '612345678' })) {
      type(container, name, value);
    }
    type(container, 'password', 'Strong-pass-1');
    type(container, 'passwordcopy', 'Strong-pass-1');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`API-007 ${TEXTS[locale].minutes}`));
  });

  it('sign-in says when to try again, from Retry-After', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => tooMany('900')));
    const { container } = renderPage(<SignInPage />, '/signin');
    type(container, 'email', 'marta@example.es');
    type(container, 'password', 'Wrong-pass-1');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`API-007 ${TEXTS[locale].quarter}`));
  });

  it('forgot-password stays on the form and says when to try again, rounding up to a whole minute', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => tooMany('45')));
    const { container } = renderPage(<ForgotPasswordPage />, '/forgot-password');
    type(container, 'email', 'marta@example.es');
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`API-007 ${TEXTS[locale].minute}`));
    expect(container.querySelector('input[name="email"]')).not.toBeNull();
  });
});
