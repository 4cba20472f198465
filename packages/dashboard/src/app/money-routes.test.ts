import { describe, expect, it } from 'vitest';
import { customerDetailPath, customersPage, purchaseDetailPath, purchasesPage, resolveRoute } from '../app/routes';

describe('customers, sales and payments routes', () => {
  it('/dashboard/customers and /dashboard/customers/{id}/detail are pages of the customers section', () => {
    for (const path of ['/dashboard/customers', '/dashboard/customers/', '/dashboard/customers/c1/detail']) {
      expect(resolveRoute(path)).toEqual({ kind: 'dashboard', section: 'customers' });
    }
    expect(customersPage('/dashboard/customers')).toEqual({ page: 'list' });
    expect(customersPage(customerDetailPath('a b/c'))).toEqual({ page: 'detail', id: 'a b/c' });
  });

  it('a purchase detail opens at /{id}/detail and at /{id}, as the spec writes both', () => {
    expect(purchasesPage(purchaseDetailPath('p 1'))).toEqual({ page: 'detail', id: 'p 1' });
    expect(purchasesPage('/dashboard/purchases/p1')).toEqual({ page: 'detail', id: 'p1' });
    expect(resolveRoute('/dashboard/purchases/p1')).toEqual({ kind: 'dashboard', section: 'purchases' });
    expect(purchasesPage('/dashboard/purchases')).toEqual({ page: 'list' });
    expect(purchasesPage('/dashboard/purchases/withdrawals')).toEqual({ page: 'withdrawals' });
  });

  it('the payments list is one page; other paths under these sections are not found', () => {
    expect(resolveRoute('/dashboard/charges')).toEqual({ kind: 'dashboard', section: 'charges' });
    for (const path of ['/dashboard/charges/c1', '/dashboard/customers/c1', '/dashboard/customers/c1/edit', '/dashboard/purchases/p1/edit', '/dashboard/customers/%E0/detail']) {
      expect(resolveRoute(path)).toEqual({ kind: 'dashboard', section: 'not-found' });
    }
  });
});
