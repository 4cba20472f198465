// @vitest-environment happy-dom
import { configureApi, passwordTokenQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { DashboardConfigProvider } from '../app/dashboard-config';
import { NewPasswordPage } from './new-password/new-password-page';
import { SignInPage } from './sign-in-page';

const TEXTS = {
  en: { email: 'Email', password: 'New password', copy: 'Repeat the password', save: 'Save the password', signIn: 'Sign in' },
  es: { email: 'Correo electrónico', password: 'Contraseña nueva', copy: 'Repite la contraseña', save: 'Guardar la contraseña', signIn: 'Iniciar sesión' },
} as const;

/** The browser's own location, as the element routes in the page: the reset link opens at `url`. */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const client = new QueryClient();
  client.setQueryData(passwordTokenQuery('t1').queryKey, { valid: true });
  client.setQueryData(passwordTokenQuery('t1', 'CREATE_API_USER_PASSWORD').queryKey, { valid: true });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DashboardConfigProvider value={{ apiUrl: '/api' }}>
          <Router>
            <Switch>
              <Route path="/reset-password/:token">{() => <NewPasswordPage kind="reset" token="t1" />}</Route>
              <Route path="/create-password/:token">{() => <NewPasswordPage kind="create" token="t1" />}</Route>
              <Route path="/signin">{() => <SignInPage />}</Route>
            </Switch>
          </Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

// Issue 27 item 10: after a reset, sign-in starts with the e-mail filled in. The mailed link carries the address in
// its fragment (no server sees it), and the confirmation's sign-in link hands it over in the history state.
describe.each(['en', 'es'] as const)('sign-in after a password link (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(async () => {
    await loadCatalog('dashboard', locale);
    configureApi({ apiUrl: 'http://api.test' });
  });
  // Every call answers 204: setting the password, and the link's check the save makes stale.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 }))));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function setPassword() {
    fireEvent.input(screen.getByLabelText(texts.password), { target: { value: 'Brand-new-pass-2' } });
    fireEvent.input(screen.getByLabelText(texts.copy), { target: { value: 'Brand-new-pass-2' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    fireEvent.click(await screen.findByRole('link', { name: texts.signIn }));
  }

  it.each(['reset-password', 'create-password'])('a %s link: sign-in shows the address filled in, the password empty', async (page) => {
    renderAt(`/${page}/t1#email=ana.gil%40example.es`);
    await setPassword();
    expect(window.location.pathname).toBe('/signin');
    const email = (await screen.findByLabelText(texts.email)) as HTMLInputElement;
    expect(email.value).toBe('ana.gil@example.es');
    expect((screen.getByLabelText(texts.signIn === 'Sign in' ? 'Password' : 'Contraseña') as HTMLInputElement).value).toBe('');
  });

  it('a link without the address (an older mail) leads to an empty sign-in', async () => {
    renderAt('/reset-password/t1');
    await setPassword();
    expect(((await screen.findByLabelText(texts.email)) as HTMLInputElement).value).toBe('');
  });

  it('sign-in opened on its own starts empty', async () => {
    renderAt('/signin');
    expect(((await screen.findByLabelText(texts.email)) as HTMLInputElement).value).toBe('');
  });
});
