import { describe, expect, it } from 'vitest';
import { activationStepIndex, CONFIGURATION_MENU, MAIN_MENU, tokenLinkPage, productPlanPaymentPath, resolveRoute } from './routes';

describe('route table', () => {
  it('/ and /signin show the sign-in page', () => {
    expect(resolveRoute('/')).toEqual({ kind: 'public', page: 'signin' });
    expect(resolveRoute('/signin')).toEqual({ kind: 'public', page: 'signin' });
    expect(resolveRoute('/signin/')).toEqual({ kind: 'public', page: 'signin' });
  });

  it('/logout and /forbidden have their own pages', () => {
    expect(resolveRoute('/logout')).toEqual({ kind: 'public', page: 'logout' });
    expect(resolveRoute('/forbidden')).toEqual({ kind: 'public', page: 'forbidden' });
  });

  it('sign-up, the activation introduction, forgot-password and /success have their own pages', () => {
    expect(resolveRoute('/signup')).toEqual({ kind: 'public', page: 'signup' });
    expect(resolveRoute('/activate-your-payment-gateway/')).toEqual({ kind: 'public', page: 'activation-intro' });
    expect(resolveRoute('/forgot-password')).toEqual({ kind: 'public', page: 'forgot-password' });
    expect(resolveRoute('/success')).toEqual({ kind: 'public', page: 'success' });
  });

  it('/confirm-email/:token (the welcome mail, decision 1130) carries its token; /dashboard/profile is a dashboard page', () => {
    expect(resolveRoute('/confirm-email/abc123')).toEqual({ kind: 'public', page: 'confirm-email' });
    expect(tokenLinkPage('/confirm-email/a%2Fb')).toEqual({ page: 'confirm-email', token: 'a/b' });
    expect(resolveRoute('/confirm-email')).toEqual({ kind: 'public', page: 'not-found' });
    expect(resolveRoute('/dashboard/profile')).toEqual({ kind: 'dashboard', section: 'profile' });
  });

  it('/reset-password/:token and /create-password/:token carry their token; without one they are not found', () => {
    expect(resolveRoute('/reset-password/abc123')).toEqual({ kind: 'public', page: 'reset-password' });
    expect(resolveRoute('/create-password/abc123/')).toEqual({ kind: 'public', page: 'create-password' });
    expect(tokenLinkPage('/reset-password/a%2Fb')).toEqual({ page: 'reset-password', token: 'a/b' });
    expect(tokenLinkPage('/create-password/xyz')).toEqual({ page: 'create-password', token: 'xyz' });
    expect(resolveRoute('/reset-password')).toEqual({ kind: 'public', page: 'not-found' });
    expect(resolveRoute('/reset-password/a/b')).toEqual({ kind: 'public', page: 'not-found' });
    expect(resolveRoute('/reset-password/%E0')).toEqual({ kind: 'public', page: 'not-found' });
  });

  it('/activate and its five step sub-routes belong to the activation page; any other sub-path is not found', () => {
    expect(resolveRoute('/activate')).toEqual({ kind: 'public', page: 'activate' });
    for (const step of ['company-info', 'contact-info', 'general-info', 'documents', 'bank-info']) {
      expect(resolveRoute(`/activate/${step}/`)).toEqual({ kind: 'public', page: 'activate' });
    }
    expect(activationStepIndex('/activate')).toBe(0);
    expect(activationStepIndex('/activate/company-info')).toBe(0);
    expect(activationStepIndex('/activate/general-info')).toBe(2);
    expect(activationStepIndex('/activate/bank-info')).toBe(4);
    expect(resolveRoute('/activate/other')).toEqual({ kind: 'public', page: 'not-found' });
    expect(resolveRoute('/activated')).toEqual({ kind: 'public', page: 'not-found' });
  });

  it('/dashboard redirects to /dashboard/panel', () => {
    expect(resolveRoute('/dashboard')).toEqual({ kind: 'redirect', to: '/dashboard/panel' });
    expect(resolveRoute('/dashboard/')).toEqual({ kind: 'redirect', to: '/dashboard/panel' });
  });

  it('every main menu entry is a dashboard page in the spec order', () => {
    expect(MAIN_MENU.map((i) => i.path)).toEqual([
      '/dashboard/panel',
      '/dashboard/customers',
      '/dashboard/services',
      '/dashboard/purchases',
      '/dashboard/charges',
    ]);
    for (const item of MAIN_MENU) {
      expect(resolveRoute(item.path)).toEqual({ kind: 'dashboard', section: item.section });
    }
  });

  it('the configuration menu has the Business and Integrations groups with the spec paths', () => {
    expect(CONFIGURATION_MENU.map((g) => [g.group, g.items.map((i) => i.path)])).toEqual([
      [
        'business',
        [
          '/dashboard/configuration/general-data',
          '/dashboard/configuration/payment-methods',
          '/dashboard/configuration/terms-and-conditions',
        ],
      ],
      ['integrations', ['/dashboard/configuration/web-checkout', '/dashboard/configuration/api']],
    ]);
    for (const item of CONFIGURATION_MENU.flatMap((g) => g.items)) {
      expect(resolveRoute(item.path)).toEqual({ kind: 'dashboard', section: item.section });
    }
  });

  it('general data nests the gateway steps 1 to 3, each its own page (services-and-configuration 2; issue 27, item 21)', () => {
    const generalData = CONFIGURATION_MENU[0].items[0];
    expect(generalData.children?.map((c) => [c.section, c.path])).toEqual([
      ['gateway-company', '/dashboard/configuration/general-data/company-info'],
      ['gateway-contact', '/dashboard/configuration/general-data/contact-info'],
      ['gateway-legal-representative', '/dashboard/configuration/general-data/general-info'],
    ]);
    for (const item of generalData.children ?? []) {
      expect(resolveRoute(item.path)).toEqual({ kind: 'dashboard', section: item.section });
      expect(resolveRoute(`${item.path}/`)).toEqual({ kind: 'dashboard', section: item.section });
    }
    expect(resolveRoute('/dashboard/configuration/general-data/documents')).toEqual({ kind: 'dashboard', section: 'not-found' });
  });

  it('unknown dashboard paths show the not-found page inside the shell', () => {
    expect(resolveRoute('/dashboard/nope')).toEqual({ kind: 'dashboard', section: 'not-found' });
    expect(resolveRoute('/dashboard/configuration')).toEqual({ kind: 'dashboard', section: 'not-found' });
  });

  it('any other path shows the public not-found page', () => {
    expect(resolveRoute('/nope')).toEqual({ kind: 'public', page: 'not-found' });
    expect(resolveRoute('/dashboards')).toEqual({ kind: 'public', page: 'not-found' });
  });
});

