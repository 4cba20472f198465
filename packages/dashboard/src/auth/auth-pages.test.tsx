import { ApiError } from '@cobro/client';
import { passwordTokenQuery, verifyQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { DashboardConfigProvider } from '../app/dashboard-config';
import { ActivationIntroPage } from './activation-intro/activation-intro-page';
import { ForgotPasswordPage } from './forgot-password/forgot-password-page';
import { NewPasswordPage } from './new-password/new-password-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up/sign-up-page';

// Server rendering checks what each page and state shows; typing, submitting and the mail outbox are in
// e2e/signup-recovery.spec.ts.
type Options = { client?: QueryClient; registerUrl?: string; googleSignIn?: boolean; path?: string };

function render(page: ReactNode, { client = new QueryClient(), registerUrl, googleSignIn, path = '/' }: Options = {}) {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <DashboardConfigProvider value={{ apiUrl: '/api', registerUrl, googleSignIn }}>
          <Router ssrPath={path}>{page}</Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** A client whose query for `key` already failed with `error`, as after the request answered. */
function failed(queryKey: readonly unknown[], error: Error) {
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const query = client.getQueryCache().build(client, { queryKey });
  query.setState({ status: 'error', error, fetchStatus: 'idle' });
  return client;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1]);

describe('public pages', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('sign-in links to /forgot-password and to /signup, or to the configured register form', () => {
    expect(hrefs(render(<SignInPage />, { path: '/signin' }))).toEqual(expect.arrayContaining(['/forgot-password', '/signup']));
    const external = render(<SignInPage />, { path: '/signin', registerUrl: 'https://example.es/demo' });
    expect(hrefs(external)).toContain('https://example.es/demo');
    expect(hrefs(external)).not.toContain('/signup');
  });

  it('an error in the page query shows its warning: GOO-002 with a way to sign in, LOG-002 with a register link', () => {
    const google = render(<SignInPage />, { path: '/signin?error=true&code_error=GOO-002' });
    expect(google).toContain('This e-mail already has an account that signs in another way');
    expect(google).toContain('Sign in with your e-mail and password');
    const unknown = render(<SignInPage />, { path: '/signin?code_error=LOG-002' });
    expect(unknown).toMatch(/role="alert".*LOG-002.*href="\/signup">Create an account/);
  });

  it('sign-up has every field, the password rules, the terms and privacy links and a way to sign in', () => {
    const html = render(<SignUpPage />, { path: '/signup' });
    expect(labels(html)).toEqual(['Name', 'Last name', 'Email', 'Phone', 'Password', 'Repeat the password']);
    expect(html).toContain('At least 8 characters');
    expect(html).toContain('An upper-case letter');
    expect(hrefs(html)).toEqual(expect.arrayContaining(['https://cobro.es/legal/terminos-y-condiciones.pdf', 'https://cobro.es/legal/privacidad.pdf', '/signin']));
  });

  it('sign-up offers Google only when the server does', () => {
    expect(render(<SignUpPage />)).not.toContain('google-login');
    expect(render(<SignUpPage />, { googleSignIn: true })).toMatch(/<a [^>]*href="\/api\/auth\/google-login"[^>]*>Sign up with Google<\/a>/);
  });

  it('forgot-password asks for the e-mail', () => {
    const html = render(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(labels(html)).toEqual(['Email']);
    expect(html).toContain('Send the link');
  });

  it('a password link shows nothing but a placeholder while its token is checked, then the form', () => {
    expect(render(<NewPasswordPage kind="reset" token="t1" />)).not.toContain('<form');
    const client = new QueryClient();
    client.setQueryData(passwordTokenQuery('t1', 'CREATE_API_USER_PASSWORD').queryKey, { valid: true });
    const html = render(<NewPasswordPage kind="create" token="t1" />, { client });
    expect(html).toContain('Create your password');
    expect(labels(html)).toEqual(['New password', 'Repeat the password']);
  });

  it('an expired link (400) offers forgot-password and the register link; another failure the general error', () => {
    const expired = render(<NewPasswordPage kind="reset" token="t1" />, {
      client: failed(passwordTokenQuery('t1').queryKey, new ApiError(400, { code: 'API-001', message: 'expired' })),
    });
    expect(expired).toContain('This link has expired');
    expect(hrefs(expired)).toEqual(['#main-content', '/forgot-password', '/signup']);

    const broken = render(<NewPasswordPage kind="reset" token="t1" />, {
      client: failed(passwordTokenQuery('t1').queryKey, new ApiError(500, { code: 'API-500', message: 'boom' })),
    });
    expect(broken).toContain('Something went wrong');
    expect(broken).toContain('Try again');
  });

  it('the activation introduction shows after the session check, with the three documents and the way to /activate', () => {
    expect(render(<ActivationIntroPage />)).not.toContain('Start the activation');
    const client = new QueryClient();
    client.setQueryData(verifyQuery().queryKey, { user: { name: 'Ana' } } as never);
    const html = render(<ActivationIntroPage />, { client });
    expect(html).toContain('Welcome, Ana.');
    for (const title of ['National ID, front', 'National ID, back', 'Proof of address']) expect(html).toContain(title);
    expect(html.match(/See example<\/button>/g)).toHaveLength(3);
    expect(hrefs(html)).toContain('/activate');
  });
});
