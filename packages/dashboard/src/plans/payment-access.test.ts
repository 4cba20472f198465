import { describe, expect, it } from 'vitest';
import { decidePaymentAccess } from './payment-access';

describe('product payment pages access', () => {
  it('lets in signed-in merchants of the payments product only', () => {
    expect(decidePaymentAccess({ client_product_type: 'payments' }, undefined)).toEqual({ kind: 'enter' });
    expect(decidePaymentAccess({ client_product_type: 'billing' }, undefined)).toEqual({ kind: 'redirect', to: '/forbidden' });
    expect(decidePaymentAccess({ client_product_type: 'merge' }, undefined)).toEqual({ kind: 'redirect', to: '/forbidden' });
  });

  it('sends the signed out to sign in, waits for the session, and shows other failures', () => {
    expect(decidePaymentAccess(undefined, { status: 401 })).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decidePaymentAccess(undefined, undefined)).toEqual({ kind: 'wait' });
    expect(decidePaymentAccess(undefined, { status: 500 })).toMatchObject({ kind: 'error' });
  });
});
