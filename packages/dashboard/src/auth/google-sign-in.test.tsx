import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { DashboardConfigProvider } from '../app/dashboard-config';
import { SignInPage } from './sign-in-page';

const signIn = (googleSignIn: boolean | undefined) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <DashboardConfigProvider value={{ apiUrl: '/api/', googleSignIn }}>
          <Router ssrPath="/signin">
            <SignInPage />
          </Router>
        </DashboardConfigProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );

describe('the Google button of the sign-in page', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('is shown only when the server offers Google sign-in, and navigates to the API call', () => {
    expect(signIn(true)).toMatch(/<a [^>]*href="\/api\/auth\/google-login"[^>]*>Sign in with Google<\/a>/);
    for (const off of [false, undefined]) {
      expect(signIn(off)).not.toContain('Google');
      expect(signIn(off)).not.toContain('google-login');
    }
  });
});