describe('product plan and platform payment pages', () => {
  it('have their own pages under the product prefix, with the plan id', () => {
    expect(resolveRoute('/uelz-plans/checkout/p_1/complete-payment')).toEqual({
      kind: 'product-payment',
      page: { page: 'plan-payment', id: 'p_1' },
    });
    expect(resolveRoute('/uelz-plans/checkout/p%201/success/')).toEqual({
      kind: 'product-payment',
      page: { page: 'plan-success', id: 'p 1' },
    });
    expect(resolveRoute('/uelz-platform/checkout/complete-payment')).toEqual({
      kind: 'product-payment',
      page: { page: 'platform-payment' },
    });
    expect(resolveRoute('/uelz-platform/checkout/success')).toEqual({ kind: 'product-payment', page: { page: 'platform-success' } });
    expect(productPlanPaymentPath('a/b')).toBe('/uelz-plans/checkout/a%2Fb/complete-payment');
  });

  it('any other path under them is not found', () => {
    for (const path of ['/uelz-plans/checkout/p_1', '/uelz-plans/checkout/%E0/success', '/uelz-platform/checkout', '/uelz-plans/checkout/a/b/success']) {
      expect(resolveRoute(path), path).toEqual({ kind: 'public', page: 'not-found' });
    }
  });
});
