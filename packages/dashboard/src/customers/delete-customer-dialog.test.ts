import { describe, expect, it } from 'vitest';
import { customerPurchasesPath } from './delete-customer-dialog';

describe('customer deletion', () => {
  it('a customer with subscriptions is sent to the sales list searched by their e-mail', () => {
    expect(customerPurchasesPath({ email: 'ana+1@correo.es' })).toBe('/dashboard/purchases?search=ana%2B1%40correo.es');
  });
});
